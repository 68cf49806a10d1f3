import Foundation
@testable import GraderEngine
@testable import GraderExecution
@testable import GraderReports
import Testing

@Suite("Points and the gradebook")
struct PointsAndGradebookTests {
    static func stage(_ number: Int, status: StageStatus = .incomplete, passed: Int, total: Int,
                      bugs: BugCounts? = nil) -> StageReport {
        StageReport(stage: number, status: status, spec: SpecCounts(passed: passed, failed: total - passed, total: total),
                    bugs: bugs, tests: [], bugsMissed: [], wrongTests: [], compileErrors: [])
    }

    @Test("A stage earns each part in proportion; bugs count only when they were graded; tampering earns nothing")
    func proportions() throws {
        let table = try PointsTable.parse(Data(#"{"stages": {"1": {"spec": 10, "bugs": 20}}}"#.utf8))
        #expect(table.points(for: Self.stage(1, passed: 3, total: 4, bugs: BugCounts(caught: 1, total: 3)))
                == Points(earned: 7.5 + 20.0 / 3, maximum: 30))
        #expect(table.points(for: Self.stage(1, passed: 4, total: 4)) == Points(earned: 10, maximum: 10))
        #expect(table.points(for: Self.stage(1, status: .tampered, passed: 4, total: 4, bugs: BugCounts(caught: 3, total: 3)))
                == Points(earned: 0, maximum: 30))
        // A stage the file does not name, and a stage that did not compile.
        #expect(table.points(for: Self.stage(2, status: .compileError, passed: 0, total: 0, bugs: BugCounts(caught: 0, total: 5)))
                == Points(earned: 0, maximum: 20))
        #expect(Points.text(14.166666) == "14.17")
        #expect(Points.text(7.5) == "7.5")
        #expect(Points.text(40) == "40")
    }

    @Test("A stage that does not compile counts its declared spec tests, all failed, and its bugs: the documented points")
    func compileErrorTotals() throws {
        let learner = LearnerOutcome(caught: 2, total: 3, missed: [], wrong: [])
        let declared = DeclaredTotals(specTests: 9, plantedBugs: 3)
        let broken = StageReportBuilder.report(
            stage: 2, spec: SpecOutcome(kind: .compileError, compileErrors: ["x"]), learner: learner,
            specFolder: "Tests/Stage2Spec", declared: declared)
        #expect(broken.status == .compileError)
        #expect(broken.spec == SpecCounts(passed: 0, failed: 9, total: 9))
        #expect(broken.bugs == BugCounts(caught: 2, total: 3))
        #expect(PointsTable().points(for: broken) == Points(earned: 20.0 / 3, maximum: 20))
        // A hunt that could not start still reports the catalog's count.
        let notHunted = StageReportBuilder.report(
            stage: 2, spec: SpecOutcome(kind: .timeout), learner: nil, specFolder: "Tests/Stage2Spec", declared: declared)
        #expect(notHunted.spec.total == 9)
        let noSwitch = StageReportBuilder.report(
            stage: 2, spec: SpecOutcome(kind: .compileError),
            learner: LearnerOutcome(caught: 0, total: 0, missed: [], wrong: [], message: "no key"),
            specFolder: "Tests/Stage2Spec", declared: declared)
        #expect(noSwitch.bugs == BugCounts(caught: 0, total: 3))
    }

    /// Teaching.md ("What an untouched copy earns") states the starters' baseline out of these 148: a change
    /// of the count is a change of that paragraph too.
    @Test("The kata's own stages declare the spec tests the grader counts: 148 over four stages")
    func declaredTotals() throws {
        let kata = KataRoot(url: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../..").standardizedFileURL)
        let totals = (1...4).map { DeclaredTotals(kata: kata, stage: $0) }
        #expect(totals.map(\.specTests).reduce(0, +) == 148)
        #expect(totals.allSatisfy { ($0.plantedBugs ?? 0) > 0 })
    }

    @Test("points.json is one of the files a kata graded for marks must have committed")
    func pointsAreGuarded() {
        let kata = KataRoot(url: URL(fileURLWithPath: "/nonexistent"))
        #expect(KataIntegrity.guardedPaths(of: kata).contains("points.json"))
    }

    @Test("A points file that is not one says what is wrong", arguments: [
        #"{"stage": {}}"#, #"{"stages": {"one": {"spec": 1, "bugs": 1}}}"#, #"{"stages": {"1": {"spec": -1, "bugs": 1}}}"#, "nonsense",
    ])
    func badPointsFile(text: String) {
        #expect(throws: UsageError.self) { try PointsTable.parse(Data(text.utf8)) }
    }

    @Test("The kata's own points.json is valid and worth 100 points over its four stages")
    func katasPointsFile() throws {
        let kata = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../..").standardizedFileURL
        let table = try PointsTable.load(kataRoot: kata)
        #expect((1...4).map { table.weights($0).spec + table.weights($0).bugs }.reduce(0, +) == 100)
    }

    @Test("A row per submission with counts in columns of their own; a stage it lacks is not graded, and earns 0 when nothing was")
    func csv() {
        var solved = GradeReport(stages: [Self.stage(1, status: .complete, passed: 2, total: 2, bugs: BugCounts(caught: 1, total: 1))])
        solved = solved.scored(by: PointsTable())
        var broken = GradeReport(stages: [])
        broken.problem = "not a copy, sorry"
        let flags = ["zoe": [ReviewFlag(.notGraded, "not a copy, sorry")], "ann": [ReviewFlag(.specEdited, stage: 1, "edited")]]
        let text = Gradebook.csv([Gradebook.Row(name: "zoe", report: broken), Gradebook.Row(name: "ann", report: solved)], flags: flags)
        #expect(text == """
            submission,stage1_status,stage1_spec_passed,stage1_spec_total,stage1_bugs_caught,stage1_bugs_total,stage1_points,\
            points,max_points,problem,graded_at,kata_commit,kata_modified,points_sha256,submission_commit,grader_version,flags\r
            ann,complete,2,2,1,1,20,20,20,,,,,,,,stage 1: spec_edited\r
            zoe,not_graded,,,,,0,0,0,"not a copy, sorry",,,,,,,not_graded\r

            """)
    }

    @Test("--csv-locale eu: semicolons between cells and decimal commas, so German and French spreadsheets open it in columns")
    func europeanCSV() {
        var half = GradeReport(stages: [Self.stage(1, status: .incomplete, passed: 1, total: 4, bugs: BugCounts(caught: 1, total: 2))])
        half = half.scored(by: PointsTable())
        let text = Gradebook.csv([Gradebook.Row(name: "Zoë; Ann", report: half)], locale: .europe)
        let lines = text.split(separator: "\r\n")
        #expect(lines.first?.hasPrefix("submission;stage1_status;stage1_spec_passed;") == true)
        #expect(lines.dropFirst().first?.hasPrefix("\"Zoë; Ann\";incomplete;1;4;1;2;7,5;7,5;20;") == true, "\(text)")
    }

    @Test("Cells that a spreadsheet would run as a formula are text; quotes and commas are quoted")
    func hostileCells() {
        #expect(Gradebook.cell("=HYPERLINK(\"x\")") == "\"'=HYPERLINK(\"\"x\"\")\"")
        #expect(Gradebook.cell("@SUM(A1)") == "'@SUM(A1)")
        #expect(Gradebook.cell("-3") == "-3")
        #expect(Gradebook.cell("a\nb") == "\"a\nb\"")
        #expect(Gradebook.cell("plain") == "plain")
    }

    @Test("The time left is estimated from the average so far")
    func progress() {
        var progress = BatchProgress(total: 4)
        #expect(progress.starting("ann") == "[1/4] ann…")
        #expect(progress.finished("ann", summary: "done", seconds: 10) == "[1/4] ann: done (10.0 s); about 30 s left")
        #expect(progress.finished("bob", summary: "done", seconds: 50) == "[2/4] bob: done (50.0 s); about 1 min 0 s left")
        _ = progress.finished("cy", summary: "done", seconds: 0)
        #expect(progress.finished("dee", summary: "done", seconds: 0) == "[4/4] dee: done (0.0 s)")
    }
}
