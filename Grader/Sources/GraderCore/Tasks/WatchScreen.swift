import Foundation

// MARK: - The screen of `./grade.sh watch`

/// What `watch` shows after each grade: short enough for one terminal screen, and the same
/// facts as the report, task by task.
///
/// As in `HumanReport`, each element of the screen's lines is one line, escaped whole
/// (`TerminalText`): a name or message from the submission cannot start a line of its own.
enum WatchScreen {
    static func render(stage: StageReport, hints: [TaskHints], following: Bool, gradedAt: Date) -> String {
        var lines = ["Swift Unit Testing Kata · watching stage \(stage.stage)\(following ? " (the first one not complete)" : "")", ""]
        lines.append(HumanReport.headline(stage))
        lines.append("")
        if stage.tasks.contains(where: { $0.total > 0 }) {
            lines += HumanReport.taskLines(stage.tasks).map { "  " + $0 }
            lines.append("")
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
        guard stage.status != .complete, stage.compileErrors.isEmpty else {
            return stage.status == .complete ? "Stage \(stage.stage) is complete." : nil
        }
        if let task = stage.tasks.first(where: { !$0.isDone }), let nudge = hints.first(where: { $0.task == task.task })?.levels.first {
            return "Hint for Task \(task.task) (./grade.sh hint \(stage.stage) gives more):\n"
                + nudge.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
        }
        if let wrong = stage.wrongTests.first {
            return "Your test \(TerminalText.escaped(wrong.name)) fails on a correct implementation: fix it or remove it."
        }
        if let bug = stage.bugsMissed.first {
            return "Your tests miss \(stage.bugsMissed.count) planted bug\(stage.bugsMissed.count == 1 ? "" : "s"). The first:\n  \(bug.hint)"
        }
        return stage.learnerTestsMessage.map(TerminalText.escaped)
    }
}

/// A digest of the files under some folders of the kata: what `watch` polls for a save.
enum FolderFingerprint {
    static func of(_ root: URL, folders: [String]) -> String {
        var hasher = SHA256()
        for path in StageFolder.visibleFiles(in: folders, under: root) {
            hasher.update(Data("\(path)\u{0}".utf8))
            hasher.update(FileManager.default.contents(atPath: root.appendingPathComponent(path).path) ?? Data())
            hasher.update(Data([0]))
        }
        return hasher.finalizeHex()
    }
}
