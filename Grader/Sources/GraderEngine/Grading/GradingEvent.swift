import Foundation
import GraderExecution

// MARK: - What a grading says while it works

/// What a grading tells whoever watches it, as it happens. The engine records events and never
/// words them for a screen: each output is a `GradingEventRecorder` of its own (the learner's
/// progress line, the watch screen's status line, plain lines in a log, a batch that only needs
/// to know whether anything was built or run).
package enum GradingEvent: Sendable, Equatable {
    /// Another grade of the same workspaces is running; this one waits for it to finish.
    case waitingForAnotherGrade
    /// A workspace starts building these stages for `work`.
    case building(GradingWork, stages: [Int])
    /// The tests of a stage start running for `work`.
    case running(GradingWork, stage: Int)
    /// A pass of a stage's hunt moved on: `done` of its `total` runs.
    case huntProgress(stage: Int, pass: String, done: Int, total: Int)
    /// A mutant of the reference did not compile (the maintainers' mutation check): where, and
    /// what the compiler said.
    case mutantNotCompiled(file: String, line: Int, message: String)
    /// A verdict known before the whole report (`FirstVerdicts`), in the learner's words.
    case firstVerdict(String)
    /// A batch's line about one submission (`BatchProgress`): begun, or done with its marks.
    case classProgress(String)
    /// A step of a pipeline ended after `seconds` of real time: for a profile (`StepProfile`),
    /// never for a screen.
    case stepTook(GradingWork, PipelineStep, seconds: Double)

    /// Whether the grader builds or runs anything for it: a grade that records none of these
    /// came from the cache alone.
    package var isWork: Bool {
        switch self {
        case .building, .running, .huntProgress, .mutantNotCompiled: true
        case .waitingForAnotherGrade, .firstVerdict, .classProgress, .stepTook: false
        }
    }

    /// Whether a person watching the grade reads it (a progress line, a log): all but timings.
    package var isForPeople: Bool {
        if case .stepTook = self { return false }
        return true
    }

    /// The event as one line of text: what a progress line shows and a log keeps.
    package var text: String {
        switch self {
        case .waitingForAnotherGrade:
            "Another grade of this copy is running; waiting for it to finish…"
        case .building(let work, let stages):
            work.buildingText(stages: stages)
        case .running(let work, let stage):
            work.runningText(stage: stage)
        case .huntProgress(let stage, let pass, let done, let total):
            "Your tests of stage \(stage), \(pass): \(done) of \(total)…"
        case .mutantNotCompiled(let file, let line, let message):
            "  not compiled: \(file):\(line): \(message)"
        case .firstVerdict(let line), .classProgress(let line):
            line
        case .stepTook(let work, let step, let seconds):
            "\(work.name): \(step.rawValue), \(String(format: "%.2f", seconds)) s"
        }
    }
}

/// The steps of a `StagePipeline`, as a profile names them.
package enum PipelineStep: String, Sendable, Equatable, CaseIterable {
    /// Preparing each stage (reading its files, the trust checks) and asking the cache.
    case prepare
    /// Writing the workspace's files, and checking them before the build (the mutants').
    case write
    /// `swift build` of the workspace.
    case build
    /// Running the tests of every stage still open, judging and storing the outcomes.
    case run
}

/// What a workspace is built and its tests run for: one pipeline's job (`StageJob`).
package enum GradingWork: Sendable, Equatable {
    /// The kata's spec tests against the learner's code (`SpecJob`).
    case specTests
    /// In a batch, the spec tests of a stage whose twins were compiled once for the class,
    /// built again the usual way: the learner's library could not stand in for the
    /// reference's (`SpecOnceReference`).
    case specTestsAgain
    /// The learner's tests against their own code (`OwnCodeJob`).
    case ownCode
    /// Tests against the reference with its planted bugs (`BugHuntJob`): the learner's, or the
    /// spec tests in verify's hunt; `bugs` planted in the stage once it runs.
    case plantedBugs(learnerTests: Bool, bugs: Int = 0)
    /// Tests against automatic mutants of the reference (`MutantJob`); `mutants` once it runs.
    case mutants(learnerTests: Bool, mutants: Int = 0)

    /// The kind of work in a few words, as a profile lists it: "spec tests".
    package var name: String {
        switch self {
        case .specTests: "spec tests"
        case .specTestsAgain: "spec tests built again (a library unlike the reference's)"
        case .ownCode: "your tests on your code"
        case .plantedBugs(let learnerTests, _): learnerTests ? "planted bugs" : "spec tests on planted bugs"
        case .mutants: "mutants"
        }
    }

    /// "Building the spec tests of stages 1, 2…"
    func buildingText(stages: [Int]) -> String {
        let list = "stage\(stages.count == 1 ? "" : "s") " + stages.map(String.init).joined(separator: ", ")
        switch self {
        case .specTests: return "Building the spec tests of \(list)…"
        case .specTestsAgain: return "Building the spec tests of \(list) again, the usual way…"
        case .ownCode: return "Building your tests of \(list) against your own code…"
        case .plantedBugs(let learnerTests, _):
            return "Building \(learnerTests ? "your tests" : "the spec tests") of \(list) against the reference…"
        case .mutants(let learnerTests, _):
            return "Building the mutants of \(list) with \(learnerTests ? "your tests" : "their spec tests")…"
        }
    }

    /// "Running the spec tests of stage 2…"
    func runningText(stage: Int) -> String {
        switch self {
        case .specTests, .specTestsAgain: "Running the spec tests of stage \(stage)…"
        case .ownCode: "Running your tests of stage \(stage) against your own code…"
        case .plantedBugs(_, let bugs): "Running your tests of stage \(stage) against the reference and \(bugs) planted bugs…"
        case .mutants(_, let mutants): "Running the tests of stage \(stage) against \(mutants) mutants…"
        }
    }
}

/// Where a grading's events go: one recorder per output. Called from the pipelines' threads.
package protocol GradingEventRecorder: Sendable {
    func record(_ event: GradingEvent)
}

/// Nowhere: a grading nobody watches (a unit test, a grade whose progress is not shown).
struct UnwatchedGrading: GradingEventRecorder {
    package init() {}
    package func record(_ event: GradingEvent) {}
}
