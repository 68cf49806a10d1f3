import Foundation

// MARK: - What a folder of the submission gave

/// The files `SafeFileCollector` read from one folder, and those it refused by name.
public struct CollectedFiles: Sendable, Equatable {
    /// By path relative to the folder.
    public var files: [String: Data] = [:]
    /// Paths relative to the submission; see `RefusedFile`.
    public var refused: [RefusedFile] = []

    public init(files: [String: Data] = [:], refused: [RefusedFile] = []) {
        self.files = files
        self.refused = refused
    }
}
