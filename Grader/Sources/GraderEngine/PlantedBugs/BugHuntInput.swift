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
        reached = session.notes
    }
}
