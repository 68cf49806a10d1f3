import Foundation
import Testing
@testable import GraderCore

// MARK: - GitHub Classroom's points, as the grade counts them

@Suite("GitHub Classroom's results: a stage's spec points in proportion")
struct ClassroomReportTests {
    static func stage(_ number: Int, _ statuses: [TestStatus], status: StageStatus = .incomplete,
                      compileErrors: [String] = []) -> StageReport {
        let tests = statuses.enumerated().map { index, status in
            ReportedTest(name: "Task 1: Odd or even › test \(index)", status: status,
                         message: status == .passed ? nil : "went wrong", file: nil, line: nil)
        }
        let passed = statuses.filter { $0 == .passed }.count
        return StageReport(stage: number, status: status,
                           spec: SpecCounts(passed: passed, failed: statuses.count - passed, total: statuses.count),
                           bugs: nil, tests: tests, bugsMissed: [], wrongTests: [], compileErrors: compileErrors)
    }

    /// What Classroom's reporter makes of one line: the sum of the tests' scores, the maximum,
    /// and its console's figure (the share of passing tests times the maximum).
    static func read(_ line: Substring) throws -> (runner: String, total: Double, maximum: Double, console: Double) {
        let parts = line.split(separator: "=", maxSplits: 1)
        let data = try #require(Data(base64Encoded: String(parts[1])))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let tests = try #require(json["tests"] as? [[String: Any]])
        let maximum = try #require(json["max_score"] as? Double)
        let total = tests.compactMap { $0["score"] as? Double }.reduce(0, +)
        let passing = Double(tests.filter { $0["status"] as? String == "pass" }.count)
        return (String(parts[0]), total, maximum, passing / Double(tests.count) * maximum)
    }

    @Test("7 of 9 spec tests earn 7/9 of the stage's spec points, in what Classroom records and what it shows")
    func proportional() throws {
        let points = PointsTable(stages: [1: .init(spec: 9, bugs: 10), 2: .init(spec: 20, bugs: 10)])
        let report = GradeReport(stages: [
            Self.stage(1, Array(repeating: .passed, count: 7) + [.failed, .crashed]),
            Self.stage(2, [.passed, .passed], status: .complete),
        ])
        let lines = ClassroomReport.render(report, points: points).split(separator: "\n")
        #expect(lines.count == 2)
        let first = try Self.read(lines[0])
        #expect(first.runner == "stage1")
        #expect(abs(first.total - 7) < 1e-9 && first.maximum == 9 && abs(first.console - 7) < 1e-9)
        #expect(abs(first.total - (try #require(points.points(for: report.stages[0]).earned))) < 0.01)
        let second = try Self.read(lines[1])
        #expect(second.runner == "stage2" && second.total == 20 && second.maximum == 20)
    }

    @Test("A stage that does not compile is one failed test; a tampered one earns nothing", arguments: [
        (StageStatus.compileError, [TestStatus]()),
        (StageStatus.tampered, [TestStatus.passed, .passed]),
        (StageStatus.specModified, [TestStatus.passed]),
    ])
    func earnsNothing(status: StageStatus, tests: [TestStatus]) throws {
        let report = GradeReport(stages: [Self.stage(3, tests, status: status, compileErrors: ["a.swift:1: error: oops"])])
        let line = try #require(ClassroomReport.render(report, points: PointsTable()).split(separator: "\n").first)
        let result = try Self.read(line)
        #expect(result.runner == "stage3" && result.total == 0 && result.console == 0 && result.maximum == 10)
    }

    @Test("The Classroom workflow listens to repository_dispatch and hands the reporter each stage's result")
    func workflow() {
        let text = ClassroomWorkflow.text(stages: [1, 2], points: PointsTable())
        #expect(text.contains("  repository_dispatch:\n"))
        #expect(text.contains("./grade.sh --no-bugs --classroom \"$GITHUB_OUTPUT\""))
        #expect(text.contains("          STAGE2_RESULTS: \"${{ steps.grade.outputs.stage2 }}\"\n"))
        #expect(text.contains("          runners: stage1,stage2\n"))
        #expect(!text.contains("autograding-command-grader"))
    }

    @Test("A student copy shows the same maximum as the gradebook: the planted bugs' points count, none earned yet")
    func studentCopyMaximum() {
        let stage = Self.stage(1, [.passed, .failed])
        let table = PointsTable(stages: [1: .init(spec: 10, bugs: 30)])
        #expect(table.points(for: stage) == Points(earned: 5, maximum: 10))
        #expect(table.points(for: stage, bugsGradedElsewhere: true) == Points(earned: 5, maximum: 40))
    }
}
