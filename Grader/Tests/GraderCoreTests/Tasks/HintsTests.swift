import Foundation
@testable import GraderEngine
@testable import GraderExecution
@testable import GraderMaintenance
@testable import GraderReports
import Testing

private let sample = """
    # Stage 9 hints

    An introduction, ignored.

    ## Task 1: Count the sheep

    ### Nudge

    How many legs?

    ### Pointer

    Divide by four:

    ```swift
    ### not a heading, inside code
    let sheep = legs / 4
    ```

    ### Answer

    `Solutions/Stage9/Sheep.swift`.

    """

@Suite("Hints in levels: the file, the check, and what hint says")
struct HintsTests {
    @Test("A hints file gives each task its three levels; a heading inside a code block is code")
    func parses() throws {
        let hints = try HintsFile.parse(sample, file: "Hints/Stage9.md")
        #expect(hints.count == 1)
        #expect(hints[0].task == 1 && hints[0].title == "Count the sheep")
        #expect(hints[0].levels[0] == "How many legs?")
        #expect(hints[0].levels[1].contains("### not a heading, inside code"))
        #expect(hints[0].levels[2] == "`Solutions/Stage9/Sheep.swift`.")
    }

    @Test("A level missing, out of order or empty is an error that names the task", arguments: [
        ("### Nudge", "### Hint", "has \"### Hint\" where \"### Nudge\" belongs"),
        ("### Answer\n\n`Solutions/Stage9/Sheep.swift`.", "", "2 of 3 levels"),
        ("How many legs?", "", "the Nudge is empty"),
        ("## Task 1: Count the sheep", "## Sheep", "a section must be \"## Task N: title\""),
    ])
    func rejects(find: String, replace: String, expected: String) {
        #expect {
            try HintsFile.parse(sample.replacingOccurrences(of: find, with: replace), file: "Hints/Stage9.md")
        } throws: { error in
            "\(error)".contains(expected)
        }
    }

    @Test("The check: tasks as the spec names them, the stage file's hint is the pointer, named files exist")
    func check() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hints-check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ text: String, _ path: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write(sample, "Hints/Stage9.md")
        try write("@Suite(\"Task 1: Count the sheep\")\nstruct S {}\n", "Tests/Stage9Spec/Task1Spec.swift")
        try write("// sheep\n", "Solutions/Stage9/Sheep.swift")
        let exercises = """
            # Stage 9 — Sheep

            ## Task 1: Count the sheep

            <details>
            <summary>Hint</summary>

            Divide by four:

            <!-- check: Solutions/Stage9/Sheep.swift -->
            ```swift
            ### not a heading, inside code
            let sheep = legs / 4
            ```

            </details>

            """
        try write(exercises, "Exercises/Stage9.md")
        #expect(HintsCheck.problems(kataRoot: root, stages: [9]) == [])

        try write(exercises.replacingOccurrences(of: "Divide by four", with: "Divide by three"), "Exercises/Stage9.md")
        try write("@Suite(\"Task 1: Count the goats\")\nstruct S {}\n", "Tests/Stage9Spec/Task1Spec.swift")
        try FileManager.default.removeItem(at: root.appendingPathComponent("Solutions/Stage9/Sheep.swift"))
        let problems = HintsCheck.problems(kataRoot: root, stages: [9])
        #expect(problems.contains("Exercises/Stage9.md, Task 1: its Hint is not the Pointer of Hints/Stage9.md"), "\(problems)")
        #expect(problems.contains { $0.contains("where the spec tests have Task 1: Count the goats") }, "\(problems)")
        #expect(problems.contains("Hints/Stage9.md, Task 1 names Solutions/Stage9/Sheep.swift, which does not exist"), "\(problems)")
    }

    @Test("The kata's own hints pass the check")
    func kataHints() {
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let stages = KataRoot(url: repository).stages
        #expect(stages == [1, 2, 3, 4])
        #expect(HintsCheck.problems(kataRoot: repository, stages: stages) == [])
    }

    private func stage(tasks: [TaskProgress], status: StageStatus = .incomplete, missed: [ReportedBug] = []) -> StageReport {
        StageReport(stage: 9, status: status, spec: SpecCounts(passed: 0, failed: 1, total: 1), tasks: tasks, bugs: nil, tests: [],
                    bugsMissed: missed, wrongTests: [], compileErrors: [])
    }

    @Test("hint goes one level further each time for the first unsolved task, and stays at the last")
    func levels() throws {
        let hints = try HintsFile.parse(sample + "\n## Task 2: Shear them\n\n### Nudge\n\nn2\n\n### Pointer\n\np2\n\n### Answer\n\na2\n", file: "x")
        let report = stage(tasks: [TaskProgress(task: 1, title: "Count the sheep", passed: 1, total: 1),
                                   TaskProgress(task: 2, title: "Shear them", passed: 0, total: 2)])
        var levels = HintLevels()
        var seen: [String] = []
        for _ in 1...4 {
            let next = NextHint.choose(stage: report, hints: hints, levelsShown: levels.levels(stage: 9), hasAnswers: true)
            let shown = try #require(next.shown)
            #expect(shown.topic == .task(2))
            levels.record(stage: shown.stage, topic: shown.topic, level: shown.level)
            seen.append(next.text)
        }
        #expect(seen[0].contains("Hint 1 of 3, a nudge:\n\n  n2"))
        #expect(seen[1].contains("Hint 2 of 3, a stronger pointer:\n\n  p2"))
        #expect(seen[2].contains("Hint 3 of 3, where the answer is:\n\n  a2"))
        #expect(seen[3].contains("  a2") && seen[3].contains("That was the last hint"))

        let studentCopy = NextHint.choose(stage: report, hints: hints, levelsShown: [.task(2): 2], hasAnswers: false)
        // The answer's file is not in a student copy: the last level says what it covers instead.
        #expect(studentCopy.text.contains("Your instructor keeps the answers"), "\(studentCopy.text)")
        #expect(!studentCopy.text.contains("`Solutions/"), "no dead path: \(studentCopy.text)")

        levels.forget(stage: 9)
        #expect(levels.levels(stage: 9).isEmpty, "a reset stage starts its hints again")
    }

    @Test("Once every task passes, hint turns to the planted bugs; a complete stage has nothing to hint")
    func afterTheTasks() throws {
        let hints = try HintsFile.parse(sample, file: "x")
        let done = [TaskProgress(task: 1, title: "Count the sheep", passed: 3, total: 3)]
        let bugs = NextHint.choose(stage: stage(tasks: done, missed: [ReportedBug(hint: "What about a lamb?")]),
                                   hints: hints, levelsShown: [:], hasAnswers: true)
        #expect(bugs.shown?.topic == .plantedBug(""), "a missed bug has levels of its own")
        #expect(bugs.text.contains("Your tests still miss 1 planted bug") && bugs.text.contains("What about a lamb?"))
        let complete = NextHint.choose(stage: stage(tasks: done, status: .complete), hints: hints, levelsShown: [:], hasAnswers: true)
        #expect(complete.text.contains("is complete"))
    }
}
