import Foundation
import GraderEngine
import GraderExecution

// MARK: - What verify's checks share

/// What several of verify's checks need, each made once, when a check first asks for it.
///
/// The checks run in the table's order, so the builds and gradings happen in that order too;
/// where one thing needs another first (`swift test --skip-build` needs the build), it asks for
/// it. The work itself goes through `tools`, which a unit test fakes.
final class VerifyContext {
    let kata: KataRoot
    /// The stages to check: all by default, or those given with `--stage`.
    let stages: [Int]
    let options: GradeOptions
    let tools: VerifyTools

    init(kata: KataRoot, stages: [Int], options: GradeOptions, tools: VerifyTools) {
        self.kata = kata
        self.stages = stages
        self.options = options
        self.tools = tools
    }

    /// Whether every stage of the kata is checked, not only some given with `--stage`.
    var checksEveryStage: Bool { Set(stages) == Set(kata.stages) }

    // MARK: The workbook

    /// The workbook: `Exercises.md` and a file per stage, `Exercises/StageN.md` (`Workbook`, the
    /// one place that knows its layout).
    lazy var workbook: Workbook = Workbook.load(kataRoot: kata.url, stages: kata.stages)

    // MARK: The starters

    /// `swift build --build-tests` of the kata as a learner clones it.
    lazy var starterBuild: ProcessResult = swift(["build", "--build-tests", "--package-path", kata.url.path])

    /// The learner's own loop, `swift test`, on the build just made.
    lazy var starterTestRun: ProcessResult = {
        _ = starterBuild
        return runStarterTests()
    }()

    /// One more `swift test` on the starters' build, for a check that wants another run.
    func runStarterTests() -> ProcessResult {
        swift(["test", "--skip-build", "--package-path", kata.url.path], timeout: 120)
    }

    /// The starters graded with the shipped example tests.
    lazy var starters: GradeReport = tools.grade(Submission.learnerCopy(at: kata.url, stages: stages).named("verify-starters"))

    // MARK: The reference

    /// The reference graded with the model tests.
    lazy var reference: GradeReport = tools.grade(Submission.reference(of: kata, stages: stages).named("verify-reference"))

    /// The folder where the reference is built as a package (`KATA_SOLUTIONS=1`), apart from the starters' build.
    var solutionsScratch: String { kata.url.appendingPathComponent(".build-verify-solutions").path }

    /// `swift build --build-tests` of the reference and the model tests, with warnings as errors.
    lazy var solutionsBuild: ProcessResult = swift(["build", "--build-tests", "--package-path", kata.url.path,
                                                    "--scratch-path", solutionsScratch, "-Xswiftc", "-warnings-as-errors"],
                                                   environment: ["KATA_SOLUTIONS": "1"])

    /// `swift test` of the reference and the model tests, on the build just made.
    lazy var solutionsTestRun: ProcessResult = {
        _ = solutionsBuild
        return swift(["test", "--skip-build", "--package-path", kata.url.path, "--scratch-path", solutionsScratch],
                     environment: ["KATA_SOLUTIONS": "1"], timeout: 300)
    }()

    // MARK: The planted bugs

    /// The spec tests against every planted bug, per stage.
    lazy var specHunt: [Int: LearnerOutcome] = tools.huntBugsWithSpecTests()

    /// The spec tests against the automatic mutants of the reference.
    lazy var mutation: Result<MutationReport, UsageError> = tools.killMutants()

    // MARK: Running swift

    /// Runs `swift` with the arguments, keeping up to 4 MiB of its output.
    func swift(_ arguments: [String], environment: [String: String] = [:], timeout: Double = 900) -> ProcessResult {
        tools.runProcess(ProcessRequest(executable: "swift", arguments: arguments, environment: environment,
                                        timeout: timeout, outputLimit: 4 << 20))
    }
}
