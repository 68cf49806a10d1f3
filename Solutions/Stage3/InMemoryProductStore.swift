// MARK: - The fake store

/// A store that keeps the list in memory: the fake that tests use instead of the file.
///
/// It is only worth using if it behaves like the real store; the contract suite checks that.
public final class InMemoryProductStore: ProductStore {
    private var products: [Product] = []

    public init() {}

    public func load() throws -> [Product] {
        products
    }

    public func save(_ products: [Product]) throws {
        self.products = products
    }

    public func removeAll() throws {
        products = []
    }
}
