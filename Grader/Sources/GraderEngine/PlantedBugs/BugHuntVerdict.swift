// MARK: - Bug hunt verdict

/// How a stage's learner tests fared: which are wrong, and which planted bugs they caught.
struct BugHuntVerdict: Codable, Sendable, Hashable {
    /// How one planted bug fared.
    package enum Status: Codable, Sendable, Hashable {
        /// These valid tests failed, crashed or timed out with the bug on (test ids, sorted).
        case caughtByTests([String])
        /// The run with the bug on hit its time limit, with no test to blame.
        case caughtByTimeout
        /// The run with the bug on crashed, with no test to blame.
        case caughtByCrash
        /// Every valid test passed with the bug on, or there was no valid test.
        case missed
        /// The grader could not run the tests with the bug on; the message says why.
        case harnessError(String)

        /// The tests that caught the bug, by id: none when it was missed, or caught by a run
        /// that hung or crashed with no test to blame.
        var catchingTests: [String] {
            if case .caughtByTests(let tests) = self { return tests }
            return []
        }

        /// Whether the learner's tests caught the bug.
        var isCaught: Bool {
            switch self {
            case .caughtByTests, .caughtByTimeout, .caughtByCrash: return true
            case .missed, .harnessError: return false
            }
        }
    }

    /// One planted bug and how it fared.
    struct BugResult: Codable, Sendable, Hashable {
        /// The bug, as listed in the catalog.
        package var bug: PlantedBug
        /// Whether it was caught, and how.
        package var status: Status
    }

    /// Tests that passed on the reference: the only ones that can catch a bug (ids, sorted).
    var validTests: [String]
    /// Tests that did not pass on the reference, a correct implementation: "fails on a correct
    /// implementation", excluded (failed, crashed, timed out or no result; ids, sorted).
    package var wrongTests: [String]
    /// Tests the framework skipped on the reference (disabled): neither valid nor wrong (ids, sorted).
    var skippedTests: [String]
    /// Every bug of the catalog, in catalog order.
    package var bugs: [BugResult]

    /// How many bugs were caught.
    var caughtCount: Int { bugs.filter(\.status.isCaught).count }

    /// How many bugs the stage plants.
    var totalCount: Int { bugs.count }

    /// The bugs not caught, in catalog order: what the learner should test next.
    package var missed: [PlantedBug] { bugs.filter { !$0.status.isCaught }.map(\.bug) }

    /// The bugs the grader could not judge, with the reason, in catalog order.
    var harnessErrors: [(bugID: String, message: String)] {
        bugs.compactMap { result in
            if case .harnessError(let message) = result.status { return (result.bug.id, message) }
            return nil
        }
    }
}
