import GraderExecution

// MARK: - Bug hunt judge

/// Judges a stage's learner tests against the reference and against each planted bug.
///
/// The rules of issue 4: a test that does not pass on the reference (a correct implementation)
/// is wrong and excluded. A bug is caught when at least one remaining (valid) test fails,
/// crashes or times out with it on, or the run times out or crashes with no test to blame; with
/// no valid test, nothing is caught. An error of the grader itself never counts as caught.
enum BugHuntJudge {
    /// The verdict for a stage.
    ///
    ///     let verdict = BugHuntJudge.verdict(catalog: catalog, reference: ["T/even()": .passed], runs: ["odd-check": PlantedBugRun(statuses: ["T/even()": .failed])])
    ///     print("\(verdict.caughtCount)/\(verdict.totalCount)", verdict.missed.map(\.hint))
    ///
    /// - Parameters:
    ///   - catalog: The stage's planted bugs, in the order hints are reported.
    ///   - reference: Each learner test's status on the reference, by test id.
    ///   - runs: The run with each bug on, by bug id; a bug with no run counts as a harness error.
    static func verdict(
        catalog: BugCatalog,
        reference: [String: TestStatus],
        runs: [String: PlantedBugRun]
    ) -> BugHuntVerdict {
        let validTests = reference.filter { $0.value == .passed }.keys.sorted()
        let skippedTests = reference.filter { $0.value == .skipped }.keys.sorted()
        let wrongTests = reference.filter { $0.value != .passed && $0.value != .skipped }.keys.sorted()

        let bugs = catalog.bugs.map { bug in
            BugHuntVerdict.BugResult(bug: bug, status: status(of: runs[bug.id], validTests: validTests))
        }
        return BugHuntVerdict(validTests: validTests, wrongTests: wrongTests, skippedTests: skippedTests, bugs: bugs)
    }

    /// The status of each test of a session, by test id.
    ///
    ///     let reference = BugHuntJudge.statuses(of: RecoveringTestRunner.run(request, with: launcher))
    static func statuses(of session: TestSessionResult) -> [String: TestStatus] {
        Dictionary(session.results.map { ($0.test.id, $0.status) }, uniquingKeysWith: { first, _ in first })
    }

    /// How one bug fared, given its run and the tests that passed on the reference.
    static func status(of run: PlantedBugRun?, validTests: [String]) -> BugHuntVerdict.Status {
        guard let run else {
            return .harnessError("the tests were not run with this bug on")
        }
        let catching = validTests.filter { test in
            guard let status = run.statuses[test] else { return false }
            return status == .failed || status == .crashed || status == .timeout
        }
        if !catching.isEmpty {
            return .caughtByTests(catching)
        }
        if !validTests.isEmpty && run.timedOutUnblamed {
            return .caughtByTimeout
        }
        if !validTests.isEmpty && run.crashedUnblamed {
            return .caughtByCrash
        }
        if let message = run.harnessError {
            return .harnessError(message)
        }
        return .missed
    }
}
