import Foundation
import GraderExecution

// MARK: - Options of a grading run

/// Limits and switches for one grading run.
package struct GradeOptions: Sendable {
    /// Seconds for each test run (one stage, one framework, one bug).
    package var testTimeout: Double = 60
    /// Seconds one test may go on without a result before it is stopped as timed out: a test
    /// that waits for ever costs this, not the whole `testTimeout`.
    var testStallTimeout: Double = 10
    /// Seconds for each workspace build.
    package var buildTimeout: Double = 300
    /// How many compilers each workspace build may run at once; one per core when `nil`.
    package var buildJobs: Int?
    /// Whether to grade the learner's own tests against the planted bugs.
    package var gradeLearnerTests = true
    /// Whether to reuse results of unchanged stages.
    package var useCache = true
    /// Seconds for one submission in all (builds and test runs), so that a submission that
    /// hangs in every run costs a class no more than this.
    package var budget: Double = GradeOptions.defaultBudget
    /// Bytes the workspaces under `Grader/.build/workspaces` may take together before the least
    /// recently used go (`WorkspaceEviction`): `KATA_GRADER_WORKSPACE_CAP_MB`, or 2 GB.
    var workspaceCap: Int64 = WorkspaceEviction.cap(from: ProcessInfo.processInfo.environment)
    package static let defaultBudget: Double = 900
    /// Where test runs happen; `SandboxDetector.detect()` finds the machine's.
    package var sandbox = SandboxChoice.known(Sandbox(kind: .none("no sandbox was asked for")))
    /// What each stage is worth (the kata's `points.json`).
    package var points = PointsTable()
    /// Where the spec and learner workspaces are built, when one warm pair serves many
    /// submissions in turn (`--batch`), with one cache for them all, addressed by content;
    /// each submission's own folder and cache otherwise.
    package var sharedBuildFolder: URL?
    /// `--mutants`: for a stage whose planted bugs are all caught, also run the learner's tests
    /// against automatic mutants of the reference (`MutantChallenge`); it never changes a status.
    package var mutantChallenge = false
    /// Grading for marks (`--submission`, `--batch`): every caught planted bug runs a second
    /// time to confirm it. The learner's own loop confirms a sample (`CatchConfirmation`): a
    /// learner who games their own grade games only themselves, and their loop stays fast.
    package var forMarks = false

    package init() {}
}

/// Where a grading's test runs happen: a sandbox known before the grading starts, or one still
/// being found on a thread of its own while a learner's own grade gets ready (`SandboxInWaiting`).
package enum SandboxChoice: Sendable {
    case known(Sandbox)
    case beingFound(SandboxInWaiting)

    /// The sandbox. The one being found is waited for here, and only here: the first build or
    /// test run that needs it (`GradingContext`); a grade from the cache never does.
    package var resolved: Sandbox {
        switch self {
        case .known(let sandbox): sandbox
        case .beingFound(let waiting): waiting.sandbox
        }
    }
}
