import Foundation

// MARK: - Which commit a submission is

/// The commit checked out in a submission that is a git repository, read from its `.git`
/// folder by hand: running git in a submission would run what its `.git/config` names (an
/// fsmonitor, a pager, hooks), and the submission is hostile.
///
/// Only plain files are read (no links), each under a size limit: `HEAD`, then the branch it
/// names under `refs/`, then `packed-refs`. What is not a commit id (40 or 64 hex digits) is
/// never reported, so no other text of the submission reaches a report through here. A `.git`
/// that is a file (a worktree or a submodule pointing elsewhere) gives no commit.
package enum CheckedOutCommit {
    package static func read(in root: URL) -> String? {
        let git = root.appendingPathComponent(".git")
        guard isRealFolder(git), let head = readSmallFile(git.appendingPathComponent("HEAD")) else { return nil }
        let line = head.split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } ?? ""
        if isCommitID(line) { return line }
        guard line.hasPrefix("ref: ") else { return nil }
        let ref = String(line.dropFirst("ref: ".count))
        guard isSafeRefName(ref) else { return nil }
        if let loose = readSmallFile(git.appendingPathComponent(ref), under: git),
           let id = loose.split(separator: "\n").first?.trimmingCharacters(in: .whitespacesAndNewlines), isCommitID(id) {
            return id
        }
        guard let packed = readSmallFile(git.appendingPathComponent("packed-refs"), limit: 4 << 20) else { return nil }
        for entry in packed.split(separator: "\n") where !entry.hasPrefix("#") && !entry.hasPrefix("^") {
            let parts = entry.split(separator: " ", maxSplits: 1).map(String.init)
            if parts.count == 2, parts[1] == ref, isCommitID(parts[0]) { return parts[0] }
        }
        return nil
    }

    /// 40 (SHA-1) or 64 (SHA-256) lowercase hex digits.
    package static func isCommitID(_ text: String) -> Bool {
        (text.count == 40 || text.count == 64) && text.allSatisfy { $0.isHexDigit && !$0.isUppercase }
    }

    /// `refs/heads/main`: below `refs/`, no empty, hidden or `..` part.
    static func isSafeRefName(_ ref: String) -> Bool {
        let parts = ref.split(separator: "/", omittingEmptySubsequences: false)
        return parts.first == "refs" && parts.count >= 3 && ref.count < 1024
            && parts.allSatisfy { !$0.isEmpty && !$0.hasPrefix(".") && !$0.contains("\\") }
    }

    private static func isRealFolder(_ url: URL) -> Bool {
        var entry = stat()
        return lstat(url.path, &entry) == 0 && entry.st_mode & S_IFMT == S_IFDIR
    }

    /// A regular file of at most `limit` bytes, no link on the way from `folder` to it.
    private static func readSmallFile(_ url: URL, under folder: URL? = nil, limit: Int = 4096) -> String? {
        if let folder {
            var path = folder
            let relative = url.path.dropFirst(folder.path.count + 1).split(separator: "/")
            for part in relative.dropLast() {
                path.appendPathComponent(String(part))
                guard isRealFolder(path) else { return nil }
            }
        }
        var entry = stat()
        guard lstat(url.path, &entry) == 0, entry.st_mode & S_IFMT == S_IFREG, Int(entry.st_size) <= limit,
              let data = FileManager.default.contents(atPath: url.path), data.count <= limit else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
