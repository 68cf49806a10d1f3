import Foundation
import Testing
@testable import Stage3

@Suite("AdvancedUseCase reads ProductData.json")
struct AdvancedUseCaseTests {
    @Test func givenTheShippedFile_whenFetching_thenItDecodesFourProducts() throws {
        let result = AdvancedUseCase().fetchProduct()

        guard case .success(let productResult) = result else {
            Issue.record("Expected the shipped file to decode, got \(result)")
            return
        }
        #expect(productResult.data.map(\.id) == [1, 2, 3, 4])
        let first = try #require(productResult.data.first)
        #expect(first.name == "Kopi Susu Gula Aren")
        #expect(first.imageURL == "https://example.com/images/kopi-susu.png")
        #expect(first.shop.name == "Toko Serba Ada")
        // One product has "image_url": null, the next has no key at all.
        #expect(productResult.data[1].imageURL == nil)
        #expect(productResult.data[2].imageURL == nil)
    }

    @Test func givenNoURL_whenFetching_thenItFailsWithURLNotFound() {
        let result = AdvancedUseCase(fileURL: nil).fetchProduct()

        #expect(result == .failed("URL Not found"))
    }

    @Test func givenAFileThatDoesNotExist_whenFetching_thenItFailsConvertingToData() {
        let missingFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("missing-\(UUID().uuidString).json")

        let result = AdvancedUseCase(fileURL: missingFile).fetchProduct()

        #expect(result == .failed("Failed converting to data"))
    }

    @Test func givenAFileThatIsNotAProductList_whenFetching_thenItFailsDecoding() throws {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("not-products-\(UUID().uuidString).json")
        try Data(#"{"items": []}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        let result = AdvancedUseCase(fileURL: file).fetchProduct()

        #expect(result == .failed("Failed when decoding"))
    }
}
