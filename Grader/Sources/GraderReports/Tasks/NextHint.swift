import Foundation
import GraderEngine
import GraderExecution

// MARK: - What `./grade.sh hint` says

/// Chooses what a learner stuck on a stage reads next: the next level of hint for the task they
/// name; or else, most urgent first, a test of theirs that fails, crashes or never ends on a
/// correct implementation (it can stop a whole run and hides what their other tests catch), then
/// the first task whose spec tests do not all pass, then a planted bug, in levels too, or the
/// way on.
package struct NextHint: Equatable, Sendable {
    /// What to print.
    package var text: String
    /// What was hinted and at which level, to remember; `nil` when no level was used up.
    package var shown: (stage: Int, topic: HintLevels.Topic, level: Int)?

    package static func == (lhs: NextHint, rhs: NextHint) -> Bool {
        lhs.text == rhs.text && lhs.shown?.stage == rhs.shown?.stage && lhs.shown?.topic == rhs.shown?.topic
            && lhs.shown?.level == rhs.shown?.level
    }

    /// Whether `hint` has something to say about a graded stage: it is not complete, or a test
    /// of the learner's fails, crashes or hangs on a correct implementation (which does not stop
    /// a stage from being complete, but is never "nothing to hint").
    package static func hasSomethingToHint(_ stage: StageReport) -> Bool {
        stage.status != .complete || !stage.wrongTests.isEmpty
    }

    /// - Parameters:
    ///   - stage: The stage as just graded.
    ///   - hints: Its `Hints/StageN.md`.
    ///   - levelsShown: How many levels each topic has shown already (`HintLevels.levels`).
    ///   - hasAnswers: Whether this copy has `Solutions/` (a student copy does not).
    ///   - plantedBugs: The stage's catalog, to say where a missed bug is; empty in a student copy.
    ///   - task: The task the learner asked about (`hint STAGE TASK`), whatever the stage's state.
    ///   - stageNamed: Whether the learner named the stage (`hint 2`) or typed `hint` alone: the
    ///     command that shows the next level is said as they typed it.
    package static func choose(stage: StageReport, hints: [TaskHints], levelsShown: [HintLevels.Topic: Int],
                               hasAnswers: Bool, plantedBugs: [PlantedBug] = [], task asked: Int? = nil,
                               stageNamed: Bool = true) -> NextHint {
        let number = stage.stage
        let again = stageNamed ? "hint \(number)" : "hint"
        if let asked, let taskHints = hints.first(where: { $0.task == asked }) {
            let progress = stage.tasks.first { $0.task == asked }
                ?? TaskProgress(task: asked, title: taskHints.title, passed: 0, total: 0)
            return taskHint(stage: stage, task: progress, hints: taskHints, levelsShown: levelsShown, hasAnswers: hasAnswers,
                            again: "hint \(number) \(asked)")
        }
        // What the submission produced is escaped: the text keeps only the newlines of its own.
        let shown: (String) -> String = TerminalText.escaped
        switch stage.status {
        case .compileError:
            let first = stage.compileErrors.first.map { "\n\n  \(shown($0))" } ?? ""
            return NextHint(text: "Stage \(number) does not compile yet: hints are for code that runs. Fix the first compiler error:\(first)")
        case .graderError:
            let why = (stage.message ?? "the grader could not build it").split(separator: "\n").map { "  " + shown(String($0)) }
            return NextHint(text: "Stage \(number) could not be graded, so there is nothing to hint yet:\n\n"
                + why.joined(separator: "\n") + "\n\nRun ./grade.sh \(number) again (./grade.sh clean first if it happens twice).")
        case .specModified, .tampered:
            return NextHint(text: "Stage \(number): \(stage.message.map(shown) ?? "the stage cannot be graded as it is").")
        case .complete where stage.wrongTests.isEmpty:
            return NextHint(text: "Stage \(number) is complete: nothing to hint. Go on with the next stage of the workbook, Exercises.md.")
        case .complete, .incomplete, .timeout:
            break
        }
        if let wrong = stage.wrongTests.first {
            return NextHint(text: WrongTestHint.text(wrong, stage: number, others: stage.wrongTests.count - 1))
        }
        if let task = stage.tasks.first(where: { !$0.isDone }), let taskHints = hints.first(where: { $0.task == task.task }) {
            return taskHint(stage: stage, task: task, hints: taskHints, levelsShown: levelsShown, hasAnswers: hasAnswers,
                            again: again)
        }
        if let bug = stage.bugsMissed.first {
            let planted = plantedBugs.first { $0.id == bug.id }
            let topic = HintLevels.Topic.plantedBug(bug.id)
            let level = min((levelsShown[topic] ?? 0) + 1, 3)
            return NextHint(text: MissedBugHint.text(bug, planted: planted, stage: number, missed: stage.bugsMissed.count,
                                                     level: level, again: again),
                            shown: (number, topic, level))
        }
        return NextHint(text: "Stage \(number): \((stage.message ?? stage.learnerTestsMessage).map(shown) ?? "run ./grade.sh \(number) to see what is left").")
    }

    /// The next level of a task's hint; in a student copy the last level says what the
    /// instructor's answer covers, as its files are not there to open. `again` is the command
    /// that shows the next level (`hint`, `hint 4` or `hint 4 9`).
    private static func taskHint(stage: StageReport, task: TaskProgress, hints: TaskHints,
                                 levelsShown: [HintLevels.Topic: Int], hasAnswers: Bool, again: String) -> NextHint {
        let number = stage.stage
        let level = min((levelsShown[.task(task.task)] ?? 0) + 1, TaskHints.levelNames.count)
        var text = level == 3 && !hasAnswers
            ? StudentCopyAnswer.text(answer: hints.levels[2], stage: number, task: task.task)
            : hints.levels[level - 1]
        text = text.components(separatedBy: "\n").map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
        let progress = task.total > 0 ? " (\(task.passed)/\(task.total) spec tests pass)" : ""
        let header = "Stage \(number), Task \(task.task): \(task.title)\(progress)\n"
            + "Hint \(level) of 3, \(TaskHints.levelDescriptions[level - 1]):"
        let footer = level < 3
            ? "Run ./grade.sh \(again) again for \(TaskHints.levelDescriptions[level])."
            : "That was the last hint for this task."
        return NextHint(text: header + "\n\n" + text + "\n\n" + footer, shown: (number, .task(task.task), level))
    }
}

/// How many levels of hint each task or missed planted bug has shown, kept with the grader's
/// build (`Grader/.build`) so that each `./grade.sh hint` goes one level further.
package struct HintLevels: Codable, Sendable, Equatable {
    /// `"2.3"` (stage 2, task 3) or `"2.bug:odd-check"` (a planted bug of stage 2) → levels shown.
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

    /// What a level of hint is about: a task of the workbook, or a planted bug the learner's
    /// tests miss (by its catalog id, which stays in this file of the grader's build folder).
    package enum Topic: Hashable, Sendable {
        case task(Int)
        case plantedBug(String)

        /// `"3"` for task 3, `"bug:odd-check"` for a planted bug: the key after `"2."`.
        var key: String {
            switch self {
            case .task(let number): "\(number)"
            case .plantedBug(let id): "bug:\(id)"
            }
        }

        init?(key: Substring) {
            if key.hasPrefix("bug:") {
                self = .plantedBug(String(key.dropFirst(4)))
            } else if let number = Int(key) {
                self = .task(number)
            } else {
                return nil
            }
        }
    }

    /// Levels shown so far for each topic of `stage`.
    package func levels(stage: Int) -> [Topic: Int] {
        var levels: [Topic: Int] = [:]
        for (key, value) in shown {
            let parts = key.split(separator: ".", maxSplits: 1)
            if parts.count == 2, Int(parts[0]) == stage, let topic = Topic(key: parts[1]) { levels[topic] = value }
        }
        return levels
    }

    /// A stage reset to its starters starts its hints again.
    package mutating func forget(stage: Int) {
        shown = shown.filter { !$0.key.hasPrefix("\(stage).") }
    }

    package mutating func record(stage: Int, topic: Topic, level: Int) {
        let key = "\(stage).\(topic.key)"
        shown[key] = max(shown[key] ?? 0, level)
    }
}
