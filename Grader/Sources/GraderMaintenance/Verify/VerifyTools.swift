import Foundation
import GraderEngine
import GraderExecution

// MARK: - How verify reaches the world

/// The few things verify does that take minutes: run `swift`, grade a submission, hunt the
/// planted bugs and the mutants with the spec tests.
///
/// `live` does them for real; a unit test hands in fakes, so that the checks and the table
/// are tested in milliseconds, with no Swift build.
struct VerifyTools {
    /// Runs a child process (`swift build`, `swift test`) and waits for it.
    var runProcess: (ProcessRequest) -> ProcessResult
    /// Grades a submission, as `./grade.sh` would, on the stages verify checks.
    var grade: (Submission) -> GradeReport
    /// Runs the spec tests against every planted bug of the reference, per stage.
    var huntBugsWithSpecTests: () -> [Int: LearnerOutcome]
    /// Runs the spec tests against the automatic mutants of the reference.
    var killMutants: () -> Result<MutationReport, UsageError>

    /// The real thing: one grader for the gradings and the bug hunt, with the options given.
    static func live(kata: KataRoot, stages: [Int], options: GradeOptions,
                     events: any GradingEventRecorder) -> VerifyTools {
        let grader = KataGrader(kata: kata, options: options, events: events)
        return VerifyTools(
            runProcess: ProcessRunner.run,
            grade: { grader.grade($0, stages: stages) },
            huntBugsWithSpecTests: { SpecVersusBugs.hunt(grader.session, stages: stages) },
            killMutants: {
                Result { () throws(UsageError) in
                    try MutationCheck.run(kata: kata, stages: stages, options: options, events: events)
                }
            })
    }
}
