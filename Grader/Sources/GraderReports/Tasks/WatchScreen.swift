import Foundation
import GraderEngine
import GraderExecution

// MARK: - The screen of `./grade.sh watch`

/// What `watch` shows after each grade: short enough for one terminal screen, and the same
/// facts as the report, task by task.
///
/// As in `HumanReport`, each element of the screen's lines is one line, escaped whole
/// (`TerminalText`): a name or message from the submission cannot start a line of its own.
package enum WatchScreen {
    /// The folders whose files `watch` grades again on: the code and tests the learner edits,
    /// and the spec tests, so that putting those back (`git checkout -- Tests/StageNSpec`)
    /// clears "spec edited" at once.
    package static func watchedFolders(stage: Int) -> [String] {
        ShippedStarters.folders(stage: stage, tests: true) + [KataRoot.specTests(stage)]
    }

    package static func render(stage: StageReport, hints: [TaskHints], following: Bool, gradedAt: Date) -> String {
        var lines = ["Swift Unit Testing Kata · watching stage \(stage.stage)\(following ? " (the first one not complete)" : "")", ""]
        lines.append(HumanReport.headline(stage))
        lines.append("")
        if stage.tasks.contains(where: { $0.total > 0 }) {
            lines += HumanReport.taskLines(stage.tasks).map { "  " + $0 }
            lines.append("")
        }
        // What the headline's "(see below)" points at.
        let wrongTests = HumanReport.wrongTestLines(stage) + HumanReport.slowTestLines(stage)
        if !wrongTests.isEmpty {
            lines += wrongTests + [""]
        }
        if let message = stage.message {
            lines.append(message)
            lines.append("")
        }
        if !stage.compileErrors.isEmpty {
            lines.append("Fix the first compiler error:")
            lines += stage.compileErrors.prefix(3).map { "  " + $0 }
            lines.append("")
        } else if let failure = stage.firstFailure {
            lines.append("First failing test: \(failure.name)")
            if let message = failure.message {
                lines += message.split(separator: "\n").prefix(4).map { "  " + $0 }
            }
            if let hint = failure.hint { lines.append("  \(hint)") }
            lines.append("")
        }
        if let next = nextHint(stage, hints) {
            lines += next.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            lines.append("")
        }
        let clock = DateFormatter()
        clock.locale = Locale(identifier: "en_US_POSIX")
        clock.dateFormat = "HH:mm:ss"
        lines.append("Graded at \(clock.string(from: gradedAt)). Save a file of \(KataRoot.starters(stage.stage)) or "
            + "\(KataRoot.learnerTests(stage.stage)) to grade again; Ctrl-C quits.")
        return lines.map(TerminalText.escaped).joined(separator: "\n") + "\n"
    }

    /// The nudge for the first unsolved task, or what is left once every task passes. The
    /// levels after the nudge stay with `./grade.sh hint`, one call at a time. Its newlines are
    /// its own: what came from the submission is escaped here, before `render` splits it.
    static func nextHint(_ stage: StageReport, _ hints: [TaskHints]) -> String? {
        guard NextHint.hasSomethingToHint(stage), stage.compileErrors.isEmpty else {
            return stage.status == .complete ? "Stage \(stage.stage) is complete." : nil
        }
        if let task = stage.tasks.first(where: { !$0.isDone }), let nudge = hints.first(where: { $0.task == task.task })?.levels.first {
            return "Hint for Task \(task.task) (./grade.sh hint \(stage.stage) gives more):\n"
                + nudge.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
        }
        if !stage.wrongTests.isEmpty {
            let count = stage.wrongTests.count
            return "Fix or remove the test\(count == 1 ? "" : "s") of yours listed above: ./grade.sh hint \(stage.stage) says what to look for."
        }
        if let bug = stage.bugsMissed.first {
            return "Your tests miss \(stage.bugsMissed.count) planted bug\(stage.bugsMissed.count == 1 ? "" : "s"). The first:\n  \(bug.hint)"
        }
        return stage.learnerTestsMessage.map(TerminalText.escaped)
    }
}

/// What `watch` polls for a save: a digest of each file under some folders of the kata.
package enum FolderFingerprint {
    /// Each visible file's path, from the kata's root, and the SHA-256 of its bytes.
    package static func of(_ root: URL, folders: [String]) -> [String: String] {
        var digests: [String: String] = [:]
        for path in FileListing.visibleFiles(in: folders, under: root) {
            var hasher = SHA256()
            hasher.update(FileManager.default.contents(atPath: root.appendingPathComponent(path).path) ?? Data())
            digests[path] = hasher.finalizeHex()
        }
        return digests
    }

    /// The files added, changed or removed between two fingerprints, by path.
    package static func changes(from old: [String: String], to new: [String: String]) -> [String] {
        Set(old.keys).union(new.keys).filter { old[$0] != new[$0] }.sorted()
    }

    /// "Stages/Stage1/Parity.swift", "A.swift and B.swift", "A.swift, B.swift and 3 more files".
    package static func describe(_ paths: [String]) -> String {
        switch paths.count {
        case 0: return "nothing"
        case 1: return paths[0]
        case 2, 3: return paths.dropLast().joined(separator: ", ") + " and " + paths[paths.count - 1]
        default: return paths.prefix(2).joined(separator: ", ") + " and \(paths.count - 2) more files"
        }
    }
}
