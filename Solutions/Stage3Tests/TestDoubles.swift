import Testing
@testable import Stage3

// MARK: - Test doubles
//
// Each double is named after its kind, so a reader knows what it is for:
// - a stub answers with canned data;
// - a dummy fills a parameter that the test never uses;
// - a spy records how it was called, for the test to check afterwards.

/// A stub that answers with canned products: the workshop's `MockPositiveWorkshopProvider`.
struct ProductProviderStub: AdvancedNetworkProvider {
    var result = MockProductData.generateProductResult()

    func fetchProduct() -> NetworkResult<ProductResult> {
        .success(result)
    }
}

/// A stub that always fails: the workshop's `MockNegativeWorkshopProvider`.
struct FailingProductProviderStub: AdvancedNetworkProvider {
    var message = "failed"

    func fetchProduct() -> NetworkResult<ProductResult> {
        .failed(message)
    }
}

/// A dummy for tests where a provider is required but must not be used.
///
/// It fails the test loudly if anyone asks it for products.
struct ProductProviderDummy: AdvancedNetworkProvider {
    func fetchProduct() -> NetworkResult<ProductResult> {
        Issue.record("The dummy provider was asked for products")
        return .failed("dummy")
    }
}

/// A spy on the view model's outputs: records every call, in order.
@MainActor
final class ViewModelOutputSpy {
    enum Call: Equatable {
        /// `receiveData`, with the products the view model held at that moment.
        case receiveData(products: [Product])
        case onErrorReceiveData(String)
        case doSideEffect(String)
    }

    private(set) var calls: [Call] = []

    init(listeningTo viewModel: AdvancedViewModel) {
        viewModel.receiveData = { [unowned self, unowned viewModel] in
            calls.append(.receiveData(products: viewModel.products))
        }
        viewModel.onErrorReceiveData = { [unowned self] message in
            calls.append(.onErrorReceiveData(message))
        }
        viewModel.doSideEffect = { [unowned self] message in
            calls.append(.doSideEffect(message))
        }
    }
}
