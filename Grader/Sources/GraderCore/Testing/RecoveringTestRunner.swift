// MARK: - Running a module's tests to the end, crash or not

/// The result of running one module's tests until every test has a result.
public struct TestSessionResult: Sendable {
    /// Every planned test, in test-file order, with its result.
    public var results: [TestResult]
    /// Whether a run hit its time limit.
    public var timedOut: Bool
    /// Set when the grader could not run the tests at all.
    public var harnessError: String?
    /// The first problem of a run's result stream (see `TestRunRecord.streamProblem`).
    public var streamProblem: String?
}

/// Runs a module's tests and recovers from crashes.
///
/// A crash (`fatalError`, a force unwrap of `nil`, an index out of range) ends the whole test
/// process. The test that was running is recorded as crashed, and the module is run again,
/// skipping every test that already has a result, until each one has one. A test counts as
/// passed only when the grader saw it pass: a listed test with no result fails ("no result").
public enum RecoveringTestRunner {
    /// - Parameters:
    ///   - stopAtFirstFailure: Stop as soon as a test fails or crashes (enough to catch a bug).
    public static func run(
        _ request: TestRunRequest,
        with launcher: some TestLauncher,
        stopAtFirstFailure: Bool = false
    ) -> TestSessionResult {
        var plan: [PlannedTest] = []
        var planned: Set<String> = []
        var outcomes: [String: (status: TestStatus, message: String?)] = [:]
        var timedOut = false
        var harnessError: String?
        var lastConsole = ""
        var lastRunEnded = false
        var streamProblem: String?

        for _ in 0..<10_000 {
            var round = request
            round.skip = request.skip + outcomes.keys.sorted()
            let record = launcher.run(round)
            lastConsole = record.consoleOutput
            lastRunEnded = record.runEnded
            streamProblem = streamProblem ?? record.streamProblem
            for test in record.planned where !planned.contains(test.id) {
                planned.insert(test.id)
                plan.append(test)
            }
            var progressed = false
            for (id, ended) in record.ended where outcomes[id] == nil && planned.contains(id) {
                outcomes[id] = ended
                progressed = true
            }
            if case .failedToStart(let reason) = record.processEnd {
                harnessError = reason
                break
            }
            if record.processEnd == .timedOut {
                timedOut = true
                if let inFlight = record.inFlight, outcomes[inFlight] == nil {
                    outcomes[inFlight] = (.timeout, "did not finish within \(Int(request.timeout)) s: does it wait forever?")
                }
                break
            }
            if stopAtFirstFailure, outcomes.values.contains(where: { $0.status == .failed || $0.status == .crashed }) {
                break
            }
            if record.runEnded && record.processEnd.isNormalExit {
                break
            }
            // The process ended before the run did: a crash, or code that called exit().
            if let inFlight = record.inFlight, outcomes[inFlight] == nil {
                outcomes[inFlight] = (.crashed, crashMessage(record.processEnd))
                progressed = true
            }
            if plan.allSatisfy({ outcomes[$0.id] != nil }) || !progressed {
                break
            }
        }

        if plan.isEmpty, harnessError == nil, !timedOut, !(lastRunEnded), request.only == nil {
            // Nothing was listed and the run never ended: the binary died before any test.
            harnessError = "the test process ended before listing any test: " + String(lastConsole.suffix(400))
        }
        plan.sort(by: PlannedTest.fileOrder)
        let results = plan.map { test -> TestResult in
            if let outcome = outcomes[test.id] {
                return TestResult(test: test, status: outcome.status, message: outcome.message)
            }
            return TestResult(test: test, status: .noResult, message: "no result: the test never reported an end")
        }
        return TestSessionResult(results: results, timedOut: timedOut, harnessError: harnessError,
                                 streamProblem: streamProblem)
    }

    static func crashMessage(_ end: ProcessEnd) -> String {
        switch end {
        case .exited(let code):
            return "crashed: the test process ended during this test (exit code \(code)); does the code call exit()?"
        case .signaled:
            return "crashed: \(end.summary) during this test — a fatalError, a force unwrap of nil, or an index out of range?"
        default:
            return "crashed: \(end.summary)"
        }
    }
}

extension ProcessEnd {
    /// Exited on its own (with any status): the framework exits 1 when a test failed.
    var isNormalExit: Bool {
        if case .exited = self { return true }
        return false
    }
}
