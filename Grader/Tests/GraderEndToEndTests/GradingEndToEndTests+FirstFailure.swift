import Foundation
import GraderTestSupport
import Testing

// MARK: - "First failing test": the workbook's order, and the line that differs

/// In the same serialized suite as the other cases: this one adds a spec file to the fixture
/// kata itself, graded in place, and removes it.
extension GradingEndToEndTests {
    /// A task numbered 10 whose file and suite both come before task 1's in text order, with a
    /// spec test that compares two multi-line strings differing on their second line.
    private static let taskTenSpec = #"""
        import Testing

        @Suite("Task 10: Show a screen")
        struct A10ScreenSpec {
            @Test("the screen has two lines") func screen() {
                let screen = ["Even", "Two"].joined(separator: "\n")
                #expect(screen == """
                    Even
                    2
                    """)
            }
        }

        """#

    @Test("First failing test: Task 1 before Task 10 (never text order), then the first differing line of two multi-line strings, both sides")
    func firstFailureInTaskOrder() throws {
        let kata = FixtureKata.kata
        let spec = kata.appendingPathComponent("Tests/Stage1Spec/A10ScreenSpec.swift")
        let parity = kata.appendingPathComponent("Stages/Stage1/Parity.swift")
        let starter = try Data(contentsOf: parity)
        defer {
            try? FileManager.default.removeItem(at: spec)
            try? starter.write(to: parity)
        }
        try Data(Self.taskTenSpec.utf8).write(to: spec)
        func grade(_ arguments: [String]) throws -> GraderRun {
            try BuiltGrader.run(["--kata-root", kata.path, "--quiet", "--no-bugs", "1"] + arguments)
        }

        let starters = try grade(["--json"])
        let first = try #require(starters.stage(1)["first_failure"] as? [String: Any], "\(starters.stdout)")
        #expect((first["name"] as? String)?.hasPrefix("Task 1: Tell odd from even › ") == true, "\(first)")
        let tests = try #require(starters.stage(1)["tests"] as? [[String: Any]])
        #expect(tests.last?["name"] as? String == "Task 10: Show a screen › the screen has two lines", "tasks by number")

        // Task 1 passes: task 10's failure is the first, and shows the line that differs.
        try Data(contentsOf: FixtureKata.source.appendingPathComponent("Solutions/Stage1/Parity.swift")).write(to: parity)
        let solved = try grade(["--json"])
        let failure = try #require(solved.stage(1)["first_failure"] as? [String: Any], "\(solved.stdout)")
        #expect(failure["name"] as? String == "Task 10: Show a screen › the screen has two lines")
        #expect(failure["message"] as? String == """
            Expectation failed: screen == \"\"\"…\"\"\", first different on line 2 of 2:
              screen:   "Two"
              expected: "2"
            """)
        let text = try grade([])
        #expect(text.stdout.contains("First failing test: Task 10: Show a screen › the screen has two lines\n"
            + "      Expectation failed: screen == \"\"\"…\"\"\", first different on line 2 of 2:\n"
            + "        screen:   \"Two\"\n        expected: \"2\"\n"), "\(text.stdout)")
    }
}
