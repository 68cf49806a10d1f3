import Foundation
import GraderTestSupport
import Testing

// MARK: - The learner's loop in their own checkout: hint, reset, watch

/// In the same serialized suite as the other cases: these work in place, on the fixture kata
/// itself, and put back what they change.
extension GradingEndToEndTests {
    private var kata: URL { FixtureKata.kata }
    private var isEven: URL { kata.appendingPathComponent("Stages/Stage1/Parity.swift") }
    private var solvedIsEven: URL { FixtureKata.source.appendingPathComponent("Solutions/Stage1/Parity.swift") }

    private func inPlace(_ arguments: [String]) throws -> GraderRun {
        try BuiltGrader.run(["--kata-root", kata.path, "--quiet"] + arguments)
    }

    /// Puts back the starter and forgets hint levels and backups, whatever a test did.
    private func restore(_ starter: Data) {
        try? starter.write(to: isEven)
        try? FileManager.default.removeItem(at: kata.appendingPathComponent("Stages/Stage1/Mine.swift"))
        try? FileManager.default.removeItem(at: kata.appendingPathComponent("Grader/.build/hint-levels.json"))
        try? FileManager.default.removeItem(at: kata.appendingPathComponent("Grader/.build/reset-backups"))
    }

    @Test("hint, three times on the starter: a nudge, a stronger pointer, then where the answer is; then it stays there")
    func hintLevels() throws {
        let starter = try Data(contentsOf: isEven)
        restore(starter)
        defer { restore(starter) }
        let runs = try (1...4).map { _ in try inPlace(["hint", "1"]) }
        #expect(runs.map(\.exitCode) == [0, 0, 0, 0])
        #expect(runs[0].stdout.contains("Stage 1, Task 1: Tell odd from even"), "\(runs[0].stdout)")
        #expect(runs[0].stdout.contains("Hint 1 of 3, a nudge:") && runs[0].stdout.contains("Fixture nudge"))
        #expect(runs[1].stdout.contains("Hint 2 of 3, a stronger pointer:") && runs[1].stdout.contains("Fixture pointer"))
        #expect(runs[2].stdout.contains("Hint 3 of 3, where the answer is:") && runs[2].stdout.contains("Fixture answer"))
        #expect(runs[3].stdout.contains("Hint 3 of 3") && runs[3].stdout.contains("That was the last hint for this task."))

        // Once the task passes, the hint moves on: here to the planted bugs the example misses.
        try Data(contentsOf: solvedIsEven).write(to: isEven)
        let solved = try inPlace(["hint", "1"])
        #expect(solved.stdout.contains("Every task of stage 1 passes its spec tests"), "\(solved.stdout)")
    }

    @Test("reset says what it overwrites, changes nothing without a yes, then puts the starter back and keeps a copy")
    func resetStage() throws {
        let starter = try Data(contentsOf: isEven)
        restore(starter)
        defer { restore(starter) }
        let solved = try Data(contentsOf: solvedIsEven)
        try solved.write(to: isEven)
        try Data("// a helper of mine\n".utf8).write(to: kata.appendingPathComponent("Stages/Stage1/Mine.swift"))

        let unanswered = try inPlace(["reset", "1"])
        #expect(unanswered.exitCode == 1)
        #expect(unanswered.stdout.contains("overwrite Stages/Stage1/Parity.swift"), "\(unanswered.stdout)")
        #expect(unanswered.stdout.contains("remove    Stages/Stage1/Mine.swift"))
        #expect(unanswered.stdout.contains("Your tests in Tests/Stage1Tests stay as they are"))
        #expect(unanswered.stdout.contains("Nothing changed."))
        #expect(try Data(contentsOf: isEven) == solved, "no answer, no change")

        let reset = try inPlace(["reset", "1", "--yes"])
        #expect(reset.exitCode == 0, "\(reset.stdout) \(reset.stderr)")
        #expect(try Data(contentsOf: isEven) == starter)
        #expect(!FileManager.default.fileExists(atPath: kata.appendingPathComponent("Stages/Stage1/Mine.swift").path))
        let kept = try #require(reset.stdout.components(separatedBy: "Your files are in ").last?
            .trimmingCharacters(in: .whitespacesAndNewlines).dropLast())
        #expect(try Data(contentsOf: URL(fileURLWithPath: String(kept)).appendingPathComponent("Stages/Stage1/Parity.swift")) == solved,
                "the learner's version is kept")

        #expect(try inPlace(["reset", "1", "--yes"]).stdout.contains("already as it ships"))
        #expect(try inPlace(["reset", "1", "2"]).exitCode == 2, "one stage at a time")
    }

    @Test("watch 1 in a terminal: the starter's tasks, Task 1 green once a correct isEven is saved, Ctrl-C quits")
    func watchInATerminal() throws {
        guard let tmux = ExternalTool.find("tmux") else {
            if ExternalTool.required { Issue.record("tmux is not installed (apt-get install tmux)") }
            return
        }
        let starter = try Data(contentsOf: isEven)
        restore(starter)
        defer { restore(starter) }
        let command = "exec env TMPDIR='\(FileManager.default.temporaryDirectory.path)' '\(BuiltGrader.url.path)' --kata-root '\(kata.path)' watch 1"
        let terminal = try TmuxSession(tmux: tmux, command: command)
        defer { terminal.close() }

        // The first grade may build the workspaces: a generous bound.
        let first = terminal.wait(upTo: 300) { $0.contains("✘ Task 1") }
        #expect(first.held, "the starter's tasks: \(first.screen)")
        #expect(first.screen.contains("watching stage 1"))
        #expect(first.screen.contains("First failing test: Task 1: Tell odd from even"))
        #expect(first.screen.contains("Fixture nudge"), "the next hint")
        #expect(first.screen.contains("Ctrl-C quits"))

        try Data(contentsOf: solvedIsEven).write(to: isEven)
        let green = terminal.wait(upTo: 120) { $0.contains("✔ Task 1") }
        #expect(green.held, "after the save: \(green.screen)")

        terminal.send("C-c")
        let ended = terminal.wait(upTo: 30) { _ in !terminal.isRunning }
        #expect(ended.held, "Ctrl-C quits watch")
    }
}
