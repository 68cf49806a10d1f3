// Don't change this file: it is the dependency the view model is given.

// MARK: - The provider dependency

/// Anything that can fetch the product list: the real file reader, or a test double.
///
/// The view model depends on this protocol, not on a concrete type, so a test can hand it a
/// provider that answers whatever the test needs.
public protocol AdvancedNetworkProvider {
    func fetchProduct() -> NetworkResult<ProductResult>
}
