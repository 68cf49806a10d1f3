import Foundation

// MARK: - Reading a submission's files safely

/// Reads the files of one folder of a submission, refusing what could fool or hurt the grader.
///
/// Only files the grader asked for are read (`.swift` files, and named resources); everything
/// else is skipped. The folder and every folder above it up to the submission's root must be a
/// real folder, and so must every folder below it: a linked folder could hand in someone
/// else's work as the learner's own. A file link is read (a copy would be the same) unless it
/// resolves outside the submission or into a folder that is off limits, such as `Solutions`.
/// A file whose name the grader cannot build (`FileNames.refusal`) is left out and listed,
/// alone: the folder's other files are still read. Too many or too large files refuse the
/// folder. The submission is only ever read.
public struct SafeFileCollector: Sendable {
    public struct Limits: Sendable {
        public var maximumFileCount = 300
        public var maximumFileSize = 1 << 20
        public var maximumTotalSize = 8 << 20
        public var maximumDepth = 12

        public init() {}
    }

    /// Why a folder cannot be used. Paths are relative to the submission, shown escaped.
    public enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
        case missing(String)
        case notAFolder(String)
        /// A folder, or a folder above it, is a symbolic link.
        case link(String)
        case linkOutside(String)
        /// A file link resolves into an off-limits folder (the second value).
        case linkInto(String, String)
        case tooMany(String, Int)
        case tooLarge(String, Int)
        case unreadable(String)

        public var description: String {
            switch self {
            case .missing(let path): return "\(shown(path)) is missing"
            case .notAFolder(let path): return "\(shown(path)) is not a folder"
            case .link(let path): return "\(shown(path)) is a symbolic link: not graded (copy your files in instead)"
            case .linkOutside(let path): return "\(shown(path)) is a symbolic link to a place outside the submission: not graded"
            case .linkInto(let path, let folder): return "\(shown(path)) is a symbolic link into \(folder): not graded"
            case .tooMany(let path, let limit): return "\(shown(path)) has more than \(limit) files: not graded"
            case .tooLarge(let path, let limit): return "\(shown(path)) is larger than \(limit / 1024) KB: not graded"
            case .unreadable(let path): return "\(shown(path)) cannot be read"
            }
        }

        private func shown(_ path: String) -> String { FileNames.escaped(path) }
    }

    public var limits = Limits()

    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// What one walk knows and gathers, so `visit` takes few arguments.
    private struct Walk {
        var rootPath: String
        /// Real paths no file link may resolve into, with the folder name to show.
        var offLimits: [(path: String, shown: String)]
        var files: [String: Data] = [:]
        var refused: [RefusedFile] = []
        var total = 0
    }

    /// The wanted files of `folder` (relative to `root`), by path relative to `folder`; files
    /// refused by name are left out (`collectNamingRefusals` lists them).
    public func collect(
        _ folder: String,
        in root: URL,
        offLimits: [String] = [],
        wants: (String) -> Bool
    ) throws(Problem) -> [String: Data] {
        try collectNamingRefusals(folder, in: root, offLimits: offLimits, wants: wants).files
    }

    /// The wanted files of `folder` (relative to `root`), by path relative to `folder`, and the
    /// files refused for their names.
    ///
    /// - Parameters:
    ///   - offLimits: Folders of `root` that no file link may resolve into.
    ///   - wants: Decides from a relative path whether a file is read at all.
    public func collectNamingRefusals(
        _ folder: String,
        in root: URL,
        offLimits: [String] = [],
        wants: (String) -> Bool
    ) throws(Problem) -> CollectedFiles {
        // Resolved the way link targets are, so the two compare (macOS shows /private/var as /var).
        let root = root.resolvingSymlinksInPath().standardizedFileURL
        try requireRealFolders(folder, in: root)
        let forbidden = offLimits.flatMap { name -> [(path: String, shown: String)] in
            let url = root.appendingPathComponent(name)
            return [(url.path, name), (url.resolvingSymlinksInPath().standardizedFileURL.path, name)]
        }
        var walk = Walk(rootPath: root.path, offLimits: forbidden)
        try visit(root.appendingPathComponent(folder), relative: "", shownAs: folder, depth: 0, walk: &walk, wants: wants)
        return CollectedFiles(files: walk.files, refused: walk.refused)
    }

    /// Refuses `folder` when it, or a folder between it and `root`, is a symbolic link.
    private func requireRealFolders(_ folder: String, in root: URL) throws(Problem) {
        var path = ""
        for component in folder.split(separator: "/") {
            path += path.isEmpty ? String(component) : "/" + component
            var entry = stat()
            guard lstat(root.appendingPathComponent(path).path, &entry) == 0 else { throw .missing(folder) }
            if entry.st_mode & S_IFMT == S_IFLNK { throw .link(path) }
        }
    }

    private func visit(
        _ url: URL, relative: String, shownAs shown: String, depth: Int,
        walk: inout Walk, wants: (String) -> Bool
    ) throws(Problem) {
        guard depth <= limits.maximumDepth else { throw .tooMany(shown, limits.maximumFileCount) }
        var entry = stat()
        guard lstat(url.path, &entry) == 0 else { throw .unreadable(shown) }
        var target = url
        var kind = entry.st_mode & S_IFMT
        if kind == S_IFLNK {
            let real = url.resolvingSymlinksInPath().standardizedFileURL.path
            let exists = stat(real, &entry) == 0
            kind = entry.st_mode & S_IFMT
            if exists, kind == S_IFDIR { throw .link(shown) }
            guard Self.isInside(real, walk.rootPath) else { throw .linkOutside(shown) }
            if let folder = walk.offLimits.first(where: { Self.isInside(real, $0.path) }) {
                throw .linkInto(shown, folder.shown)
            }
            guard exists else { throw .unreadable(shown) }
            target = URL(fileURLWithPath: real)
        }
        if kind == S_IFDIR {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: target.path) else {
                throw .unreadable(shown)
            }
            for name in names.sorted() where !name.hasPrefix(".") {
                let childRelative = relative.isEmpty ? name : relative + "/" + name
                // No file has the name a listing shows for bytes that are not UTF-8: lstat would
                // fail, and refuse the whole folder for one file.
                if FileNames.isUndecodable(name) {
                    walk.refused.append(RefusedFile(path: shown + "/" + name, reason: FileNames.refusal(name) ?? ""))
                    continue
                }
                try visit(target.appendingPathComponent(name), relative: childRelative, shownAs: shown + "/" + name,
                          depth: depth + 1, walk: &walk, wants: wants)
            }
            return
        }
        if depth == 0 { throw .notAFolder(shown) }
        guard kind == S_IFREG, wants(relative) else { return }
        // Checked on the whole relative path: a folder's name is copied with every file below it.
        if let reason = FileNames.refusal(relative) {
            walk.refused.append(RefusedFile(path: shown, reason: reason))
            return
        }
        guard walk.files.count < limits.maximumFileCount else { throw .tooMany(shown, limits.maximumFileCount) }
        guard Int(entry.st_size) <= limits.maximumFileSize else { throw .tooLarge(shown, limits.maximumFileSize) }
        guard let data = FileManager.default.contents(atPath: target.path) else { throw .unreadable(shown) }
        walk.total += data.count
        guard walk.total <= limits.maximumTotalSize else { throw .tooLarge(shown, limits.maximumTotalSize) }
        walk.files[relative] = data
    }

    private static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder + "/")
    }
}
