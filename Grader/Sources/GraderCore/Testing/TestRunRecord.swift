// MARK: - What one run of a test process reported

/// What the grader learned from one run of a test process, before crash recovery.
public struct TestRunRecord: Sendable {
    /// The tests the run planned to execute (Swift Testing lists them up front).
    public var planned: [PlannedTest] = []
    /// The tests that ended, with their status and first message.
    public var ended: [String: (status: TestStatus, message: String?)] = [:]
    /// The test that had started but not ended when the output stopped.
    public var inFlight: String?
    /// Whether the framework reported the end of the whole run.
    public var runEnded = false
    /// How the process ended.
    public var processEnd: ProcessEnd = .exited(0)
    /// It was stopped because it made no progress for the request's `stallTimeout`.
    public var stalled = false
    /// The head of the process's console output, for diagnostics.
    public var consoleOutput = ""
    /// The first way the result stream broke the framework's own order, if any: a sign of
    /// results written by the code under test (`SwiftTestingEventParser`).
    public var streamProblem: String?

    public init() {}

    /// The record of a run that had nothing to run: it ended at once, with no test.
    static var nothingToRun: TestRunRecord {
        var record = TestRunRecord()
        record.runEnded = true
        return record
    }
}
