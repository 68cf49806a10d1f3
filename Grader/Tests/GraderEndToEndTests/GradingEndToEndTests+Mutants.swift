import Foundation
import GraderTestSupport
import Testing

// MARK: - The learner's extra challenge: automatic mutants

/// In the same serialized suite as the other cases: they all edit the one fixture submission.
extension GradingEndToEndTests {
    @Test("--mutants runs a suite that catches every planted bug against automatic mutants, for no points")
    func mutantChallenge() throws {
        try FixtureKata.solveEverything()
        let plain = try FixtureKata.grade(["--json", "1"])
        let challenged = try FixtureKata.grade(["--json", "1", "--mutants"])
        #expect(challenged.exitCode == 0, "\(challenged.stderr)")
        let mutants = try #require(challenged.stage(1)["mutants"] as? [String: Any])
        let caught = try #require(mutants["caught"] as? Int)
        let total = try #require(mutants["total"] as? Int)
        // The model tests check 4 and -3: every mutant of `number % 2 == 0` gets one of them wrong.
        #expect(total >= 5 && caught == total)
        #expect(plain.stage(1)["mutants"] == nil, "without --mutants, nothing is run")
        #expect(challenged.stage(1)["status"] as? String == plain.stage(1)["status"] as? String)
        #expect((challenged.json["points"] as? [String: Double]) == (plain.json["points"] as? [String: Double]))

        let text = try FixtureKata.grade(["1", "--mutants"])
        #expect(text.stdout.contains("Extra challenge: your tests also catch \(caught) of \(total) automatic mutants of the reference."))
        let offer = try FixtureKata.grade(["1"])
        #expect(offer.stdout.contains("Extra challenge: ./grade.sh 1 --mutants runs your tests"))
    }

    @Test("--mutants waits until every planted bug is caught, and a suite that misses mutants says how many")
    func mutantChallengeWaits() throws {
        try FixtureKata.solveEverything()
        // Only an even number: the planted bug that breaks odd numbers goes unnoticed.
        try FixtureKata.write("""
            import Testing
            import Stage1

            @Test func evenNumbers() { #expect(isEven(number: 4)) }

            """, to: "Tests/Stage1Tests/ParityTests.swift")
        let run = try FixtureKata.grade(["--json", "1", "--mutants"])
        #expect(run.stage(1)["mutants"] == nil)
        #expect(!(run.stage(1)["bugs_missed"] as? [Any] ?? []).isEmpty)
    }

    @Test("--mutants lists each mutant that survives, with its file, line and change, in the text and the JSON")
    func mutantSurvivorsListed() throws {
        try FixtureKata.solveEverything()
        // Minus three alone catches both planted bugs, but not `number / 2` in place of
        // `number % 2` (-3 / 2 is -1, odd, as -3 % 2 is), nor a reference that always says odd.
        try FixtureKata.write("""
            import Testing
            import Stage1

            @Test func oddNegative() { #expect(!isEven(number: -3)) }

            """, to: "Tests/Stage1Tests/ParityTests.swift")
        let run = try FixtureKata.grade(["--json", "1", "--mutants"])
        let mutants = try #require(run.stage(1)["mutants"] as? [String: Any], "\(run.stdout) \(run.stderr)")
        let survivors = try #require(mutants["survivors"] as? [[String: Any]])
        let (caught, total) = (mutants["caught"] as? Int ?? -1, mutants["total"] as? Int ?? -1)
        #expect(!survivors.isEmpty && survivors.count == total - caught, "\(mutants)")
        for survivor in survivors {
            #expect(survivor["file"] as? String == "Stages/Stage1/Parity.swift", "\(survivor)")
            #expect(survivor["declaration"] as? String == "isEven()" && !(survivor["change"] as? String ?? "").isEmpty, "\(survivor)")
        }
        #expect(survivors.contains { ($0["source_line"] as? String) == "let remainder = number % 2" }, "\(survivors)")

        let text = try FixtureKata.grade(["1", "--mutants"])
        #expect(text.stdout.contains("that survive: write a test that passes on the reference and fails with"), "\(text.stdout)")
        let listed = text.stdout.split(separator: "\n").filter { $0.contains("- Stages/Stage1/Parity.swift, in isEven():") }
        #expect(listed.count == survivors.count, "\(text.stdout)")
        #expect(!text.stdout.contains("Solutions/"), "the learner is told not to open it: \(text.stdout)")
    }
}
