// MARK: - Advanced view model

/// Loads the product list through its provider and tells the view what happened.
@MainActor
public final class AdvancedViewModel {
    /// What the view shows when a tap does not land on a product.
    public static let selectionErrorMessage = "error"

    public let useCase: any AdvancedNetworkProvider

    /// The products to show, filled by `didLoad()`.
    public private(set) var products: [Product] = []

    // MARK: Output

    /// Called once `products` holds the newly loaded list.
    public var receiveData: (() -> Void)?
    /// Called with the provider's message when loading fails.
    public var onErrorReceiveData: ((String) -> Void)?
    /// Called with what a tap on a product does.
    public var doSideEffect: ((String) -> Void)?

    public init(useCase: any AdvancedNetworkProvider) {
        self.useCase = useCase
    }

    // MARK: Input

    /// Fetches the products. The workshop wrapped this call in a `DispatchGroup`; the call is
    /// synchronous, so the group only delayed the outputs to a later turn of the main queue.
    public func didLoad() {
        switch useCase.fetchProduct() {
        case .success(let result):
            // Set the data before telling the view, so the view reads the new list.
            products = result.data
            receiveData?()
        case .failed(let message):
            onErrorReceiveData?(message)
        }
    }

    /// Reacts to a tap on the product at `index`; a tap outside the list is an error, not a crash.
    public func didSelect(index: Int) {
        guard products.indices.contains(index) else {
            doSideEffect?(Self.selectionErrorMessage)
            return
        }
        doSideEffect?("something crazy \(products[index].name)")
    }
}
