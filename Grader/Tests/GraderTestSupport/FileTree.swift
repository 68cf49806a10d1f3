import Foundation

// MARK: - Copying and comparing folders of test submissions

/// Folder operations the end-to-end and attack tests share. Symbolic links are never
/// followed: a submission may hold links on purpose, and a copy or a snapshot must not walk
/// through them into the kata.
package enum FileTree {
    /// Makes `destination` hold `source`'s regular files, writing only those whose bytes
    /// changed, so that the grader's workspaces built from them stay warm.
    package static func copy(from source: URL, to destination: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: destination, withIntermediateDirectories: true)
        for (path, kind) in try entries(of: source) {
            let to = destination.appendingPathComponent(path)
            switch kind {
            case .folder:
                if entryKind(to) != .folder { try? remove(to) }
                try manager.createDirectory(at: to, withIntermediateDirectories: true)
            case .file(let data):
                if let existing = entryKind(to), existing != .file { try remove(to) }
                if manager.contents(atPath: to.path) != data {
                    try manager.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try data.write(to: to)
                }
            case .link(let target):
                try? remove(to)
                try manager.createSymbolicLink(atPath: to.path, withDestinationPath: target)
            }
        }
    }

    /// Makes `destination` exactly like `source`: copies what changed and removes the rest.
    package static func mirror(from source: URL, to destination: URL) throws {
        if entryKind(destination) == .link { try remove(destination) }
        let wanted = Set(try entries(of: source).map(\.path))
        if entryKind(destination) == .folder {
            // Deepest first, so a folder is emptied before it is looked at.
            for (path, _) in try entries(of: destination).reversed() where !wanted.contains(path) {
                try remove(destination.appendingPathComponent(path))
            }
        }
        try copy(from: source, to: destination)
    }

    /// Removes a file, a folder with its contents, or a symbolic link itself (never what it points to).
    package static func remove(_ url: URL) throws {
        if entryKind(url) == .link {
            guard unlink(url.path) == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path]) }
            return
        }
        try FileManager.default.removeItem(at: url)
    }

    /// Every entry under `folder` with its bytes (or link target), to prove grading wrote nothing.
    package static func snapshot(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for (path, kind) in try entries(of: folder) {
            switch kind {
            case .folder: files[path + "/"] = Data()
            case .file(let data): files[path] = data
            case .link(let target): files[path + " -> "] = Data(target.utf8)
            }
        }
        return files
    }

    package enum Kind: Equatable {
        case folder
        case file(Data)
        case link(String)
    }

    /// Entries below `folder`, parents before children, without following links.
    package static func entries(of folder: URL) throws -> [(path: String, kind: Kind)] {
        var result: [(String, Kind)] = []
        func visit(_ relative: String) throws {
            let url = relative.isEmpty ? folder : folder.appendingPathComponent(relative)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() {
                let path = relative.isEmpty ? name : relative + "/" + name
                let child = folder.appendingPathComponent(path)
                switch entryKind(child) {
                case .folder:
                    result.append((path, .folder))
                    try visit(path)
                case .link:
                    result.append((path, .link(try FileManager.default.destinationOfSymbolicLink(atPath: child.path))))
                case .file:
                    result.append((path, .file(try Data(contentsOf: child))))
                case nil:
                    break
                }
            }
        }
        try visit("")
        return result
    }

    enum EntryKind { case folder, file, link }

    static func entryKind(_ url: URL) -> EntryKind? {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        default: return .file
        }
    }
}
