import Foundation
@testable import GraderEngine
@testable import GraderExecution
@testable import GraderReports
import Testing

@Suite("Rendering reports")
struct ReportTests {
    /// Ids that say what the bug does, as the catalogs' do: no report may show them.
    static let missedID = "zero-reported-as-odd"
    static let caughtID = "two-reported-as-odd"

    static let report: GradeReport = {
        let test = PlannedTest(id: "S/two()", name: "two is even", suite: "Task 2: Even", file: "Tests/Stage1Spec/A.swift", line: 4)
        let spec = SpecOutcome(kind: .ran, results: [
            TestResult(test: test, status: .failed, message: "Expectation failed: <&>"),
            TestResult(test: PlannedTest(id: "S/one()", name: "one", suite: "Task 1: One"), status: .passed),
        ])
        let learner = LearnerOutcome(
            caught: 1, total: 2, missed: [HuntedBug(id: missedID, hint: "What about zero?")],
            caughtBugs: [HuntedBug(id: caughtID, hint: "What about two?", caughtBy: ["Evens › two is even"])],
            wrong: [WrongTest(name: "alwaysFails()", status: .failed, message: "nope")])
        var report = GradeReport(stages: [
            StageReportBuilder.report(stage: 1, spec: spec, learner: learner, specFolder: "Tests/Stage1Spec",
                                      files: [GradedFile(path: "Stages/Stage1/A.swift", sha256: "a1")]),
            StageReportBuilder.report(stage: 2, spec: SpecOutcome(kind: .compileError, compileErrors: ["Stages/Stage2/G.swift:1:1: error: x"]), learner: nil, specFolder: "Tests/Stage2Spec"),
        ])
        // Named here so rendering does not hash the test runner's executable.
        report.grader = GraderIdentity(version: "grader-test", executableSHA256: "e5")
        return report
    }()

    @Test("The human report shows both parts side by side, the first failure, hints and progress")
    func human() {
        let text = HumanReport.render(Self.report)
        #expect(text.contains("Stage 1  ✘ incomplete        spec tests 1/2      bugs caught 1/2  · 1 test of yours wrong (see below)"))
        #expect(text.contains("First failing test: Task 2: Even › two is even"))
        #expect(text.contains("See Exercises/Stage1.md, Task 2."))
        #expect(text.contains("- What about zero?"))
        #expect(text.contains("alwaysFails()"))
        #expect(text.contains("Stages/Stage2/G.swift:1:1: error: x"))
        #expect(text.contains("Progress: 0 of 2 stages complete · spec tests 1/2, stage 2 not run · planted bugs caught 1/2"))
    }

    @Test("A footer never says 0/0: it names the stages whose spec tests did not run")
    func footerWithoutSpecRuns() {
        let broken = StageReportBuilder.report(
            stage: 3, spec: SpecOutcome(kind: .compileError, compileErrors: ["x"]), learner: nil, specFolder: "Tests/Stage3Spec")
        let text = HumanReport.render(GradeReport(stages: [broken]))
        #expect(text.contains("Progress: 0 of 1 stage complete · spec tests: stage 3 not run"))
        #expect(!text.contains("0/0"))
    }

    @Test("JSON has the agreed keys")
    func json() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(JSONReport.render(Self.report).utf8)) as? [String: Any])
        let stages = try #require(object["stages"] as? [[String: Any]])
        #expect(stages[0]["status"] as? String == "incomplete")
        #expect(stages[0]["spec"] as? [String: Int] == ["passed": 1, "failed": 1, "total": 2])
        #expect(stages[0]["bugs"] as? [String: Int] == ["caught": 1, "total": 2])
        #expect((stages[0]["bugs_missed"] as? [[String: String]]) == [["hint": "What about zero?"]])
        let caught = try #require((stages[0]["bugs_caught"] as? [[String: Any]])?.first)
        #expect(caught["hint"] as? String == "What about two?")
        #expect(caught["caught_by"] as? [String] == ["Evens › two is even"])
        #expect((stages[0]["first_failure"] as? [String: Any])?["hint"] as? String == "See Exercises/Stage1.md, Task 2.")
        #expect(stages[1]["status"] as? String == "compile_error")
        #expect(object["progress"] != nil)
        #expect(Self.report.exitCode == 1)
        #expect(object["grader"] as? [String: String] == ["executable_sha256": "e5", "version": "grader-test"])
        #expect(stages[0]["files"] as? [[String: String]] == [["path": "Stages/Stage1/A.swift", "sha256": "a1"]])
        #expect(stages[1]["files"] as? [[String: String]] == [])
    }

    @Test("Graded files: sources the spec part used, learner tests the bug hunt ran, hashed from the bytes read")
    func gradedFiles() {
        var material = StageMaterial(stage: 1, input: StageInput(stage: 1, sources: "Stages/Stage1", tests: "Tests/Stage1Tests"))
        material.sources = ["B.swift": Data("abc".utf8), "Resources/Data.json": Data()]
        material.tests = ["T.swift": Data()]
        let abc = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        let empty = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
        #expect(material.gradedFiles(learnerTestsGraded: true) == [
            GradedFile(path: "Stages/Stage1/B.swift", sha256: abc),
            GradedFile(path: "Stages/Stage1/Resources/Data.json", sha256: empty),
            GradedFile(path: "Tests/Stage1Tests/T.swift", sha256: empty),
        ])
        #expect(material.gradedFiles(learnerTestsGraded: false).map(\.path) == ["Stages/Stage1/B.swift", "Stages/Stage1/Resources/Data.json"])
        material.sourceProblem = "refused"
        material.testsProblem = "refused"
        #expect(material.gradedFiles(learnerTestsGraded: true).isEmpty)
    }

    @Test("JUnit: a suite per stage, escaped, a case per spec test and per planted bug")
    func junit() {
        let xml = JUnitReport.render(Self.report)
        #expect(xml.hasPrefix("<?xml"))
        #expect(xml.contains("<testsuite name=\"Stage 1\" tests=\"4\" failures=\"2\" errors=\"0\""))
        #expect(xml.contains("Expectation failed: &lt;&amp;&gt;"))
        #expect(xml.contains("classname=\"Stage1.PlantedBugs\" name=\"What about zero?\"><failure"))
        #expect(xml.contains("classname=\"Stage1.PlantedBugs\" name=\"What about two?\"/>"))
        #expect(xml.contains("<testsuite name=\"Stage 2\" tests=\"1\" failures=\"0\" errors=\"1\""))
    }

    @Test("No report names a planted bug by its catalog id, which nearly states the fix: only by its hint")
    func bugsNamedByHint() {
        for text in [HumanReport.render(Self.report), JSONReport.render(Self.report), JUnitReport.render(Self.report)] {
            #expect(text.contains("What about zero?"))
            #expect(!text.contains(Self.missedID))
            #expect(!text.contains(Self.caughtID))
        }
        // In memory, verify still has the ids to name what the model tests miss.
        #expect(Self.report.stages[0].bugsMissed.map(\.id) == [Self.missedID])
    }

    @Test("Complete needs every spec test passed, at least one, and every bug caught")
    func complete() {
        let passing = SpecOutcome(kind: .ran, results: [TestResult(test: PlannedTest(id: "x", name: "x"), status: .passed)])
        let allCaught = LearnerOutcome(caught: 2, total: 2, missed: [], wrong: [])
        #expect(StageReportBuilder.report(stage: 1, spec: passing, learner: allCaught, specFolder: "").status == .complete)
        #expect(StageReportBuilder.report(stage: 1, spec: SpecOutcome(kind: .ran), learner: allCaught, specFolder: "").status == .incomplete)
        let oneMissed = LearnerOutcome(caught: 1, total: 2, missed: [], wrong: [])
        #expect(StageReportBuilder.report(stage: 1, spec: passing, learner: oneMissed, specFolder: "").status == .incomplete)
    }

    @Test("A stage the grader could not build, with no file of the stage to blame, is a grader error: not incomplete, and the report says what to do")
    func graderError() {
        let failed = SpecOutcome(kind: .graderError, message: "the build failed: error: unable to attach DB\nerror: database is locked")
        let report = StageReportBuilder.report(stage: 1, spec: failed, learner: nil, specFolder: "",
                                               declared: DeclaredTotals(specTests: 10, plantedBugs: 6))
        #expect(report.status == .graderError)
        #expect(report.spec.total == 10 && report.spec.passed == 0)
        #expect(HumanReport.headline(report).hasPrefix("Stage 1  ✘ not graded"))
        #expect(HumanReport.headline(report).contains("spec tests -"), "no 0/10 for a stage nobody graded")
        let details = HumanReport.details(report)
        #expect(Array(details.prefix(2)) == ["the build failed: error: unable to attach DB", "error: database is locked"])
        #expect(details.contains(HumanReport.graderErrorAdvice))
        #expect(JSONReport.render(GradeReport(stages: [report])).contains("\"grader_error\""))
    }

    @Test("A stage folder the learner left unusable (no Swift file, a test library imported) is incomplete with its message, not a grader error")
    func learnersFolderProblem() {
        let problem = SpecOutcome(kind: .notGraded, message: "Stages/Stage1 has no Swift files: nothing to grade")
        let report = StageReportBuilder.report(stage: 1, spec: problem, learner: nil, specFolder: "")
        #expect(report.status == .incomplete)
        #expect(!HumanReport.details(report).contains(HumanReport.graderErrorAdvice))
    }

    @Test("Learner tests that define another module's names make the whole stage tampered: no spec test, no bug counts")
    func learnerTampered() {
        let passing = SpecOutcome(kind: .ran, results: [TestResult(test: PlannedTest(id: "x", name: "x"), status: .passed)])
        var learner = LearnerOutcome(caught: 2, total: 2, missed: [], wrong: [])
        learner.tampered = "Stage1Tests defines `getenv`"
        let report = StageReportBuilder.report(stage: 1, spec: passing, learner: learner, specFolder: "")
        #expect(report.status == .tampered)
        #expect(report.spec.passed == 0)
        #expect(report.bugs?.caught == 0)
    }
}
