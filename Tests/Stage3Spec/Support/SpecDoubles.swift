import Foundation
@testable import Stage3

// MARK: - Test doubles of the spec
//
// The spec's own doubles. Yours go in Tests/Stage3Tests: write them yourself.

/// A stub provider: answers every fetch with the result it was given.
struct ProviderStub: AdvancedNetworkProvider {
    let result: NetworkResult<ProductResult>

    func fetchProduct() -> NetworkResult<ProductResult> {
        result
    }
}

/// A spy on a view model's outputs: records every call, with what came with it.
@MainActor
final class OutputSpy {
    /// `products` as the view model held them at each call of `receiveData`.
    private(set) var productsAtEachReceiveData: [[Product]] = []
    /// The messages passed to `onErrorReceiveData`, in order.
    private(set) var errorMessages: [String] = []
    /// The messages passed to `doSideEffect`, in order.
    private(set) var sideEffects: [String] = []

    init(listeningTo viewModel: AdvancedViewModel) {
        viewModel.receiveData = { [unowned self, unowned viewModel] in
            productsAtEachReceiveData.append(viewModel.products)
        }
        viewModel.onErrorReceiveData = { [unowned self] message in
            errorMessages.append(message)
        }
        viewModel.doSideEffect = { [unowned self] message in
            sideEffects.append(message)
        }
    }
}

// MARK: - Fixtures

enum SpecFixtures {
    static let products = [
        Product(
            id: 7, name: "Rendang Kaleng", imageURL: nil, price: "Rp 60.000",
            shop: Shop(id: 70, name: "Warung Padang", location: "Padang")),
        Product(
            id: 8, name: "Kain Songket", imageURL: "https://example.com/songket.png",
            price: "Rp 900.000", shop: Shop(id: 80, name: "Tenun Palembang", location: "Palembang")),
        Product(
            id: 9, name: "Dodol Garut", imageURL: nil, price: "Rp 25.000",
            shop: Shop(id: 90, name: "Oleh-oleh Garut", location: "Garut")),
    ]

    /// A provider that succeeds with `products`.
    static let positiveProvider = ProviderStub(result: .success(ProductResult(data: products)))

    /// A provider that fails with `message`.
    static func negativeProvider(message: String) -> ProviderStub {
        ProviderStub(result: .failed(message))
    }
}

// MARK: - Reading results

extension NetworkResult {
    /// The fetched value, or `nil` when the fetch failed.
    var successValue: Value? {
        if case .success(let value) = self { value } else { nil }
    }

    /// The failure message, or `nil` when the fetch succeeded.
    var failureMessage: String? {
        if case .failed(let message) = self { message } else { nil }
    }
}

// MARK: - Temporary files

/// A URL under the temporary directory that nothing else uses.
func uniqueTemporaryFileURL() -> URL {
    FileManager.default.temporaryDirectory
        .appendingPathComponent("Stage3Spec-\(UUID().uuidString).json")
}

/// Writes `contents` to a fresh temporary file, runs `body` with its URL, then removes it.
func withTemporaryFile<R>(
    containing contents: String, _ body: (URL) throws -> R
) throws -> R {
    let url = uniqueTemporaryFileURL()
    try Data(contents.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url)
}
