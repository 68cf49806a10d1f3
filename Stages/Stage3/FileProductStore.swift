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
        // TODO: load() — decode the products in `fileURL`; an empty list when there is no file yet.
        throw NotWrittenYet(method: "load()")
    }

    public func save(_ products: [Product]) throws {
        // TODO: save(_:) — encode `products` as JSON and write them to `fileURL`, replacing
        // what was there.
        throw NotWrittenYet(method: "save(_:)")
    }

    public func removeAll() throws {
        // TODO: removeAll() — remove the file at `fileURL`, if there is one.
    }
}

/// What the starter throws until you write the method. Delete it when you are done.
private struct NotWrittenYet: Error, CustomStringConvertible {
    var method: String
    var description: String { "TODO: write FileProductStore.\(method)" }
}
