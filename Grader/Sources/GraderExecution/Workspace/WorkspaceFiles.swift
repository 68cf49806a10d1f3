import Foundation

// MARK: - Writing workspace files without waking the build

/// Writes files only when their content changed, so SwiftPM's incremental build stays warm
/// (it compares modification dates).
package enum WorkspaceFiles {
    /// Writes `data` to `url` unless the file already holds exactly that. Returns whether it wrote.
    @discardableResult
    package static func write(_ data: Data, to url: URL) throws -> Bool {
        let manager = FileManager.default
        if manager.contents(atPath: url.path) == data { return false }
        let previous = (try? manager.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
        try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
        // The compiler's incremental build can miss a change made within the same second as the
        // last one (seen with two grades a second apart): always move the date a second on.
        if let previous, Date().timeIntervalSince(previous) < 2 {
            try manager.setAttributes([.modificationDate: previous.addingTimeInterval(2)], ofItemAtPath: url.path)
        }
        return true
    }

    /// Makes `folder` hold exactly `files` (by relative path, hidden ones included): writes
    /// what changed (through `write`, so a rewrite moves the file's date on), removes the files
    /// it should not hold and the folders that leaves empty.
    ///
    /// A file whose content is already right is not touched, so its modification date stays.
    /// The one folder sync of the grader: workspaces and the switchable reference both use it.
    package static func sync(_ folder: URL, to files: [String: Data]) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        for existing in try FileListing.regularFiles(in: folder) where files[existing] == nil {
            try manager.removeItem(at: folder.appendingPathComponent(existing))
        }
        // Exactly `files`: a folder emptied above would otherwise linger in the copy.
        try removeEmptyFolders(in: folder)
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                try manager.removeItem(at: url)  // a folder now stands where a file belongs
            }
            try write(data, to: url)
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

    /// Every file under `folder` with its content, for hashing.
    package static func read(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        for path in (try? FileListing.regularFiles(in: folder)) ?? [] {
            files[path] = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path)
        }
        return files
    }

    /// A value kept in a workspace file (such as the planted-bug switch key): read when the file
    /// holds one, otherwise made, written and returned. Workspaces are never shown to a test run.
    package static func kept<Value>(in file: URL, decode: (String) -> Value?, encode: (Value) -> String,
                            make: () -> Value) throws -> Value {
        if let data = FileManager.default.contents(atPath: file.path),
           let value = decode(String(decoding: data, as: UTF8.self)) {
            return value
        }
        let value = make()
        try write(Data(encode(value).utf8), to: file)
        return value
    }
}
