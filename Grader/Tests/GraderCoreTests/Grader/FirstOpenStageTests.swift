import Foundation
@testable import GraderCLI
@testable import GraderEngine
@testable import GraderExecution
@testable import GraderReports
import Testing

@Suite("The stage a learner is on: graded alone, the others in one line")
struct FirstOpenStageTests {
    /// A stage report with only a status: all `FirstOpenStage` and the report's line read.
    static func stage(_ number: Int, _ status: StageStatus) -> StageReport {
        StageReport(stage: number, status: status, spec: SpecCounts(passed: 0, failed: 0, total: 0), bugs: nil, tests: [],
                    bugsMissed: [], wrongTests: [], compileErrors: [])
    }

    /// Grades with `statuses`, recording which stages each call was asked for.
    final class FakeGrades {
        let statuses: [Int: StageStatus]
        var calls: [[Int]] = []
        init(_ statuses: [Int: StageStatus]) { self.statuses = statuses }
        func grade(_ stages: [Int]) -> GradeReport {
            calls.append(stages)
            return GradeReport(stages: stages.map { FirstOpenStageTests.stage($0, statuses[$0] ?? .complete) })
        }
    }

    @Test("A fresh clone grades stage 1 alone, and names stages 2 to 4 as not graded")
    func freshClone() {
        let grades = FakeGrades([1: .incomplete, 2: .incomplete, 3: .incomplete, 4: .incomplete])
        let report = FirstOpenStage(stages: [1, 2, 3, 4], remembered: nil).grade(grades.grade)
        #expect(grades.calls == [[1]])
        #expect(report.stages.map(\.stage) == [1])
        #expect(report.stagesNotGraded == [2, 3, 4])
        #expect(report.progress.stagesGraded == 1)
        #expect(report.exitCode == 1)
    }

    @Test("Each complete stage lets the grade go one stage further; the remembered stage starts there at once")
    func goesFurther() {
        let grades = FakeGrades([3: .compileError, 4: .incomplete])
        let report = FirstOpenStage(stages: [1, 2, 3, 4], remembered: nil).grade(grades.grade)
        #expect(grades.calls == [[1], [1, 2], [1, 2, 3]])
        #expect(report.stages.map(\.stage) == [1, 2, 3] && report.stagesNotGraded == [4])

        let again = FakeGrades([3: .compileError, 4: .incomplete])
        _ = FirstOpenStage(stages: [1, 2, 3, 4], remembered: 3).grade(again.grade)
        #expect(again.calls == [[1, 2, 3]], "one grade, not three")
    }

    @Test("A finished stage broken again is the one shown; what was graded after it is left out")
    func brokenAgain() {
        let grades = FakeGrades([2: .incomplete, 3: .incomplete])
        let report = FirstOpenStage(stages: [1, 2, 3, 4], remembered: 3).grade(grades.grade)
        #expect(report.stages.map(\.stage) == [1, 2])
        #expect(report.stagesNotGraded == [3, 4])
    }

    @Test("Every stage complete: the grade of every stage, as ./grade.sh all gives")
    func allComplete() {
        let grades = FakeGrades([:])
        let report = FirstOpenStage(stages: [1, 2, 3, 4], remembered: nil).grade(grades.grade)
        #expect(grades.calls.last == [1, 2, 3, 4])
        #expect(report.stages.count == 4 && report.stagesNotGraded == nil && report.exitCode == 0)
        #expect(!HumanReport.render(report).contains("not graded"))
    }

    @Test("The report shows the open stage in full and one line for the others")
    func humanReport() {
        var report = GradeReport(stages: [Self.stage(1, .complete), Self.stage(2, .complete), Self.stage(3, .incomplete)])
        report.stagesNotGraded = [4]
        let lines = HumanReport.render(report).split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("Stage ") }.map { String($0.prefix(8)) } == ["Stage 3 "])
        #expect(lines.contains("Stages 1 and 2 ✔ complete · Stage 4 not graded yet (./grade.sh all grades every stage, ./grade.sh N one stage)"))
        #expect(JSONReport.render(report).contains("\"stages_not_graded\" : [\n    4\n  ]"))
    }

    @Test("Only a learner's own plain grade stops at the open stage: not all, a stage, a submission, a batch or a platform's report")
    func whenFirstOpen() throws {
        #expect(try Arguments.parse([]).gradesFirstOpenStage)
        #expect(try Arguments.parse(["--json"]).gradesFirstOpenStage)
        let everyStage = [["all"], ["2"], ["--submission", "s"], ["--batch", "b", "--out", "o"], ["--junit", "j.xml"],
                          ["--results", "r"], ["--gradescope", "g.json"], ["--classroom50", "c.json"], ["watch"]]
        for arguments in everyStage {
            #expect(try !Arguments.parse(arguments).gradesFirstOpenStage, "\(arguments)")
        }
        #expect(try Arguments.parse(["all"]).allStages)
        #expect(throws: UsageError.self) { try Arguments.parse(["all", "2"]) }
        #expect(throws: UsageError.self) { try Arguments.parse(["hint", "all"]) }
    }

    @Test("hint takes a stage and a task; a task alone is a stage, and a third number is too many")
    func hintTask() throws {
        let arguments = try Arguments.parse(["hint", "4", "9"])
        #expect(arguments.command == .hint && arguments.stages == [4] && arguments.hintTask == 9)
        #expect(try Arguments.parse(["hint", "4"]).hintTask == nil)
        #expect(throws: UsageError.self) { try Arguments.parse(["hint", "4", "9", "2"]) }
        #expect(throws: UsageError.self) { try Arguments.parse(["hint", "4", "0"]) }
        #expect(Arguments.usage.contains("./grade.sh hint [STAGE [TASK]]"))
    }

    @Test("The open stage is remembered in the build folder; a missing or garbled file remembers nothing")
    func remembered() throws {
        let kata = FileManager.default.temporaryDirectory.appendingPathComponent("open-stage-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: kata) }
        #expect(FirstOpenStage.remembered(kataRoot: kata) == nil)
        FirstOpenStage.remember(3, kataRoot: kata)
        #expect(FirstOpenStage.remembered(kataRoot: kata) == 3)
        try Data("three".utf8).write(to: kata.appendingPathComponent("Grader/.build/open-stage"))
        #expect(FirstOpenStage.remembered(kataRoot: kata) == nil)
    }
}
