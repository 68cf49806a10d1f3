@testable import Stage3

// MARK: - Mock data

/// Canned products for the tests: the workshop's `MockProductData`, with more than one
/// product so that a tap on the second or the last one means something.
enum MockProductData {
    static func generateProductResult() -> ProductResult {
        ProductResult(data: [
            Product(
                id: 1, name: "lorem ipsum", imageURL: nil, price: "Rp 100",
                shop: Shop(id: 1, name: "toko serba ada", location: "Indonesia")),
            Product(
                id: 2, name: "dolor sit amet", imageURL: "https://example.com/dolor.png",
                price: "Rp 2.500", shop: Shop(id: 2, name: "toko kelontong", location: "Bogor")),
            Product(
                id: 3, name: "consectetur", imageURL: nil, price: "Rp 75.000",
                shop: Shop(id: 1, name: "toko serba ada", location: "Indonesia")),
        ])
    }

    /// The products of `generateProductResult()`, as the view model should hold them.
    static var products: [Product] {
        generateProductResult().data
    }
}
