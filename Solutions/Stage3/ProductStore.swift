// MARK: - Where the product list is saved

/// Keeps the product list between launches, so the app has something to show offline.
///
/// Two implementations: `FileProductStore`, the real one, and `InMemoryProductStore`, the fake
/// that other tests use instead. One contract suite runs against both.
public protocol ProductStore {
    /// The products saved last; an empty list when nothing was saved yet.
    func load() throws -> [Product]
    /// Replaces whatever was saved with `products`.
    func save(_ products: [Product]) throws
    /// Forgets everything that was saved.
    func removeAll() throws
}
