#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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

        // Once the task passes, the hint moves on: here to the planted bugs the example misses,
        // in three levels that each say more (issue 24).
        try Data(contentsOf: solvedIsEven).write(to: isEven)
        let bugs = try (1...3).map { _ in try inPlace(["hint", "1"]).stdout }
        #expect(bugs[0].contains("Every task of stage 1 passes its spec tests"), "\(bugs[0])")
        #expect(bugs.allSatisfy { $0.contains("What does your suite expect for an odd number?") }, "the question each time")
        #expect(bugs[0].contains("hint 1 of 3") && !bugs[0].contains("Parity.swift"), "\(bugs[0])")
        #expect(bugs[1].contains("hint 2 of 3 for the first, where to look") && bugs[1].contains("Stages/Stage1/Parity.swift"), "\(bugs[1])")
        #expect(bugs[2].contains("hint 3 of 3 for the first, what a test that catches it does") && bugs[2].contains("    remainder == 0")
                && bugs[2].contains("A test that catches it"), "\(bugs[2])")
    }

    @Test("hint with a test of the learner's that never ends: what to look for, never 'nothing to hint'")
    func hintWithATimedOutTest() throws {
        let starter = try Data(contentsOf: isEven)
        let hanging = kata.appendingPathComponent("Tests/Stage1Tests/Hanging.swift")
        restore(starter)
        defer {
            restore(starter)
            try? FileManager.default.removeItem(at: hanging)
        }
        try Data(contentsOf: solvedIsEven).write(to: isEven)
        try Data("""
            import Testing

            @Test func waitsForAnAnswer() async {
                await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
            }

            """.utf8).write(to: hanging)
        let hint = try inPlace(["hint", "1", "--timeout", "5"])
        #expect(hint.exitCode == 0, "\(hint.stderr)")
        #expect(!hint.stdout.contains("nothing to hint"), "\(hint.stdout)")
        #expect(hint.stdout.contains("waitsForAnAnswer") && hint.stdout.contains("never ends on a correct implementation")
                && hint.stdout.contains("wait for something that never comes"), "\(hint.stdout)")
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

    @Test("watch says what it grades at once, watches the spec folder, lists the wrong tests it points at, and shows a wait for another grade")
    func watchTellsWhatItDoes() throws {
        guard let tmux = ExternalTool.find("tmux") else {
            if ExternalTool.required { Issue.record("tmux is not installed (apt-get install tmux)") }
            return
        }
        let starter = try Data(contentsOf: isEven)
        let spec = kata.appendingPathComponent("Tests/Stage1Spec/ParitySpec.swift")
        let shippedSpec = try Data(contentsOf: spec)
        let wrongTest = kata.appendingPathComponent("Tests/Stage1Tests/Wrong.swift")
        let digests = kata.appendingPathComponent("Grader/SpecDigests.json")
        restore(starter)
        var held: [Int32] = []
        defer {
            held.forEach { close($0) }
            restore(starter)
            try? shippedSpec.write(to: spec)
            try? FileManager.default.removeItem(at: wrongTest)
            try? FileManager.default.removeItem(at: digests)
        }
        // Digests of the spec tests as shipped, so that an edit of them is "spec edited".
        #expect(try BuiltGrader.run(["--kata-root", kata.path, "spec-digests"]).exitCode == 0)
        let command = "exec env TMPDIR='\(FileManager.default.temporaryDirectory.path)' '\(BuiltGrader.url.path)' --kata-root '\(kata.path)' watch 1"
        // Wide enough for a status line that names a file and the wait.
        let terminal = try TmuxSession(tmux: tmux, command: command, width: 200)
        defer { terminal.close() }
        #expect(terminal.wait(upTo: 300) { $0.contains("Graded at") }.held, "the first grade")

        // A save: "Grading…" names the file at once, before the verdict.
        try Data(contentsOf: solvedIsEven).write(to: isEven)
        let grading = terminal.wait(upTo: 30) { $0.contains("Grading stage 1 (you saved Stages/Stage1/Parity.swift)") }
        #expect(grading.held, "\(grading.screen)")
        #expect(terminal.wait(upTo: 120) { $0.contains("✔ Task 1") && $0.contains("Graded at") }.held)

        // The spec folder is watched: an edit shows "spec edited", putting it back clears it.
        try Data((String(decoding: shippedSpec, as: UTF8.self) + "// mine\n").utf8).write(to: spec)
        let edited = terminal.wait(upTo: 120) { $0.contains("✘ spec edited") }
        #expect(edited.held, "\(edited.screen)")
        try shippedSpec.write(to: spec)
        let putBack = terminal.wait(upTo: 120) { !$0.contains("spec edited") && $0.contains("✔ Task 1") && $0.contains("Graded at") }
        #expect(putBack.held, "\(putBack.screen)")

        // A test of the learner's that fails on a correct implementation: "(see below)", then it.
        try Data("import Testing\nimport Stage1\n\n@Test func threeIsEven() { #expect(isEven(number: 3)) }\n".utf8).write(to: wrongTest)
        let wrong = terminal.wait(upTo: 120) { $0.contains("(see below)") && $0.contains("Graded at") }
        #expect(wrong.held, "\(wrong.screen)")
        let lines = wrong.screen.components(separatedBy: "\n")
        let seeBelow = lines.firstIndex { $0.contains("(see below)") } ?? Int.max
        let listed = lines.firstIndex { $0.contains("- threeIsEven()") } ?? -1
        #expect(seeBelow < listed, "the wrong test under the headline: \(wrong.screen)")

        // Another grade of this checkout holds the workspace lock: watch says it waits, then grades.
        held = try holdGradeLocks()
        try FileManager.default.removeItem(at: wrongTest)
        let waiting = terminal.wait(upTo: 30) { $0.contains("waiting for it to finish") }
        #expect(waiting.held, "\(waiting.screen)")
        held.forEach { close($0) }
        held = []
        let after = terminal.wait(upTo: 120) { !$0.contains("waiting") && !$0.contains("(see below)") && $0.contains("Graded at") }
        #expect(after.held, "\(after.screen)")

        terminal.send("C-c")
        #expect(terminal.wait(upTo: 30) { _ in !terminal.isRunning }.held, "Ctrl-C quits watch")
    }

    /// Takes every grade lock of the fixture kata's workspaces, as a grade running elsewhere
    /// would; closing a descriptor lets go of its lock.
    private func holdGradeLocks() throws -> [Int32] {
        let workspaces = kata.appendingPathComponent("Grader/.build/workspaces")
        let locks = try FileManager.default.contentsOfDirectory(atPath: workspaces.path)
            .map { workspaces.appendingPathComponent($0).appendingPathComponent("grade.lock").path }
            .filter { FileManager.default.fileExists(atPath: $0) }
        try #require(!locks.isEmpty, "a grade leaves its lock file")
        return locks.map { path in
            let descriptor = open(path, O_RDWR)
            if descriptor >= 0 { _ = flock(descriptor, LOCK_EX) }
            return descriptor
        }.filter { $0 >= 0 }
    }
}
