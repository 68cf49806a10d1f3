import Foundation

// MARK: - The real store

/// A store that saves the list as JSON in a file, `products.json`, in the folder it is given.
///
/// The app gives it a folder such as Application Support; a test gives it a fresh temporary
/// folder of its own, and removes the folder afterwards.
public struct FileProductStore: ProductStore {
    /// The name of the file in the store's folder.
    public static let fileName = "products.json"

    /// Where the list is saved.
    public let fileURL: URL

    /// - Parameter folder: An existing folder to save the list in.
    public init(folder: URL) {
        fileURL = folder.appendingPathComponent(Self.fileName)
    }

    public func load() throws -> [Product] {
        // Nothing saved yet is an empty list, not an error: the fake says the same.
        guard FileManager.default.fileExists(atPath: fileURL.path) else {
            return []
        }
        let data = try Data(contentsOf: fileURL)
        return try JSONDecoder().decode([Product].self, from: data)
    }

    public func save(_ products: [Product]) throws {
        let data = try JSONEncoder().encode(products)
        // Atomically: the old file stays whole until the new one is written.
        try data.write(to: fileURL, options: .atomic)
    }

    public func removeAll() throws {
        guard FileManager.default.fileExists(atPath: fileURL.path) else {
            return
        }
        try FileManager.default.removeItem(at: fileURL)
    }
}
