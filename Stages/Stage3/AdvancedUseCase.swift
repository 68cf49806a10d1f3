import Foundation

// MARK: - The real provider

/// Reads the product list from a JSON file, standing in for a call to a server.
public struct AdvancedUseCase: AdvancedNetworkProvider {
    /// Said when there is no file to read.
    public static let fileNotFoundMessage = "URL Not found"
    /// Said when the file cannot be read.
    public static let unreadableFileMessage = "Failed converting to data"
    /// Said when the file is read but is not a product list.
    public static let decodingFailedMessage = "Failed when decoding"

    /// The `ProductData.json` shipped with this stage.
    public static var bundledProductData: URL? {
        // `Bundle.module`, not the workshop's `Bundle.main`: in a package, resources live in
        // the module's own bundle, and `Bundle.main` is the test runner or the demo.
        Bundle.module.url(forResource: "ProductData", withExtension: "json")
    }

    private let fileURL: URL?

    /// - Parameter fileURL: The file to read; the shipped `ProductData.json` by default.
    public init(fileURL: URL? = AdvancedUseCase.bundledProductData) {
        self.fileURL = fileURL
    }

    /// Reads `fileURL` and decodes it into a `ProductResult`.
    public func fetchProduct() -> NetworkResult<ProductResult> {
        // TODO: fetchProduct() — read the data at `fileURL` and decode it with `JSONDecoder`
        // into `.success(result)`. Fail with the message that says what went wrong: no URL,
        // a file that cannot be read, or a file that is not a product list.
        .failed("TODO: read and decode the product list")
    }
}
