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

    /// Fetches the products and tells the view, before returning, whether it worked.
    public func didLoad() {
        // TODO: didLoad() — ask `useCase` for the products. On success, store them in `products`
        // and then call `receiveData`; on failure, pass the provider's message to
        // `onErrorReceiveData`.
    }

    /// Reacts to a tap on the product at `index`.
    public func didSelect(index: Int) {
        // TODO: didSelect(index:) — send "something crazy <product name>" to `doSideEffect` for the
        // product at `index`, or `selectionErrorMessage` when `index` is not in `products`.
    }
}
