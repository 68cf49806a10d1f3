import Foundation
@testable import GraderEngine
@testable import GraderExecution
@testable import GraderMaintenance
import Testing

// MARK: - Fakes for verify's checks: no Swift build, no child process

extension VerifyTools {
    /// Tools that record an issue when used: a test replaces the ones it expects its checks to use.
    static var unexpected: VerifyTools {
        VerifyTools(
            runProcess: { request in
                Issue.record("unexpected process: \(request.executable) \(request.arguments.joined(separator: " "))")
                return ProcessResult(end: .failedToStart("a fake"), output: "", outputTruncated: false, duration: 0)
            },
            grade: { submission in
                Issue.record("unexpected grading of \(submission.root.path)")
                return GradeReport(stages: [])
            },
            huntBugsWithSpecTests: {
                Issue.record("unexpected bug hunt")
                return [:]
            },
            killMutants: {
                Issue.record("unexpected mutation run")
                return .failure(UsageError("a fake"))
            })
    }
}

extension VerifyContext {
    /// A context on a kata that is not there, checking stage 1, with the given tools.
    static func fake(stages: [Int] = [1], tools: VerifyTools = .unexpected) -> VerifyContext {
        VerifyContext(kata: KataRoot(url: URL(fileURLWithPath: "/nonexistent-kata")), stages: stages,
                      options: GradeOptions(), tools: tools)
    }
}

/// A check that finds the problems it is given.
struct FakeVerifyCheck: VerifyCheck {
    let name: String
    let problems: [String]
    let fact: String?

    init(_ name: String, problems: [String] = [], detail: String? = nil) {
        self.name = name
        self.problems = problems
        self.fact = detail
    }

    func run(_ context: VerifyContext) -> [String] { problems }

    func detail(_ context: VerifyContext) -> String? { fact }
}

/// Made-up results for verify's checks to judge.
enum VerifyFakes {
    /// What a process run that ended so printed.
    static func processResult(_ end: ProcessEnd, output: String = "") -> ProcessResult {
        ProcessResult(end: end, output: output, outputTruncated: false, duration: 1)
    }

    /// A stage report of the starters whose spec tests are the given (suite, status) pairs.
    static func starterReport(stage: Int, _ tests: [(suite: String, status: TestStatus)]) -> StageReport {
        let results = tests.enumerated().map { index, test in
            TestResult(test: PlannedTest(id: "t\(index)", name: "test \(index)", suite: test.suite), status: test.status)
        }
        return StageReportBuilder.report(stage: stage, spec: SpecOutcome(kind: .ran, results: results), learner: nil,
                                         specFolder: "Tests/Stage\(stage)Spec")
    }
}
