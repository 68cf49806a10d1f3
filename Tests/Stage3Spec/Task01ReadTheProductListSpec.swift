import Testing
@testable import Stage3

@Suite("Task 1: Read the product list")
struct Task01ReadTheProductListSpec {
    @Test("The shipped ProductData.json holds four products")
    func shippedFileHoldsFourProducts() throws {
        let result = try #require(
            AdvancedUseCase().fetchProduct().successValue,
            "fetchProduct() should succeed on the shipped ProductData.json")

        #expect(result.data.count == 4)
    }

    @Test("The first product is decoded field by field, image_url included")
    func firstProductIsDecoded() throws {
        let result = try #require(
            AdvancedUseCase().fetchProduct().successValue,
            "fetchProduct() should succeed on the shipped ProductData.json")
        let first = try #require(result.data.first)

        #expect(first.id == 1)
        #expect(first.name == "Kopi Susu Gula Aren")
        #expect(first.imageURL == "https://example.com/images/kopi-susu.png")
        #expect(first.price == "Rp 18.000")
        #expect(first.shop == Shop(id: 10, name: "Toko Serba Ada", location: "Jakarta"))
    }

    @Test(
        "A product without a picture decodes with no imageURL",
        arguments: [
            (1, "Batik Tulis Solo"),  // "image_url": null
            (2, "Keripik Singkong Pedas"),  // no "image_url" key at all
        ])
    func productWithoutPictureHasNoImageURL(index: Int, name: String) throws {
        let result = try #require(
            AdvancedUseCase().fetchProduct().successValue,
            "fetchProduct() should succeed on the shipped ProductData.json")
        try #require(result.data.count > index)

        #expect(result.data[index].name == name)
        #expect(result.data[index].imageURL == nil)
    }

    @Test("The provider reads the file it is given, not always the shipped one")
    func providerReadsTheGivenFile() throws {
        let json = """
            {"data": [{"id": 42, "name": "Teh Botol", "price": "Rp 5.000",
                       "shop": {"id": 4, "name": "Kios Stasiun", "location": "Bandung"}}]}
            """
        let result = try withTemporaryFile(containing: json) { url in
            AdvancedUseCase(fileURL: url).fetchProduct()
        }

        let expected = Product(
            id: 42, name: "Teh Botol", imageURL: nil, price: "Rp 5.000",
            shop: Shop(id: 4, name: "Kios Stasiun", location: "Bandung"))
        #expect(result == .success(ProductResult(data: [expected])))
    }
}
