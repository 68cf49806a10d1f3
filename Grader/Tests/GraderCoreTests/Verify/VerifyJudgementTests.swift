import Foundation
@testable import GraderExecution
@testable import GraderMaintenance
@testable import GraderReports
import Testing

@Suite("verify's judgements")
struct VerifyJudgementTests {
    let taskCheck = EveryTaskFailsOnStarters()
    let starterRunCheck = StarterTestRunFailsFast()

    @Test("A starter whose every task has a failing test is fine")
    func everyTaskFails() {
        let report = VerifyFakes.starterReport(stage: 1, [("Task 1: Even", .failed), ("Task 1: Even", .passed), ("Task 2: Format", .failed)])
        #expect(taskCheck.problems(report).isEmpty)
    }

    @Test("A task whose tests all pass on the starter is named")
    func taskPassesOnStarter() {
        let report = VerifyFakes.starterReport(stage: 1, [("Task 1: Even", .failed), ("Task 2: Format", .passed)])
        #expect(taskCheck.problems(report) == [#"stage 1: no spec test of "Task 2: Format" fails on the starter"#])
    }

    @Test("A crash on the starter, or a spec test outside a Task suite, is a problem")
    func crashAndStraySuite() {
        let problems = taskCheck.problems(VerifyFakes.starterReport(stage: 1, [("Task 1: Even", .crashed), ("Helpers", .failed)]))
        #expect(problems.contains { $0.contains("crashed on the starter") })
        #expect(problems.contains { $0.contains(#"Helpers is not in a "Task K: …" suite"#) })
    }

    @Test("swift test on the starters must end with failures: not pass, hang or crash")
    func starterRun() {
        #expect(starterRunCheck.problems(VerifyFakes.processResult(.exited(1), output: "✘ Test one() failed")).isEmpty)
        #expect(starterRunCheck.problems(VerifyFakes.processResult(.exited(0))) == [
            "swift test passes on the starters: every stage should start with failing tests",
        ])
        #expect(starterRunCheck.problems(VerifyFakes.processResult(.timedOut)) == ["swift test on the starters did not finish within 120 s"])
        let crashed = starterRunCheck.problems(VerifyFakes.processResult(.exited(1), output: "error: Exited with unexpected signal code 4"))
        #expect(crashed.count == 1 && crashed[0].contains("crashed (exit code 1)"))
        #expect(starterRunCheck.problems(VerifyFakes.processResult(.signaled(SIGKILL))).first?.contains("crashed") == true)
    }

    @Test("A failure excerpt keeps the lines that say what failed")
    func failureExcerpt() {
        let log = "Building…\n◇ Suite \"Report an empty list as an error\" started.\n✘ Test two() recorded an issue\n"
            + "error: Exited with unexpected signal code 4\ndone"
        #expect(FailureExcerpt.of(log) == "✘ Test two() recorded an issue\nerror: Exited with unexpected signal code 4")
        #expect(FailureExcerpt.of("all quiet") == "all quiet")
    }

    @Test("A failure's note, the expectation's own message, comes with it, cut short")
    func failureNote() {
        let note = "↳ stage 1 of an honest submission: " + String(repeating: "x", count: 3_000)
        let log = "◇ Test one() started.\n✘ Test one() recorded an issue: Expectation failed\n\(note)\n↳ a second note\n✔ Test two() passed."
        #expect(FailureExcerpt.of(log) == "✘ Test one() recorded an issue: Expectation failed\n" + note.prefix(FailureExcerpt.noteLimit))
    }
}

@Suite("verify's resource check")
struct VerifyResourceTests {
    @Test("A starter resource must match the reference's, byte for byte")
    func resourceCopies() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("verify-resources-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["Stages/Stage3/Resources", "Solutions/Stage3/Resources"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let reference = root.appendingPathComponent("Solutions/Stage3/Resources/Data.json")
        let starter = root.appendingPathComponent("Stages/Stage3/Resources/Data.json")
        try Data("{\"data\": []}".utf8).write(to: reference)
        let kata = KataRoot(url: root)
        let check = StarterResourcesMatch()

        #expect(check.problem(in: kata, stage: 3, resource: "Resources/Data.json") == "stage 3: the starter has no Resources/Data.json")
        try Data("{\"data\": []}".utf8).write(to: starter)
        #expect(check.problem(in: kata, stage: 3, resource: "Resources/Data.json") == nil)
        try Data("{\"data\": [1]}".utf8).write(to: starter)
        #expect(check.problem(in: kata, stage: 3, resource: "Resources/Data.json")
            == "stage 3: Stages/Stage3/Resources/Data.json differs from the reference's copy")
    }
}
