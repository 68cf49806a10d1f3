// MARK: - What one run of a test process reported

/// What the grader learned from one run of a test process, before crash recovery.
package struct TestRunRecord: Sendable {
    /// The tests the run planned to execute (Swift Testing lists them up front).
    package var planned: [PlannedTest] = []
    /// The tests that ended, with their status and first message.
    package var ended: [String: (status: TestStatus, message: String?)] = [:]
    /// The test that had started but not ended when the output stopped.
    var inFlight: String?
    /// Whether the framework reported the end of the whole run.
    package var runEnded = false
    /// How the process ended.
    package var processEnd: ProcessEnd = .exited(0)
    /// It was stopped because it made no progress for the request's `stallTimeout`.
    var stalled = false
    /// The head of the process's console output, for diagnostics.
    var consoleOutput = ""
    /// The first way the result stream broke the framework's own order, if any: a sign of
    /// results written by the code under test (`SwiftTestingEventParser`).
    package var streamProblem: String?
    /// How long each test that ended ran, by the framework's own clock, when it said.
    package var seconds: [String: Double] = [:]
    /// The lines the run appended to its notes file (`TestRunRequest.notesVariable`).
    package var notes: Set<String> = []

    package init() {}

    /// The record of a run that had nothing to run: it ended at once, with no test.
    static var nothingToRun: TestRunRecord {
        var record = TestRunRecord()
        record.runEnded = true
        return record
    }
}
