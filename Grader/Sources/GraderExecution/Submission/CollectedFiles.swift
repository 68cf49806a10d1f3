import Foundation

// MARK: - What a folder of the submission gave

/// The files `SafeFileCollector` read from one folder, and those it refused by name.
package struct CollectedFiles: Sendable, Equatable {
    /// By path relative to the folder.
    package var files: [String: Data] = [:]
    /// Paths relative to the submission; see `RefusedFile`.
    package var refused: [RefusedFile] = []
}
