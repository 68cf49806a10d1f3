#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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
///
/// Everything is opened by descriptor from the submission's root, one name at a time, never
/// through a link (`OpenFolder`), and checked to be the very entry the walk saw: a file that
/// someone swaps for a link while the grader reads refuses the folder instead of being read.
package struct SafeFileCollector: Sendable {
    package struct Limits: Sendable {
        var maximumFileCount = 300
        var maximumFileSize = 1 << 20
        var maximumTotalSize = 8 << 20
        var maximumDepth = 12

        package init() {}
    }

    /// Why a folder cannot be used. Paths are relative to the submission, shown escaped.
    package enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
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
        /// A file or folder was swapped, moved or removed between being seen and being read.
        case changed(String)

        package var description: String {
            switch self {
            case .missing(let path): return "\(shown(path)) is missing"
            case .notAFolder(let path): return "\(shown(path)) is not a folder"
            case .link(let path): return "\(shown(path)) is a symbolic link: not graded (copy your files in instead)"
            case .linkOutside(let path): return "\(shown(path)) is a symbolic link to a place outside the submission: not graded"
            case .linkInto(let path, let folder): return "\(shown(path)) is a symbolic link into \(folder): not graded"
            case .tooMany(let path, let limit): return "\(shown(path)) has more than \(limit) files: not graded"
            case .tooLarge(let path, let limit): return "\(shown(path)) is larger than \(limit / 1024) KB: not graded"
            case .unreadable(let path): return "\(shown(path)) cannot be read"
            case .changed(let path):
                return "\(shown(path)) changed while it was read: not graded (grade again when nothing else writes to your files)"
            }
        }

        private func shown(_ path: String) -> String { FileNames.escaped(path) }
    }

    var limits = Limits()

    package init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// What one walk knows and gathers, so `visit` takes few arguments.
    private struct Walk {
        var root: OpenFolder
        var rootPath: String
        /// Real paths no file link may resolve into, with the folder name to show.
        var offLimits: [(path: String, shown: String)]
        var files: [String: Data] = [:]
        var refused: [RefusedFile] = []
        var total = 0
    }

    /// The wanted files of `folder` (relative to `root`), by path relative to `folder`; files
    /// refused by name are left out (`collectNamingRefusals` lists them).
    package func collect(
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
    package func collectNamingRefusals(
        _ folder: String,
        in root: URL,
        offLimits: [String] = [],
        wants: (String) -> Bool
    ) throws(Problem) -> CollectedFiles {
        // Resolved the way link targets are, so the two compare (macOS shows /private/var as /var).
        let root = root.resolvingSymlinksInPath().standardizedFileURL
        guard let rootFolder = OpenFolder.root(root.path) else { throw .missing(folder) }
        let start = try openRealFolders(folder, from: rootFolder)
        let forbidden = offLimits.flatMap { name -> [(path: String, shown: String)] in
            let url = root.appendingPathComponent(name)
            return [(url.path, name), (url.resolvingSymlinksInPath().standardizedFileURL.path, name)]
        }
        var walk = Walk(root: rootFolder, rootPath: root.path, offLimits: forbidden)
        try visit(start, relative: "", path: folder, depth: 0, walk: &walk, wants: wants)
        return CollectedFiles(files: walk.files, refused: walk.refused)
    }

    /// Opens `folder` from the root, one name at a time, refusing it when it, or a folder
    /// between it and the root, is a symbolic link.
    private func openRealFolders(_ folder: String, from root: OpenFolder) throws(Problem) -> OpenFolder {
        let names = folder.split(separator: "/").map(String.init)
        var current = root
        var path = ""
        for (index, name) in names.enumerated() {
            path += path.isEmpty ? name : "/" + name
            guard let status = current.status(of: name) else { throw .missing(folder) }
            if status.kind == .link { throw .link(path) }
            guard status.kind == .folder else { throw index == names.count - 1 ? .notAFolder(folder) : .missing(folder) }
            current = try opened(current.folder(name, seen: status), path: path)
        }
        return current
    }

    /// Reads what is wanted below `folder`. `relative` is its path below the collected folder,
    /// `path` its path in the submission, as problems show it.
    private func visit(
        _ folder: OpenFolder, relative: String, path: String, depth: Int,
        walk: inout Walk, wants: (String) -> Bool
    ) throws(Problem) {
        guard let names = folder.names() else { throw .unreadable(path) }
        for name in names.sorted() where !name.hasPrefix(".") {
            let childRelative = relative.isEmpty ? name : relative + "/" + name
            let childPath = path + "/" + name
            // No file has the name a listing shows for bytes that are not UTF-8: opening it would
            // fail, and refuse the whole folder for one file.
            if FileNames.isUndecodable(name) {
                walk.refused.append(RefusedFile(path: childPath, reason: FileNames.refusal(name) ?? ""))
                continue
            }
            guard depth < limits.maximumDepth else { throw .tooMany(childPath, limits.maximumFileCount) }
            guard let status = folder.status(of: name) else { throw .unreadable(childPath) }
            switch status.kind {
            case .folder:
                let child = try opened(folder.folder(name, seen: status), path: childPath)
                try visit(child, relative: childRelative, path: childPath, depth: depth + 1, walk: &walk, wants: wants)
            case .link:
                try readLinked(childRelative, path: childPath, walk: &walk, wants: wants)
            case .file:
                try read(name, in: folder, seen: status, relative: childRelative, path: childPath, walk: &walk, wants: wants)
            case .other:
                continue
            }
        }
    }

    /// A file link, read as the file it resolves to when that is inside the submission and
    /// not off limits; a link to a folder is refused.
    private func readLinked(_ relative: String, path: String, walk: inout Walk, wants: (String) -> Bool) throws(Problem) {
        let real = URL(fileURLWithPath: walk.rootPath + "/" + path).resolvingSymlinksInPath().standardizedFileURL.path
        // By path, to classify only: what is read is opened from the root below.
        var target = stat()
        let exists = stat(real, &target) == 0
        let kind = target.st_mode & S_IFMT
        if exists, kind == S_IFDIR { throw .link(path) }
        guard Self.isInside(real, walk.rootPath) else { throw .linkOutside(path) }
        if let folder = walk.offLimits.first(where: { Self.isInside(real, $0.path) }) {
            throw .linkInto(path, folder.shown)
        }
        guard exists else { throw .unreadable(path) }
        guard kind == S_IFREG, wants(relative) else { return }
        // Every link was resolved above, so meeting one on the way means someone swapped it in.
        var names = real.dropFirst(walk.rootPath.count + 1).split(separator: "/").map(String.init)
        let name = names.removeLast()
        var folder = walk.root
        for step in names {
            guard let status = folder.status(of: step), status.kind == .folder else { throw .changed(path) }
            folder = try opened(folder.folder(step, seen: status), path: path)
        }
        guard let status = folder.status(of: name), status.kind == .file else { throw .changed(path) }
        try read(name, in: folder, seen: status, relative: relative, path: path, walk: &walk, wants: wants)
    }

    /// Reads the regular file `name` of `folder` when it is wanted, by descriptor.
    private func read(
        _ name: String, in folder: OpenFolder, seen status: OpenFolder.Status, relative: String, path: String,
        walk: inout Walk, wants: (String) -> Bool
    ) throws(Problem) {
        guard wants(relative) else { return }
        // Checked on the whole relative path: a folder's name is copied with every file below it.
        if let reason = FileNames.refusal(relative) {
            walk.refused.append(RefusedFile(path: path, reason: reason))
            return
        }
        guard walk.files.count < limits.maximumFileCount else { throw .tooMany(path, limits.maximumFileCount) }
        guard status.size <= limits.maximumFileSize else { throw .tooLarge(path, limits.maximumFileSize) }
        let data = try opened(folder.contents(of: name, seen: status, limit: limits.maximumFileSize), path: path)
        walk.total += data.count
        guard walk.total <= limits.maximumTotalSize else { throw .tooLarge(path, limits.maximumTotalSize) }
        walk.files[relative] = data
    }

    /// What `OpenFolder` opened, or the problem its failure is for `path`.
    private func opened<Value>(_ result: Result<Value, OpenFolder.Failure>, path: String) throws(Problem) -> Value {
        switch result {
        case .success(let value): return value
        case .failure(.changed): throw .changed(path)
        case .failure(.unreadable): throw .unreadable(path)
        case .failure(.tooLarge): throw .tooLarge(path, limits.maximumFileSize)
        }
    }

    private static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder + "/")
    }
}
