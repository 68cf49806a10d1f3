import Foundation
import GraderEngine
import GraderExecution

// MARK: - What verify checks: the kata as committed

/// `verify` proves the workbook, not a learner's work in it. On a checkout that is as committed
/// it checks the checkout itself; on one with changes (a learner's worked copy, or a
/// maintainer's edits) it checks a clone of `HEAD` kept in `Grader/.build/verify-committed`,
/// brought up to date with `git reset --hard` so that unchanged files keep their dates and its
/// builds stay warm. `--working-tree` checks the files as they are instead (maintainers, before
/// they commit).
package enum CommittedKata {
    static let folder = "Grader/.build/verify-committed"

    /// The kata to verify, and the first line to print about it.
    package static func choose(_ kata: KataRoot, workingTree: Bool) -> Result<(kata: KataRoot, note: String), UsageError> {
        if workingTree {
            return .success((kata, "verify: checking this checkout's files as they are (--working-tree), committed or not"))
        }
        let head: String
        let changes: [String]
        do {
            head = try git(["rev-parse", "--short", "HEAD"], in: kata.url).trimmingCharacters(in: .whitespacesAndNewlines)
            changes = KataIntegrity.parse(porcelain: try git(["status", "--porcelain", "--untracked-files=all", "--no-renames"], in: kata.url))
        } catch {
            return .success((kata, "verify: not a git checkout, so checking the files as they are"))
        }
        if changes.isEmpty {
            return .success((kata, "verify: checking the kata as committed (HEAD \(head))"))
        }
        let clone = kata.url.appendingPathComponent(folder)
        do {
            if !FileManager.default.fileExists(atPath: clone.appendingPathComponent(".git").path) {
                try? FileManager.default.removeItem(at: clone)
                _ = try git(["init", "--quiet", clone.path], in: kata.url)
            }
            _ = try git(["fetch", "--quiet", "--no-tags", kata.url.path, "HEAD"], in: clone)
            _ = try git(["reset", "--quiet", "--hard", "FETCH_HEAD"], in: clone)
            // Untracked files go, ignored ones (the builds) stay.
            _ = try git(["clean", "-fdq"], in: clone)
        } catch {
            return .failure(UsageError("verify checks the kata as committed, but cannot make a clone of HEAD in \(folder): \(error) "
                + "(--working-tree checks the files as they are)"))
        }
        let files = changes.count == 1 ? "1 file differs" : "\(changes.count) files differ"
        return .success((KataRoot(url: clone),
                         "verify: checking the kata as committed (HEAD \(head), cloned into \(folder)), not this checkout, "
                            + "where \(files) from it; ./grade.sh grades your work, and --working-tree checks the files as they are"))
    }

    private static func git(_ arguments: [String], in folder: URL) throws -> String {
        String(decoding: try Git.run(arguments, in: folder), as: UTF8.self)
    }
}
