import GraderExecution

// MARK: - What the grader reports

/// A stage's overall status.
package enum StageStatus: String, Codable, Sendable {
    /// Every spec test passes and every planted bug is caught.
    case complete
    /// Something is left to do.
    case incomplete
    /// The stage's code, or the spec tests against it, do not compile.
    case compileError = "compile_error"
    /// A build or a test run of the stage hit its time limit.
    case timeout
    /// The stage's test results show signs of being forged by the code under test: zero marks.
    case tampered
    /// Graded in place with spec tests that are not as the kata ships them: nothing counts.
    case specModified = "spec_modified"
    /// The grader could not grade the stage: its workspace could not be written or built, and
    /// the compiler named no file of the stage (the message says what failed). Not a verdict
    /// on the code: grading again may succeed, and a class's batch flags it for review.
    case graderError = "grader_error"
}

/// Counts of the spec tests: the "make it pass" part.
package struct SpecCounts: Codable, Sendable, Equatable {
    package var passed: Int
    package var failed: Int
    package var total: Int
}

/// Counts of the planted bugs: the "write your own tests" part.
package struct BugCounts: Codable, Sendable, Equatable {
    package var caught: Int
    package var total: Int
}

/// A planted bug as the reports name it: by its hint, a question about behaviour. The
/// catalog's id says what the bug does, and so nearly gives the fix away: it stays in memory,
/// for `verify` and maintainers, and is never written.
package struct ReportedBug: Codable, Sendable, Equatable {
    package var hint: String
    /// For a caught bug, the learner's tests that failed, crashed or hung with it on (empty when
    /// the run as a whole hung or crashed with no test to blame); `nil` for a missed bug.
    package var caughtBy: [String]?
    /// For a bug listed as missed that the learner's tests did catch: why the catch does not
    /// count yet (the learner's own code does not pass the catching test, or the bug's task).
    package var waitingFor: String?
    /// The catalog's id: in memory only, never encoded.
    package var id: String = ""

    enum CodingKeys: String, CodingKey {
        case hint
        case caughtBy = "caught_by"
        case waitingFor = "waiting_for"
    }
}

/// One of the learner's tests that fails on the reference solution: `failed`, or `timeout` and
/// `crashed` for a test that never ended (these are listed first).
package struct WrongTest: Codable, Sendable, Equatable {
    package var name: String
    package var status: TestStatus
    package var message: String?
}

/// One of the learner's tests that passes on the reference but takes a second or more of real
/// time in every reference run: a unit test that waits on the clock (a sleep, a real timer)
/// is slow and flaky, and stage 3 teaches the clock you move instead.
package struct SlowTest: Codable, Sendable, Equatable {
    package var name: String
    /// Its fastest reference run, in seconds.
    package var seconds: Double

    /// A test is named slow from this many seconds on.
    static let threshold = 1.0
}

/// One spec test as reported: in test-file order.
package struct ReportedTest: Codable, Sendable, Equatable {
    package var name: String
    package var status: TestStatus
    package var message: String?
    package var file: String?
    package var line: Int?
}

/// The first spec test that did not pass, with where to read up on it.
package struct FirstFailure: Codable, Sendable, Equatable {
    package var name: String
    package var status: TestStatus
    package var message: String?
    package var file: String?
    package var line: Int?
    package var hint: String?
}

/// A file of the submission that was graded, with the SHA-256 of the bytes the grader read:
/// what a disputed grade can be checked against.
package struct GradedFile: Codable, Sendable, Equatable {
    /// Relative to the submission, such as `Stages/Stage1/IsEven.swift`.
    package var path: String
    package var sha256: String
}

/// Everything the grader says about one stage.
package struct StageReport: Codable, Sendable, Equatable {
    package var stage: Int
    package var status: StageStatus
    /// Why the stage was not graded normally, when it was not.
    package var message: String?
    package var spec: SpecCounts
    /// The stage's tasks, in order, each with its spec tests passed and total.
    package var tasks: [TaskProgress] = []
    /// `nil` when the learner's tests were not graded (`--no-bugs`, or no catalog).
    package var bugs: BugCounts?
    package var tests: [ReportedTest]
    package var bugsMissed: [ReportedBug]
    /// The planted bugs the learner's tests caught, in catalog order.
    package var bugsCaught: [ReportedBug] = []
    package var wrongTests: [WrongTest]
    /// The learner's valid tests that fail on the learner's own code: their catches wait for it.
    /// `nil` where the learner's tests were not graded (and in reports of earlier graders).
    package var failingOnYourCode: [WrongTest]?
    package var firstFailure: FirstFailure?
    /// The first compiler errors, paths relative to the submission.
    package var compileErrors: [String]
    /// Why the learner's tests could not be graded, when they could not.
    package var learnerTestsMessage: String?
    /// The learner's tests that wait on real time (`SlowTest`); `nil` when there are none.
    package var slowTests: [SlowTest]?
    /// Every file of the submission graded for this stage, by path.
    package var files: [GradedFile] = []
    /// Files of the stage left out for their names; the stage's other files were graded.
    package var refusedFiles: [RefusedFile] = []
    /// What the stage earns by the kata's `points.json`.
    package var points: Points?
    /// The optional challenge of `--mutants`: how many automatic mutants the learner's tests
    /// catch. Worth no points, never part of the status.
    package var mutants: MutantChallenge?
    /// The SHA-256 of the stage's graded code and tests with comments and spacing set aside:
    /// two students' stages with the same digest hold the same work (`ClassSummary`'s flags).
    package var workDigest: String?

    enum CodingKeys: String, CodingKey {
        case stage, status, message, spec, tasks, bugs, tests, files, points, mutants
        case workDigest = "work_digest"
        case bugsMissed = "bugs_missed"
        case bugsCaught = "bugs_caught"
        case wrongTests = "wrong_tests"
        case failingOnYourCode = "failing_on_your_code"
        case firstFailure = "first_failure"
        case compileErrors = "compile_errors"
        case learnerTestsMessage = "learner_tests_message"
        case slowTests = "slow_tests"
        case refusedFiles = "refused_files"
    }
}

extension StageReport {
    /// Marks a stage graded with spec tests that are not as shipped: `spec_modified`, what
    /// changed, and how to put them back.
    mutating func flagSpecChanges(_ changes: [String], folder: String) {
        status = .specModified
        let listed = changes.prefix(5).joined(separator: ", ") + (changes.count > 5 ? " and \(changes.count - 5) more" : "")
        message = "the spec tests are the kata's, not yours to change (\(listed)); "
            + "put them back with: git checkout -- \(folder)"
            + (changes.contains { $0.hasPrefix("added ") } ? ", and remove the files you added" : "")
    }
}

/// How the learner's tests fared against automatic mutants of the reference (`--mutants`).
package struct MutantChallenge: Codable, Sendable, Equatable {
    /// Mutants one of the learner's tests failed, crashed or hung on.
    package var caught: Int
    /// Mutants that compile.
    package var total: Int
    /// Why the challenge could not be run, when it could not.
    package var message: String?
    /// The mutants no test caught, in the reference's order: what the challenge asks a learner
    /// to write a test for. Empty when every mutant is caught or the challenge did not run.
    package var survivors: [MutantSurvivor] = []
}

/// One automatic mutant the learner's tests let through: where the reference was changed, and
/// how. Unlike a planted bug, a mutant is named by its change: it is generated, not a lesson,
/// and the challenge is to find the test that tells it from the reference. It is placed in the
/// learner's own file and the workbook's task (`SurvivorPlace`), never by a path into `Solutions/`.
package struct MutantSurvivor: Codable, Sendable, Equatable {
    /// The learner's file of the same name: `Stages/Stage4/GamesListViewModel.swift`.
    package var file: String
    /// The function, initialiser or property the changed line is in, such as `load()`.
    var declaration: String?
    /// The task of the workbook that teaches it, when the workbook names the declaration.
    package var task: Int?
    /// The mutation operator, such as `relational` (`Mutant.Operator`).
    package var `operator`: String
    /// The change: "`>` → `>=`", "deleted", "swapped with the next line".
    package var change: String
    /// The reference's line as written, without its indentation.
    var sourceLine: String

    /// `Stages/Stage1/Parity.swift, in isEven() (Task 1): `==` → `!=`  in: number % 2 == 0`
    package var summary: String {
        SurvivorPlace(file: file, declaration: declaration, task: task).summary(change: change, sourceLine: sourceLine)
    }

    enum CodingKeys: String, CodingKey {
        case file, declaration, task, `operator`, change
        case sourceLine = "source_line"
    }
}

/// The totals over every graded stage.
package struct Progress: Codable, Sendable, Equatable {
    package var stagesComplete: Int
    package var stagesGraded: Int
    package var specPassed: Int
    package var specTotal: Int
    package var bugsCaught: Int
    package var bugsTotal: Int

    enum CodingKeys: String, CodingKey {
        case stagesComplete = "stages_complete"
        case stagesGraded = "stages_graded"
        case specPassed = "spec_passed"
        case specTotal = "spec_total"
        case bugsCaught = "bugs_caught"
        case bugsTotal = "bugs_total"
    }

    package init(stages: [StageReport]) {
        stagesComplete = stages.filter { $0.status == .complete }.count
        stagesGraded = stages.count
        specPassed = stages.map(\.spec.passed).reduce(0, +)
        specTotal = stages.map(\.spec.total).reduce(0, +)
        bugsCaught = stages.compactMap(\.bugs?.caught).reduce(0, +)
        bugsTotal = stages.compactMap(\.bugs?.total).reduce(0, +)
    }
}

/// The whole report: what `--json` prints.
package struct GradeReport: Codable, Sendable, Equatable {
    package var stages: [StageReport]
    package var progress: Progress
    /// The sum of the stages' points.
    package var points: Points?
    /// Why the submission could not be graded at all (in a batch: no stages then).
    package var problem: String?
    /// Something the learner should know about the whole grade, such as that a student copy
    /// leaves the planted-bug hunt to the instructor.
    package var notice: String?
    /// The grader that made the report; `JSONReport` fills it in when it is missing.
    package var grader: GraderIdentity?
    /// What was graded, from what, and when; set where a report is finished (`stamped`).
    package var provenance: Provenance?
    /// How long the grade took of its budget, when the budget ran out.
    package var budget: BudgetUse?
    /// What the instructor should look at (`ReviewFlag`); `nil` when nothing.
    package var flags: [ReviewFlag]?
    /// Graded only as far as the first stage that is not complete (`FirstOpenStage`, a learner's
    /// own `./grade.sh`): the stages after it, not graded; `nil` when every stage asked for was.
    package var stagesNotGraded: [Int]?

    enum CodingKeys: String, CodingKey {
        case stages, progress, points, problem, notice, grader, provenance, budget, flags
        case stagesNotGraded = "stages_not_graded"
    }

    package init(stages: [StageReport]) {
        self.stages = stages
        self.progress = Progress(stages: stages)
    }

    /// The same report with only its first `count` stages, totals and points summed again.
    func keepingStages(_ count: Int) -> GradeReport {
        var report = self
        report.stages = Array(stages.prefix(count))
        report.progress = Progress(stages: report.stages)
        if points != nil { report.points = report.stages.compactMap(\.points).reduce(.zero, +) }
        return report
    }

    /// The same report with every stage's points, and their sum, by `table`
    /// (`bugsGradedElsewhere`: see `PointsTable.points(for:bugsGradedElsewhere:)`).
    func scored(by table: PointsTable, bugsGradedElsewhere: Bool = false) -> GradeReport {
        var report = self
        for index in report.stages.indices {
            report.stages[index].points = table.points(for: report.stages[index], bugsGradedElsewhere: bugsGradedElsewhere)
        }
        report.points = report.stages.compactMap(\.points).reduce(.zero, +)
        return report
    }

    /// 0 when every graded stage is complete, 1 otherwise.
    package var exitCode: Int32 {
        stages.allSatisfy { $0.status == .complete } ? 0 : 1
    }
}
