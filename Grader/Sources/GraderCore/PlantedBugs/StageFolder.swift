import Foundation

// MARK: - Stage folder

/// Listing and syncing the files of a folder, by path relative to it.
enum StageFolder {
    /// The relative paths of the regular files under `folder`, sorted.
    ///
    /// - Parameter includingHidden: Whether to list files with a hidden name or under a hidden folder.
    static func filePaths(in folder: URL, includingHidden: Bool) throws -> [String] {
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
    static func visibleFiles(in folders: [String], under root: URL) -> [String] {
        folders.flatMap { folder in
            ((try? filePaths(in: root.appendingPathComponent(folder), includingHidden: false)) ?? []).map { folder + "/" + $0 }
        }
    }

    /// Makes `folder` hold exactly `files`: writes what changed, removes what is extra.
    ///
    /// A file whose content is already right is not touched, so its modification date stays.
    static func sync(_ folder: URL, to files: [String: Data]) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)

        for path in try filePaths(in: folder, includingHidden: true) where files[path] == nil {
            try manager.removeItem(at: folder.appendingPathComponent(path))
        }
        try removeEmptyFolders(in: folder)

        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(path)
            if manager.contents(atPath: url.path) == data { continue }
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                try manager.removeItem(at: url)  // a folder now stands where a file belongs
            }
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        }
    }

    /// Removes the folders under `folder` that hold no file, deepest first.
    private static func removeEmptyFolders(in folder: URL) throws {
        let manager = FileManager.default
        let subpaths = try manager.subpathsOfDirectory(atPath: folder.path)
        for path in subpaths.sorted(by: { $0.count > $1.count }) {
            let url = folder.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue,
               try manager.contentsOfDirectory(atPath: url.path).isEmpty {
                try manager.removeItem(at: url)
            }
        }
    }
}
