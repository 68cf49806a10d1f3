import Foundation

// MARK: - Stage folder

/// Listing the files of a folder, by path relative to it (`WorkspaceFiles.sync` syncs one).
package enum StageFolder {
    /// The relative paths of the regular files under `folder`, sorted.
    ///
    /// - Parameter includingHidden: Whether to list files with a hidden name or under a hidden folder.
    package static func filePaths(in folder: URL, includingHidden: Bool) throws -> [String] {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: folder.path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: folder.path])
        }
        var paths: [String] = []
        for path in try manager.subpathsOfDirectory(atPath: folder.path) {
            if !includingHidden && path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            var entryIsDirectory: ObjCBool = false
            let full = folder.appendingPathComponent(path).path
            if manager.fileExists(atPath: full, isDirectory: &entryIsDirectory), !entryIsDirectory.boolValue {
                paths.append(path)
            }
        }
        return paths.sorted()
    }

    /// The visible files under each of `folders` (relative to `root`), by their path relative to
    /// `root` (`Stages/Stage1/IsEven.swift`), folder by folder; a folder that is missing or
    /// cannot be listed adds none.
    package static func visibleFiles(in folders: [String], under root: URL) -> [String] {
        folders.flatMap { folder in
            ((try? filePaths(in: root.appendingPathComponent(folder), includingHidden: false)) ?? []).map { folder + "/" + $0 }
        }
    }
}
