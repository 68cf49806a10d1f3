import Foundation

// MARK: - Removing a folder a test may have made read-only

package enum FolderRemoval {
    /// Removes `folder`, making read-only folders in it writable first (a test may leave one).
    package static func removeAll(_ folder: URL) {
        if (try? FileManager.default.removeItem(at: folder)) != nil { return }
        if let walker = FileManager.default.enumerator(atPath: folder.path) {
            for case let path as String in walker {
                chmod(folder.appendingPathComponent(path).path, 0o700)
            }
        }
        chmod(folder.path, 0o700)
        try? FileManager.default.removeItem(at: folder)
    }
}
