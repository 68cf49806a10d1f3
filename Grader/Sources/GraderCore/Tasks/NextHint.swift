import Foundation

// MARK: - What `./grade.sh hint` says

/// Chooses what a learner stuck on a stage reads next: the next level of hint for the first
/// task whose spec tests do not all pass, or, once they do, what is left (a planted bug, a
/// wrong test of theirs), or the way on.
package struct NextHint: Equatable, Sendable {
    /// What to print.
    package var text: String
    /// The task and level shown, to remember; `nil` when no level was used up.
    package var shown: (stage: Int, task: Int, level: Int)?

    package static func == (lhs: NextHint, rhs: NextHint) -> Bool {
        lhs.text == rhs.text && lhs.shown?.stage == rhs.shown?.stage && lhs.shown?.task == rhs.shown?.task
            && lhs.shown?.level == rhs.shown?.level
    }

    static let noAnswersHere = "This copy of the workbook has no answers: your instructor keeps them. "
        + "Ask them, or go back to the pointer and the task's text in the stage's file, Exercises/StageN.md."

    /// - Parameters:
    ///   - stage: The stage as just graded.
    ///   - hints: Its `Hints/StageN.md`.
    ///   - levelsShown: How many levels each task has shown already, by task number.
    ///   - hasAnswers: Whether this copy has `Solutions/` (a student copy does not).
    package static func choose(stage: StageReport, hints: [TaskHints], levelsShown: [Int: Int], hasAnswers: Bool) -> NextHint {
        let number = stage.stage
        // What the submission produced is escaped: the text keeps only the newlines of its own.
        let shown: (String) -> String = TerminalText.escaped
        switch stage.status {
        case .compileError:
            let first = stage.compileErrors.first.map { "\n\n  \(shown($0))" } ?? ""
            return NextHint(text: "Stage \(number) does not compile yet: hints are for code that runs. Fix the first compiler error:\(first)")
        case .specModified, .tampered:
            return NextHint(text: "Stage \(number): \(stage.message.map(shown) ?? "the stage cannot be graded as it is").")
        case .complete:
            return NextHint(text: "Stage \(number) is complete: nothing to hint. Go on with the next stage of the workbook, Exercises.md.")
        case .incomplete, .timeout:
            break
        }
        if let task = stage.tasks.first(where: { !$0.isDone }), let taskHints = hints.first(where: { $0.task == task.task }) {
            let level = min((levelsShown[task.task] ?? 0) + 1, TaskHints.levelNames.count)
            var text = level == 3 && !hasAnswers ? noAnswersHere : taskHints.levels[level - 1]
            text = text.components(separatedBy: "\n").map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
            let header = "Stage \(number), Task \(task.task): \(task.title) (\(task.passed)/\(task.total) spec tests pass)\n"
                + "Hint \(level) of 3, \(TaskHints.levelDescriptions[level - 1]):"
            let footer = level < 3
                ? "Run ./grade.sh hint \(number) again for \(TaskHints.levelDescriptions[level])."
                : "That was the last hint for this task."
            return NextHint(text: header + "\n\n" + text + "\n\n" + footer, shown: (number, task.task, level))
        }
        if let wrong = stage.wrongTests.first {
            return NextHint(text: "Every task of stage \(number) passes its spec tests. One of your own tests fails on a correct "
                + "implementation, so it cannot catch anything: \(shown(wrong.name))\(wrong.message.map { ": \(shown($0))" } ?? ""). Fix it or remove it.")
        }
        if let bug = stage.bugsMissed.first {
            let count = stage.bugsMissed.count
            return NextHint(text: "Every task of stage \(number) passes its spec tests. Your tests still miss \(count) planted "
                + "bug\(count == 1 ? "" : "s"); write a test that answers this question:\n\n  \(bug.hint)\n\n"
                + "./grade.sh \(number) lists \(count == 1 ? "it" : "them all").")
        }
        return NextHint(text: "Stage \(number): \((stage.message ?? stage.learnerTestsMessage).map(shown) ?? "run ./grade.sh \(number) to see what is left").")
    }
}

/// How many levels of hint each task has shown, kept with the grader's build (`Grader/.build`)
/// so that each `./grade.sh hint` goes one level further.
package struct HintLevels: Codable, Sendable, Equatable {
    /// `"2.3"` (stage 2, task 3) → levels shown.
    package var shown: [String: Int] = [:]

    package init() {}

    static func file(kataRoot: URL) -> URL {
        kataRoot.appendingPathComponent("Grader/.build/hint-levels.json")
    }

    package static func load(kataRoot: URL) -> HintLevels {
        guard let data = FileManager.default.contents(atPath: file(kataRoot: kataRoot).path) else { return HintLevels() }
        return (try? JSONDecoder().decode(HintLevels.self, from: data)) ?? HintLevels()
    }

    package func save(kataRoot: URL) throws {
        let url = Self.file(kataRoot: kataRoot)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try JSONEncoder().encode(self).write(to: url, options: .atomic)
    }

    /// Levels shown so far for each task of `stage`, by task number.
    package func levels(stage: Int) -> [Int: Int] {
        var levels: [Int: Int] = [:]
        for (key, value) in shown {
            let parts = key.split(separator: ".").compactMap { Int($0) }
            if parts.count == 2, parts[0] == stage { levels[parts[1]] = value }
        }
        return levels
    }

    /// A stage reset to its starters starts its hints again.
    package mutating func forget(stage: Int) {
        shown = shown.filter { !$0.key.hasPrefix("\(stage).") }
    }

    package mutating func record(stage: Int, task: Int, level: Int) {
        shown["\(stage).\(task)"] = max(shown["\(stage).\(task)"] ?? 0, level)
    }
}
