import Foundation
import GraderTestSupport
import Testing

// MARK: - The stage a learner is on, and hints by task, in their own checkout (issue 41)

/// In the same serialized suite as the other cases that work in place on the fixture kata.
extension GradingEndToEndTests {
    @Test("In place, ./grade.sh grades the first stage not complete and names the others; all and a stage grade more")
    func firstOpenStageInPlace() throws {
        let kata = FixtureKata.kata
        let memo = kata.appendingPathComponent("Grader/.build/open-stage")
        try? FileManager.default.removeItem(at: memo)
        defer { try? FileManager.default.removeItem(at: memo) }
        func inPlace(_ arguments: [String]) throws -> GraderRun {
            try BuiltGrader.run(["--kata-root", kata.path, "--quiet", "--no-bugs"] + arguments)
        }

        let json = try inPlace(["--json"])
        #expect(json.exitCode == 1)
        let stages = try #require(json.json["stages"] as? [[String: Any]])
        #expect(stages.compactMap { $0["stage"] as? Int } == [1], "a fresh clone: stage 1 alone")
        #expect(json.json["stages_not_graded"] as? [Int] == [2])

        let human = try inPlace([])
        let headlines = human.stdout.split(separator: "\n").filter { $0.hasPrefix("Stage ") && $0.dropFirst(7).hasPrefix("  ") }
        #expect(headlines.map { $0.prefix(7) } == ["Stage 1"], "\(human.stdout)")
        #expect(human.stdout.contains("Stage 2 not graded yet (./grade.sh all grades every stage"), "\(human.stdout)")

        for every in [["all", "--json"], ["1", "2", "--json"]] {
            let all = try #require(try inPlace(every).json["stages"] as? [[String: Any]])
            #expect(all.compactMap { $0["stage"] as? Int } == [1, 2], "\(every)")
        }
    }

    @Test("hint STAGE TASK speaks of that task; a task the stage does not have is a usage error")
    func hintByTask() throws {
        let kata = FixtureKata.kata
        try? FileManager.default.removeItem(at: kata.appendingPathComponent("Grader/.build/hint-levels.json"))
        defer { try? FileManager.default.removeItem(at: kata.appendingPathComponent("Grader/.build/hint-levels.json")) }
        let hint = try BuiltGrader.run(["--kata-root", kata.path, "--quiet", "hint", "1", "1"])
        #expect(hint.exitCode == 0 && hint.stdout.contains("Stage 1, Task 1: Tell odd from even"), "\(hint.stdout)")
        #expect(hint.stdout.contains("Run ./grade.sh hint 1 1 again"), "\(hint.stdout)")
        let missing = try BuiltGrader.run(["--kata-root", kata.path, "--quiet", "hint", "1", "7"])
        #expect(missing.exitCode == 2 && missing.stderr.contains("stage 1 has no task 7"), "\(missing.stderr)")
    }
}
