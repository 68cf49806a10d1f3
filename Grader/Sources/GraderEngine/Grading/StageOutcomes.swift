import GraderExecution

// MARK: - The two parts of a stage's grade, as cached

/// How the spec tests fared against the submission's code.
struct SpecOutcome: Codable, Sendable, Equatable {
    package enum Kind: String, Codable, Sendable {
        case ran
        case compileError
        case timeout
        /// The stage's folder cannot be graded as the learner left it (missing, no Swift file, a
        /// test library imported); the message says why.
        case notGraded
        /// The grader's own step failed (writing or building the workspace, with no file of the
        /// stage to blame; reading what it declares); the message says which.
        case graderError
        /// The results cannot be trusted (`SpecTamperCheck`); the message says why.
        case tampered
    }

    package var kind: Kind
    package var results: [TestResult] = []
    package var compileErrors: [String] = []
    package var message: String?
}

/// One planted bug as the bug hunt found it, kept with its catalog id.
package struct HuntedBug: Codable, Sendable, Equatable {
    package var id: String
    package var hint: String
    /// The learner's tests that caught it (see `ReportedBug.caughtBy`); `nil` when it was missed.
    package var caughtBy: [String]?
    /// For a bug the learner's tests caught but that does not count yet (`CatchRule`): what it waits for.
    package var waitingFor: String?
    /// The ids of the tests in `caughtBy`, in the same order: what the run against the
    /// learner's own code is matched by (a name may be told with or without its suite).
    var catchingIDs: [String] = []

    /// How a report names it: by its hint, the id in memory only.
    var reported: ReportedBug { ReportedBug(hint: hint, caughtBy: caughtBy, waitingFor: waitingFor, id: id) }
}

/// How the learner's tests fared against the reference and the planted bugs.
package struct LearnerOutcome: Codable, Sendable, Equatable {
    package var caught: Int
    package var total: Int
    /// In catalog order, ids included: the cache is the grader's own.
    package var missed: [HuntedBug]
    /// In catalog order.
    package var caughtBugs: [HuntedBug] = []
    var wrong: [WrongTest]
    var validTests: Int = 0
    /// The valid tests (those that pass every reference run), id → name.
    var validTestNames: [String: String] = [:]
    package var compileErrors: [String] = []
    package var message: String?
    /// What to make of `compileErrors`, shown after them.
    var advice: String?
    /// Results from a timeout or a harness error are not worth caching.
    var cacheable = true
    /// Trust: why the learner's tests make the stage `tampered` (`ForeignSymbols`), if they do.
    package var tampered: String?
    /// Valid tests that fail, crash or hang on the learner's own code: they catch nothing until
    /// it passes them (`CatchRule`).
    var failingOnOwnCode: [WrongTest] = []
    /// Why no catch counts yet, when none can: the stage's code does not compile, say.
    var ownCodeProblem: String?
    /// The learner's tests that took a second or more on the reference, every time (`SlowTest`).
    var slow: [SlowTest]? = nil
}

/// How the learner's tests fared against the learner's own stage code: a catch counts only
/// from a test that passes there too (`CatchRule`).
struct OwnCodeOutcome: Codable, Sendable, Equatable {
    package enum Kind: String, Codable, Sendable {
        case ran
        /// The stage's code, or the learner's tests against it, do not compile.
        case compileError
        /// Not run: a time limit, the budget, tampering, or the grader's own trouble.
        case notRun
    }

    package var kind: Kind
    /// Each test's result on the learner's own code, by its id.
    package var results: [String: TestResult] = [:]
    /// For `compileError`: the compiler's first errors, as the learner's paths.
    package var compileErrors: [String] = []
    /// Why the tests did not run, when they did not.
    package var message: String?
    /// Results from a timeout or the grader's own trouble are not worth caching.
    var cacheable = true
}
