// MARK: - What RecoveringTestRunner learns from one run to the next

/// The state of `RecoveringTestRunner.run` across its runs of one module: the tests planned so
/// far, the result of each that has one, and whether to run again.
struct RecoverySession {
    enum Next { case runAgain, stop }

    let request: TestRunRequest
    let stopAtFirstFailure: Bool
    let continuePastTimeouts: Bool
    let hangLimit: Int?

    private var plan: [PlannedTest] = []
    private var planned: Set<String> = []
    private(set) var outcomes: [String: (status: TestStatus, message: String?)] = [:]
    /// How long each test with an outcome ran, when its framework said.
    private var seconds: [String: Double] = [:]
    private(set) var timedOut = false
    /// The run in progress, as launched: its stall limit may be shorter than the request's.
    var round: TestRunRequest
    private var harnessError: String?
    private var lastConsole = ""
    private var lastRunEnded = false
    private var streamProblem: String?
    private var notes: Set<String> = []
    /// Every test that hung so far: never reset, so that passing tests between hangs do not
    /// buy more of them.
    private var hangs = 0
    private var gaveUpAfterHangs = false
    private var stoppedAtDeadline = false

    init(request: TestRunRequest, stopAtFirstFailure: Bool, continuePastTimeouts: Bool, hangLimit: Int?) {
        self.request = request
        round = request
        self.stopAtFirstFailure = stopAtFirstFailure
        self.continuePastTimeouts = continuePastTimeouts
        self.hangLimit = hangLimit
    }

    /// The grade's deadline passed before the next run: the tests without a result are left
    /// unrun, and the session counts as cut short by time.
    mutating func stopAtDeadline() {
        timedOut = true
        stoppedAtDeadline = true
    }

    private var everyTestHasAResult: Bool { plan.allSatisfy { outcomes[$0.id] != nil } }

    /// Takes in what one run saw, and says whether another run would get further.
    mutating func record(_ record: TestRunRecord) -> Next {
        lastConsole = record.consoleOutput
        lastRunEnded = record.runEnded
        streamProblem = streamProblem ?? record.streamProblem
        notes.formUnion(record.notes)
        for test in record.planned where !planned.contains(test.id) {
            planned.insert(test.id)
            plan.append(test)
        }
        var progressed = false
        for (id, ended) in record.ended where outcomes[id] == nil && planned.contains(id) {
            outcomes[id] = ended
            seconds[id] = record.seconds[id]
            progressed = true
        }
        if case .failedToStart(let reason) = record.processEnd {
            harnessError = reason
            return .stop
        }
        if record.processEnd == .timedOut {
            return recordTimeout(record)
        }
        if stopAtFirstFailure, outcomes.values.contains(where: { $0.status == .failed || $0.status == .crashed }) {
            return .stop
        }
        if record.runEnded && record.processEnd.isNormalExit {
            return .stop
        }
        // The process ended before the run did: a crash, or code that called exit().
        if let inFlight = record.inFlight, outcomes[inFlight] == nil {
            outcomes[inFlight] = (.crashed, RecoveringTestRunner.crashMessage(record.processEnd, console: record.consoleOutput))
            progressed = true
        }
        return everyTestHasAResult || !progressed ? .stop : .runAgain
    }

    /// A run that hit its time limit: the test in flight timed out; the others run again only
    /// with `continuePastTimeouts`, and not after too many hangs.
    private mutating func recordTimeout(_ record: TestRunRecord) -> Next {
        timedOut = true
        guard let inFlight = record.inFlight, outcomes[inFlight] == nil else { return .stop }
        outcomes[inFlight] = (.timeout, RecoveringTestRunner.timeoutMessage(record, round))
        hangs += 1
        if let limit = hangLimit, hangs >= limit {
            gaveUpAfterHangs = !everyTestHasAResult
            return .stop
        }
        return continuePastTimeouts && !everyTestHasAResult ? .runAgain : .stop
    }

    /// Every planned test in file order, each with its result or the reason it has none.
    func result() -> TestSessionResult {
        var harnessError = harnessError
        if plan.isEmpty, harnessError == nil, !timedOut, !lastRunEnded, request.only == nil {
            // Nothing was listed and the run never ended: the binary died before any test.
            harnessError = "the test process ended before listing any test: " + String(lastConsole.suffix(400))
        }
        let results = plan.sorted(by: PlannedTest.fileOrder).map { test -> TestResult in
            if let outcome = outcomes[test.id] {
                return TestResult(test: test, status: outcome.status, message: outcome.message, seconds: seconds[test.id])
            }
            let message = stoppedAtDeadline ? "not run: the grading budget ran out before it (--budget)"
                : gaveUpAfterHangs ? "not run: \(hangLimit ?? 0) tests hung before it; fix those first"
                : "no result: the test never reported an end"
            return TestResult(test: test, status: .noResult, message: message)
        }
        return TestSessionResult(results: results, timedOut: timedOut, harnessError: harnessError,
                                 streamProblem: streamProblem, notes: notes)
    }
}
