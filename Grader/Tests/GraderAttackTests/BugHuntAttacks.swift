import Testing

// MARK: - Catching planted bugs without testing anything

extension AttackCatalogue {
    @Test("Learner tests that fail whenever the environment names a planted bug catch none")
    func bugSwitchReadFromTheEnvironment() throws {
        try AttackRun.expectFutile(.bugSwitchReadFromTheEnvironment)
    }

    @Test("Learner tests that tell bug runs from the reference run by their command line catch none")
    func bugRunsToldByTheirCommandLine() throws {
        try AttackRun.expectFutile(.bugRunsToldByTheirCommandLine)
    }

    @Test("Learner tests that read the generated switchable reference next to #filePath and ask __plantedBug catch none")
    func bugSwitchAskedThroughTestableImport() throws {
        try AttackRun.expectFutile(.bugSwitchAskedThroughTestableImport)
    }

    /// Seen succeeding (every planted bug of stage 1 caught, 6/6) with the test binaries linked
    /// with their symbol table, as they were before `WorkspaceBuilder.stripArguments`.
    @Test("Learner tests that find the planted-bug switch by name in their own binary's symbol table and call it catch none")
    func bugSwitchReadFromTheSymbolTable() throws {
        try AttackRun.expectFutile(.bugSwitchReadFromTheSymbolTable)
    }

    /// Seen succeeding (stage 1 complete, 6 of 6 planted bugs caught, beside the reference's
    /// code) while a token that named no bug turned on none: the test started its own binary
    /// again without the run's token, so the child answered as the reference does.
    @Test("Learner tests that start their own test binary again in an environment of their choosing, and compare its answers, catch none")
    func referenceRunByAChild() throws {
        try AttackRun.expectFutile(.referenceRunByAChild)
    }

    @Test("Learner tests that pass on the first run of a grading and fail on every later one catch none")
    func firstRunPassesLaterRunsFail() throws {
        try AttackRun.expectFutile(.firstRunPassesLaterRunsFail)
    }

    /// Statistical, not certain: 64 tests that each pass one time in 16. Today some pass on the
    /// reference run (probability 98.4 %) and then fail on bug runs at random. Once every test
    /// must pass identical decoy reference runs too, a test survives k of them with probability
    /// 16^-(k+1): with 2 decoys, this test passes 98.4 % of the time, with 3, 99.9 %.
    @Test("Learner tests that fail at random catch none")
    func failAtRandom() throws {
        try AttackRun.expectFutile(.failAtRandom)
    }

    /// Lenient on purpose: the standards forbid wall-clock assertions in tests, so this checks
    /// only that the report names the budget (it takes 2 s per run, 7 runs, against 6 s).
    @Test("Learner tests that sleep in every run are stopped by --budget and the report says so")
    func sleepsThroughTheBudget() throws {
        let run = try AttackRun(Attack(name: "sleeps-through-the-budget", stages: [1],
            graderOptions: ["--no-cache", "--budget", "6"]))
        #expect(run.report.stdout.lowercased().contains("budget"), "\(run.report.stdout) \(run.report.stderr)")
        try run.expectNoHarm()
    }
}

extension Attack {
    static let bugSwitchReadFromTheEnvironment = Attack(name: "bug-switch-read-from-the-environment", stages: [1])
    static let bugRunsToldByTheirCommandLine = Attack(name: "bug-runs-told-by-their-command-line", stages: [1])
    static let bugSwitchAskedThroughTestableImport = Attack(name: "bug-switch-asked-through-testable-import", stages: [1])
    static let bugSwitchReadFromTheSymbolTable = Attack(name: "bug-switch-read-from-the-symbol-table", stages: [1])
    static let firstRunPassesLaterRunsFail = Attack(name: "first-run-passes-later-runs-fail", stages: [1])
    static let referenceRunByAChild = Attack(name: "reference-run-by-a-child", stages: [1], workingCode: [1])

    static let failAtRandom: Attack = {
        let tests = (1...64).map { "    @Test func spotCheck\($0)() { #expect(Bool.random() && Bool.random() && Bool.random() && Bool.random()) }" }
        return Attack(
            name: "fail-at-random", stages: [1],
            literalFiles: ["Tests/Stage1Tests/SpotChecks.swift": """
                import Testing
                @testable import Stage1

                /// Spot checks, "flaky on CI".
                struct SpotChecks {
                \(tests.joined(separator: "\n"))
                }

                """])
    }()
}
