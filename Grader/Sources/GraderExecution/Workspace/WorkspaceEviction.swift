import Foundation

// MARK: - Keeping the grader's workspaces under a cap

/// Removes the least recently used workspaces under `Grader/.build/workspaces` once they take
/// more than a cap together, never one a grade is using.
///
/// Each submission path gets its own pair of workspaces (about 90 MB), and nothing removed them:
/// an instructor who graded a class one `--submission` at a time, or a learner who moved their
/// checkout, filled the disk. A grade that makes a new workspace folder calls `evict` at its end
/// (`KataGrader`); `./grade.sh clean` removes every one that is not in use. A folder is in use
/// while a grade holds its `grade.lock` (`WorkspaceLock`): eviction takes that lock itself, or
/// passes the folder over, and removes the folder while it holds it.
package struct WorkspaceEviction {
    /// The folder of workspaces (`KataRoot.workspaces`).
    let folder: URL
    /// Bytes the workspaces may take together.
    let cap: Int64
    /// The bytes a folder takes on disk; a test's fake.
    var size: (URL) -> Int64 = WorkspaceEviction.diskUsage

    package init(folder: URL, cap: Int64, size: @escaping (URL) -> Int64 = WorkspaceEviction.diskUsage) {
        (self.folder, self.cap, self.size) = (folder, cap, size)
    }

    /// The default cap, 2 GB: about twenty submissions' workspaces.
    static let defaultCap: Int64 = 2_000_000_000
    /// The environment variable that sets the cap, in megabytes (`0` keeps only the workspaces in use).
    static let capVariable = "KATA_GRADER_WORKSPACE_CAP_MB"
    /// The file whose date says when a workspace folder was last graded in.
    static let lastUsedFile = "last-used"

    /// The cap the environment asks for, or the default.
    package static func cap(from environment: [String: String]) -> Int64 {
        guard let text = environment[capVariable], let megabytes = Int64(text), megabytes >= 0 else { return defaultCap }
        return megabytes * 1_000_000
    }

    /// Marks `workspace` as used now, for the least-recently-used order.
    package static func markUsed(_ workspace: URL) {
        FileManager.default.createFile(atPath: workspace.appendingPathComponent(lastUsedFile).path, contents: Data())
    }

    /// Removes workspaces, least recently used first, until the rest fit under the cap; returns
    /// the folders removed. A folder in use is never removed, and counts against the cap.
    @discardableResult
    package func evict() -> [URL] {
        var folders = workspaceFolders().map { (url: $0, used: Self.lastUsed($0), bytes: size($0)) }
        var total = folders.reduce(Int64(0)) { $0 + $1.bytes }
        folders.sort { $0.used < $1.used }
        var removed: [URL] = []
        for candidate in folders where total > cap {
            guard remove(candidate.url) else { continue }
            total -= candidate.bytes
            removed.append(candidate.url)
        }
        return removed
    }

    /// Removes every workspace not in use (`./grade.sh clean`); returns those it could not.
    package func removeAll() -> [URL] {
        workspaceFolders().filter { !remove($0) }
    }

    /// Removes `workspace` under its own lock: `false` when a grade holds it.
    private func remove(_ workspace: URL) -> Bool {
        guard let lock = try? WorkspaceLock.tryAcquire(in: workspace, name: "grade.lock") else { return false }
        defer { lock.release() }
        FolderRemoval.removeAll(workspace)
        return !FileManager.default.fileExists(atPath: workspace.path)
    }

    private func workspaceFolders() -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0) }.filter { url in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
        }
    }

    private static func lastUsed(_ workspace: URL) -> Date {
        for file in [workspace.appendingPathComponent(lastUsedFile), workspace] {
            if let date = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date { return date }
        }
        return .distantPast
    }

    /// The bytes the files under `folder` take on disk, as `du` counts them: links are not
    /// followed (a workspace's `.build/debug` links to the folder beside it, which
    /// `FileManager`'s enumerator counted twice, and more: 1.28 GB for a workspace of 153 MB)
    /// and a file with several links counts once.
    static func diskUsage(_ folder: URL) -> Int64 {
        var seen: Set<UInt64> = []
        var total: Int64 = 0
        var pending = [folder.path]
        while let path = pending.popLast() {
            var info = stat()
            guard lstat(path, &info) == 0, seen.insert(UInt64(info.st_ino)).inserted else { continue }
            total += Int64(info.st_blocks) * 512
            if (info.st_mode & S_IFMT) == S_IFDIR {
                pending += ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).map { path + "/" + $0 }
            }
        }
        return total
    }
}
