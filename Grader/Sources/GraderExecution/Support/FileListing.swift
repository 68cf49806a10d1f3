import Foundation

// MARK: - The files of a folder

/// Lists the files of a folder by path relative to it: a stage's folder, a workspace's, the
/// kata's. One lister for every caller, so that "a file" means the same thing everywhere.
package enum FileListing {
    /// The relative paths of the regular files under `folder`, sorted; none when it is missing.
    ///
    /// - Parameter includingHidden: Whether to list files with a hidden name or under a hidden folder.
    package static func regularFiles(in folder: URL, includingHidden: Bool = true) throws -> [String] {
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
            ((try? regularFiles(in: root.appendingPathComponent(folder), includingHidden: false)) ?? []).map { folder + "/" + $0 }
        }
    }
}
