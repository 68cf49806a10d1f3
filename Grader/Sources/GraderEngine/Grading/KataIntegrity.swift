import Foundation
import GraderExecution

// MARK: - Is the kata as committed?

/// Before grading for marks, the grader checks with git that what it grades by (the spec
/// tests, the reference, the model tests and planted bugs, the points table, the grader
/// itself) is as committed: a kata changed by hand, or by a submission that escaped, must not
/// grade anyone.
package enum KataIntegrity {
    /// The paths that decide a grade, relative to the kata.
    static func guardedPaths(of kata: KataRoot) -> [String] {
        kata.stages.map { kata.specTests($0) }
            + ["Solutions", "Grader/Sources", "Grader/Package.swift", "grade.sh", PointsTable.fileName]
    }

    /// The guarded files that differ from the last commit (changed, deleted or new), or the
    /// reason they cannot be checked.
    package static func modifiedFiles(of kata: KataRoot) -> Result<[String], UsageError> {
        let run = git(["status", "--porcelain", "--untracked-files=all", "--no-renames", "--"] + guardedPaths(of: kata), in: kata)
        guard run.end.succeeded else {
            let reason = run.output.split(separator: "\n").first.map(String.init) ?? run.end.summary
            return .failure(UsageError(reason))
        }
        return .success(parse(porcelain: run.output))
    }

    /// The kata's commit, and whether the checkout has changes or new files not committed.
    package struct Checkout: Sendable, Equatable {
        package var commit: String
        var modified: Bool
    }

    /// The kata's checkout as reports record it (`Provenance`); `nil` when it is no git
    /// repository or git is missing. The kata is the instructor's own, so git may run in it.
    package static func checkout(of kata: KataRoot) -> Checkout? {
        let head = git(["rev-parse", "--verify", "HEAD"], in: kata)
        let commit = head.output.trimmingCharacters(in: .whitespacesAndNewlines)
        guard head.end.succeeded, CheckedOutCommit.isCommitID(commit) else { return nil }
        // The grader's own build folder holds its workspaces, never a change of the kata.
        let status = git(["status", "--porcelain", "--untracked-files=normal", "--", ".", ":(exclude)Grader/.build"], in: kata)
        guard status.end.succeeded else { return nil }
        return Checkout(commit: commit, modified: !status.output.isEmpty)
    }

    /// Runs git in the kata, read only. `env -u GIT_DIR`: an inherited GIT_DIR must not point
    /// git at another repository; no optional locks (git writes nothing into the kata); no
    /// fsmonitor (a command that the kata's own git config could name); messages in a fixed
    /// language.
    private static func git(_ arguments: [String], in kata: KataRoot) -> ProcessResult {
        ProcessRunner.run(ProcessRequest(
            executable: "/usr/bin/env",
            arguments: ["-u", "GIT_DIR", "-u", "GIT_WORK_TREE", "git", "-c", "core.fsmonitor=false",
                        "-C", kata.url.path] + arguments,
            environment: ["GIT_OPTIONAL_LOCKS": "0", "LC_ALL": "C"],
            timeout: 60, outputLimit: 1 << 20))
    }

    /// `git status --porcelain --no-renames` lines (` M path`, `?? path`) → paths.
    package static func parse(porcelain: String) -> [String] {
        porcelain.split(separator: "\n").compactMap { line in
            line.count > 3 ? String(line.dropFirst(3)) : nil
        }
    }

    /// The files, at most ten named: "a, b, c and 4 more".
    package static func summary(_ files: [String]) -> String {
        let named = files.prefix(10).joined(separator: ", ")
        return files.count > 10 ? "\(named) and \(files.count - 10) more" : named
    }
}
