import Foundation
import GraderTestSupport
import Testing

// MARK: - One broken learner test costs only itself

/// Not dishonest, only broken: a complete stage 4 (the reference and the model tests, which
/// catch every planted bug) plus one test of the learner's that never ends, or that crashes.
/// The hunt must go on around it: every bug still caught, that one test alone listed as wrong,
/// first, with its own status, and the stage still complete (a wrong test is not counted).
extension AttackCatalogue {
    @Test("A complete suite plus one test that never ends still catches every bug and lists only that test, as timed out")
    func oneHangingLearnerTest() throws {
        try expectCostsOnlyItself(
            testName: "Waits on a continuation nobody resumes", status: "timeout",
            body: "await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }")
    }

    @Test("A complete suite plus one test that crashes still catches every bug and lists only that test, as crashed")
    func oneCrashingLearnerTest() throws {
        try expectCostsOnlyItself(
            testName: "Unwraps a game that is not there", status: "crashed",
            body: "let games: [Game] = []\n        _ = games.first!.title")
    }

    private func expectCostsOnlyItself(testName: String, status: String, body: String,
                                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        // "A" sorts first: the broken test runs before the good ones in file order.
        let run = try AttackRun(Attack(
            name: "one-broken-learner-test", stages: [4], honestStages: [4],
            literalFiles: ["Tests/Stage4Tests/ABrokenTests.swift": """
                import Stage4
                import Testing

                struct ABrokenTests {
                    @Test("\(testName)")
                    func broken() async {
                        \(body)
                    }
                }

                """],
            graderOptions: ["--no-cache", "--timeout", "20"]))
        let stage = run.report.stage(4)
        let bugs = try #require(stage["bugs"] as? [String: Int], "\(run.report.stdout) \(run.report.stderr)", sourceLocation: sourceLocation)
        #expect(bugs["caught"] == bugs["total"], "every bug is still caught: \(stage)", sourceLocation: sourceLocation)
        let wrong = try #require(stage["wrong_tests"] as? [[String: Any]], sourceLocation: sourceLocation)
        #expect(wrong.count == 1, "only the broken test is wrong: \(wrong)", sourceLocation: sourceLocation)
        #expect((wrong.first?["name"] as? String)?.hasSuffix(testName) == true, "\(wrong)", sourceLocation: sourceLocation)
        #expect(wrong.first?["status"] as? String == status, "\(wrong)", sourceLocation: sourceLocation)
        // A wrong test is not counted; it does not undo what the others did.
        #expect(stage["status"] as? String == "complete", "\(stage)", sourceLocation: sourceLocation)
    }

    @Test("A suite that passes a separator only below a thousand misses that bug, the hint names the condition, and the report is the one Exercises.md quotes")
    func separatorBelowAThousand() throws {
        _ = try AttackLab.baseline.get()
        let model = try String(contentsOf: AttackLab.kata.appendingPathComponent("Solutions/Stage1Tests/NumberFormatterTests.swift"),
                               encoding: .utf8)
        let rows = #"""
                    (1000, ",", "Rp 1,000"),
                    (1000050, " ", "Rp 1 000 050"),

            """#
        #expect(model.contains(rows), "the model tests' separator rows moved: update this test")
        let run = try AttackRun(Attack(
            name: "separator-below-a-thousand", stages: [1, 2], honestStages: [1],
            literalFiles: ["Tests/Stage1Tests/NumberFormatterTests.swift":
                model.replacingOccurrences(of: rows, with: "        (999, \",\", \"Rp 999\"),\n")]))
        let missed = try #require(run.report.stage(1)["bugs_missed"] as? [[String: String]], "\(run.report.stdout)")
        #expect(missed.map { $0["hint"] ?? "" } == [
            "Does your suite pass a separator other than the default one, with an amount of a thousand or more? "
                + "Below a thousand there is no separator to see.",
        ])

        // "Read the report" quotes `./grade.sh 1 2` for this learner: finished code, these tests,
        // stage 2 untouched. The same grading as text (from the cache) must print every line.
        let text = try BuiltGrader.run(["--kata-root", AttackLab.kata.path, "--submission", AttackLab.attacker.path, "1", "2"],
                                       environment: ["TMPDIR": AttackLab.scratch.path])
        let workbook = try String(contentsOf: AttackLab.kata.appendingPathComponent("Exercises.md"), encoding: .utf8)
        let quoted = Self.textBlock(after: "<!-- output: report -->", in: workbook)
        #expect(quoted.count > 5, "Exercises.md no longer quotes the report after <!-- output: report -->")
        let printed = Set(text.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        for line in quoted where line != "..." && !line.isEmpty {
            #expect(printed.contains(line), "Exercises.md quotes a line the report does not print: \(line)\n\(text.stdout)")
        }
    }

    /// The lines, trimmed, of the first `text` block after `tag`.
    private static func textBlock(after tag: String, in markdown: String) -> [String] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let tagLine = lines.firstIndex(of: tag), tagLine + 1 < lines.count, lines[tagLine + 1] == "```text" else { return [] }
        return lines[(tagLine + 2)...].prefix { $0 != "```" }.map { $0.trimmingCharacters(in: .whitespaces) }
    }
}

