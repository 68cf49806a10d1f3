import GraderExecution

// MARK: - Bug hunt input

/// What a run of the learner's tests with one planted bug switched on produced.
///
/// Test statuses are g1's `TestStatus`, keyed by `PlannedTest.id`. A run's time limit or crash
/// matters on its own only when no test carries the blame; a blamed test speaks for itself.
struct PlantedBugRun: Codable, Sendable, Hashable {
    /// Each learner test's status with the bug on, by test id; a test missing has no result.
    var statuses: [String: TestStatus]
    /// The run hit its time limit and no test was marked as timed out.
    var timedOutUnblamed: Bool
    /// The test process crashed and no test was marked as crashed.
    var crashedUnblamed: Bool
    /// Set when the grader itself failed, such as a test binary that could not start.
    package var harnessError: String?
    /// The planted bugs whose code the run reached (`PlantedBugSwitch.reachedVariable`); what
    /// the run's code wrote, so only ever a reason to run a bug, never to leave one out.
    var reached: Set<String> = []
    /// The tests that reached each bug's code, by bug id, as the switch named them (the Swift
    /// Testing test running, "" where it could name none); `nil` when the notes were cut.
    var reachedBy: [String: Set<String>]? = [:]

    /// Describes a run from its parts.
    package init(
        statuses: [String: TestStatus],
        timedOutUnblamed: Bool = false,
        crashedUnblamed: Bool = false,
        harnessError: String? = nil
    ) {
        self.statuses = statuses
        self.timedOutUnblamed = timedOutUnblamed
        self.crashedUnblamed = crashedUnblamed
        self.harnessError = harnessError
    }

    /// Describes the run that `RecoveringTestRunner` reported.
    ///
    ///     let session = RecoveringTestRunner.run(request, with: launcher)
    ///     runs[bug.id] = PlantedBugRun(session)
    package init(_ session: TestSessionResult) {
        let statuses = BugHuntJudge.statuses(of: session)
        self.init(
            statuses: statuses,
            timedOutUnblamed: session.timedOut && !statuses.values.contains(.timeout),
            harnessError: session.harnessError)
        (reached, reachedBy) = Self.reach(fromNotes: session.notes)
    }

    /// The bugs reached and the tests that reached each, from a run's notes: lines
    /// "bug-id<tab>test-id", or a bug id alone (reached by no test the switch could name).
    /// Cut notes reach every bug they name, by tests unknown.
    static func reach(fromNotes notes: Set<String>) -> (bugs: Set<String>, tests: [String: Set<String>]?) {
        var tests: [String: Set<String>] = [:]
        for line in notes where line != RunNotes.cutMarker {
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            tests[String(parts[0]), default: []].insert(parts.count > 1 ? String(parts[1]) : "")
        }
        return (Set(tests.keys), notes.contains(RunNotes.cutMarker) ? nil : tests)
    }
}
