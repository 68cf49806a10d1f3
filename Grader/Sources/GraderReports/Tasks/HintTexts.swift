import Foundation
import GraderEngine
import GraderExecution

// MARK: - What hint says once the tasks pass

/// A test of the learner's that fails, crashes or hangs on a correct implementation: it can
/// catch nothing, so it is the next thing to fix, before any planted bug.
enum WrongTestHint {
    static func text(_ test: WrongTest, stage: Int, others: Int) -> String {
        let name = TerminalText.escaped(test.name)
        let why: String
        switch test.status {
        case .timeout:
            why = "never ends on a correct implementation: it hit its time limit. Does it wait for something that never "
                + "comes: an expectation nobody fulfils, a confirmation that never happens, an `await` on a call that never returns?"
        case .crashed:
            why = "crashes on a correct implementation: a force unwrap of a `nil`, an index out of range, a `fatalError` "
                + "in a test double? A crash also stops every test after it in the same run."
        default:
            why = "fails on a correct implementation, so it cannot catch anything"
                + (test.message.map { ":\n\n  " + $0.split(separator: "\n").map { TerminalText.escaped(String($0)) }.joined(separator: "\n  ") } ?? ".")
        }
        let mistake = KnownMistake.of(test).map { "\n\nA mistake the workbook teaches: \($0.pointer)." } ?? ""
        let more = others > 0 ? "\n\n./grade.sh \(stage) lists the \(others) other\(others == 1 ? "" : "s")." : ""
        return "Stage \(stage): your test \(name) \(why)\(mistake)\n\nFix it or remove it; then hint turns to what is left (./grade.sh hint \(stage) TASK hints one task meanwhile).\(more)"
    }
}

/// A planted bug the learner's tests miss, in three levels that each say more: the question,
/// then where to look, then what a test that catches it does.
enum MissedBugHint {
    /// `again` is the command that shows the next level (`hint` or `hint 4`).
    static func text(_ bug: ReportedBug, planted: PlantedBug?, stage: Int, missed: Int, level: Int, again: String) -> String {
        let header = "Every task of stage \(stage) passes its spec tests. Your tests still miss \(missed) planted "
            + "bug\(missed == 1 ? "" : "s"); hint \(level) of 3 for the first, \(levelDescriptions[level - 1]):"
        let footer = level < 3 ? "Run ./grade.sh \(again) again for \(levelDescriptions[level])."
            : "That was the last hint for this bug. ./grade.sh \(stage) lists \(missed == 1 ? "it" : "them all")."
        return header + "\n\n" + body(bug, planted: planted, stage: stage, level: level)
            .components(separatedBy: "\n").map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n") + "\n\n" + footer
    }

    static let levelDescriptions = ["the question a test should answer", "where to look", "what a test that catches it does"]

    private static func body(_ bug: ReportedBug, planted: PlantedBug?, stage: Int, level: Int) -> String {
        let question = "Write a test that answers this question:\n\n" + bug.hint
        guard level > 1, let planted else { return question }
        let file = "\(KataRoot.starters(stage))/\(planted.file)"
        if level == 2 {
            return question + "\n\nWhere to look: the bug is planted in the reference's copy of \(file). Which of what its "
                + "code gives back (a value, a state, a call to a test double, a thrown error) does none of your tests check?"
        }
        let lines = planted.find.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return question + "\n\nIn \(file), the bug changes "
            + (lines.count == 1 ? "this line of the reference:" : "these lines of the reference:") + "\n\n"
            + lines.map { "    " + $0 }.joined(separator: "\n") + "\n\n"
            + "A test that catches it runs that code with an input for which the change gives another result (a boundary, "
            + "an empty or failing case, a second call), and expects exactly what the reference gives: it passes on your "
            + "code and fails with the bug."
    }
}

/// The last level of a task's hint in a student copy: the Answer level points into
/// `Solutions/`, which the instructor keeps, so it says what that answer covers instead.
enum StudentCopyAnswer {
    /// - Parameter answer: The task's Answer level, such as "`Solutions/Answers/Stage4.md`, under
    ///   *Task 1*; the reference is `Solutions/Stage4/GameListItemViewModel.swift`."
    static func text(answer: String, stage: Int, task: Int) -> String {
        let files = quotedPaths(in: answer).compactMap { learnersFile(for: $0, stage: stage) }
        let covers = files.isEmpty ? "the code this task asks for"
            : "\(files.joined(separator: " and ")), the file\(files.count == 1 ? "" : "s") you write for this task"
        return "Your instructor keeps the answers: this copy has no Solutions/ folder. Their answer to Task \(task), "
            + "in Solutions/Answers/Stage\(stage).md, shows one way to write \(covers), and the reference solution "
            + "that passes every spec test.\n\nAsk them for it, or read the pointer again with Task \(task) of "
            + "Exercises/Stage\(stage).md beside your code."
    }

    /// The paths written in backquotes.
    private static func quotedPaths(in text: String) -> [String] {
        text.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    }

    /// `Solutions/Stage4/Game.swift` → `Stages/Stage4/Game.swift`, `Solutions/Stage4Tests/X.swift`
    /// → `Tests/Stage4Tests/X.swift`: the learner's own file of the same name; nothing for the
    /// answers file itself.
    private static func learnersFile(for path: String, stage: Int) -> String? {
        let pairs = [("Solutions/Stage\(stage)Tests/", KataRoot.learnerTests(stage) + "/"), ("Solutions/Stage\(stage)/", KataRoot.starters(stage) + "/")]
        for (reference, learners) in pairs where path.hasPrefix(reference) {
            return learners + path.dropFirst(reference.count)
        }
        return nil
    }
}
