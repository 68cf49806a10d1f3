import Foundation

// MARK: - Reading a submission's files safely

/// Reads the files of one folder of a submission, refusing what could fool or hurt the grader.
///
/// Only files the grader asked for are read (`.swift` files, and named resources); everything
/// else is skipped. A symbolic link that resolves outside the submission is refused, and so is
/// a folder with too many or too large files. The submission is only ever read.
public struct SafeFileCollector: Sendable {
    public struct Limits: Sendable {
        public var maximumFileCount = 300
        public var maximumFileSize = 1 << 20
        public var maximumTotalSize = 8 << 20
        public var maximumDepth = 12

        public init() {}
    }

    /// Why a folder cannot be used.
    public enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
        case missing(String)
        case notAFolder(String)
        case linkOutside(String)
        case tooMany(String, Int)
        case tooLarge(String, Int)
        case unreadable(String)

        public var description: String {
            switch self {
            case .missing(let path): return "\(path) is missing"
            case .notAFolder(let path): return "\(path) is not a folder"
            case .linkOutside(let path): return "\(path) is a symbolic link to a place outside the submission: not graded"
            case .tooMany(let path, let limit): return "\(path) has more than \(limit) files: not graded"
            case .tooLarge(let path, let limit): return "\(path) is larger than \(limit / 1024) KB: not graded"
            case .unreadable(let path): return "\(path) cannot be read"
            }
        }
    }

    public var limits = Limits()

    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// The wanted files of `folder` (relative to `root`), by path relative to `folder`.
    ///
    /// - Parameters:
    ///   - wants: Decides from a relative path whether a file is read at all.
    public func collect(
        _ folder: String,
        in root: URL,
        wants: (String) -> Bool
    ) throws(Problem) -> [String: Data] {
        let rootPath = root.path
        let start = root.appendingPathComponent(folder)
        var files: [String: Data] = [:]
        var total = 0
        var entry = stat()
        guard lstat(start.path, &entry) == 0 else { throw .missing(folder) }
        try visit(start, relative: "", shownAs: folder, rootPath: rootPath, depth: 0, files: &files, total: &total, wants: wants)
        return files
    }

    private func visit(
        _ url: URL, relative: String, shownAs shown: String, rootPath: String, depth: Int,
        files: inout [String: Data], total: inout Int, wants: (String) -> Bool
    ) throws(Problem) {
        guard depth <= limits.maximumDepth else { throw .tooMany(shown, limits.maximumFileCount) }
        var entry = stat()
        guard lstat(url.path, &entry) == 0 else { throw .unreadable(shown) }
        var target = url
        var kind = entry.st_mode & S_IFMT
        if kind == S_IFLNK {
            let real = url.resolvingSymlinksInPath().standardizedFileURL.path
            guard real == rootPath || real.hasPrefix(rootPath + "/") else { throw .linkOutside(shown) }
            target = URL(fileURLWithPath: real)
            guard stat(real, &entry) == 0 else { throw .unreadable(shown) }
            kind = entry.st_mode & S_IFMT
        }
        if kind == S_IFDIR {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: target.path) else {
                throw .unreadable(shown)
            }
            for name in names.sorted() where !name.hasPrefix(".") {
                let childRelative = relative.isEmpty ? name : relative + "/" + name
                try visit(target.appendingPathComponent(name), relative: childRelative, shownAs: shown + "/" + name,
                          rootPath: rootPath, depth: depth + 1, files: &files, total: &total, wants: wants)
            }
            return
        }
        if depth == 0 { throw .notAFolder(shown) }
        guard kind == S_IFREG, wants(relative) else { return }
        guard files.count < limits.maximumFileCount else { throw .tooMany(shown, limits.maximumFileCount) }
        guard Int(entry.st_size) <= limits.maximumFileSize else { throw .tooLarge(shown, limits.maximumFileSize) }
        guard let data = FileManager.default.contents(atPath: target.path) else { throw .unreadable(shown) }
        total += data.count
        guard total <= limits.maximumTotalSize else { throw .tooLarge(shown, limits.maximumTotalSize) }
        files[relative] = data
    }
}
