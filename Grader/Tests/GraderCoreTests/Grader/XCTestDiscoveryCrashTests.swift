@testable import GraderEngine
@testable import GraderExecution
@testable import GraderReports
import Testing

@Suite("XCTest crashing while it lists the tests: one stand-in test, named, that keeps the stage from complete")
struct XCTestDiscoveryCrashTests {
    static let output = """
        Could not cast value of type '(Stage2Tests.CounterTests) -> @Swift.MainActor () -> ()' (0x5599) to '(Stage2Tests.CounterTests) -> () throws -> ()' (0x7f12).
        """

    @Test("The class the runtime names stands for its tests; a listing that ended normally stands for nothing")
    func standIn() throws {
        let test = try #require(XCTestDiscoveryCrash.standIn(listing: Self.output, end: .signaled(6)))
        #expect(test.id == "Stage2Tests.CounterTests/every test: XCTest crashed while listing them")
        #expect(test.suite == "CounterTests" && XCTestDiscoveryCrash.isStandIn(test))
        #expect(XCTestDiscoveryCrash.standIn(listing: Self.output, end: .exited(128 + 6)) == test, "the sandbox's way of saying it")
        #expect(XCTestDiscoveryCrash.standIn(listing: Self.output, end: .exited(0)) == nil)
        #expect(XCTestDiscoveryCrash.standIn(listing: "Could not cast value of type '(a b) -> ()'", end: .signaled(6)) == nil)
        #expect(XCTestDiscoveryCrash.message(listing: Self.output).contains("Exercises/Stage2.md, Write the same tests with XCTest"))
    }

    @Test("A stage whose learner tests crash XCTest's listing is never complete, and the report names the mistake")
    func neverComplete() {
        let crashed = WrongTest(name: "CounterTests › " + XCTestDiscoveryCrash.standInName, status: .crashed,
                                message: XCTestDiscoveryCrash.message(listing: Self.output))
        let spec = SpecOutcome(kind: .ran, results: [TestResult(test: PlannedTest(id: "S/a()", name: "a", suite: "Task 1: A"), status: .passed)])
        func report(wrong: [WrongTest]) -> StageReport {
            StageReportBuilder.report(stage: 2, spec: spec, learner: LearnerOutcome(caught: 1, total: 1, missed: [], wrong: wrong),
                                      specFolder: "Tests/Stage2Spec")
        }
        #expect(report(wrong: []).status == .complete)
        let crashing = report(wrong: [crashed])
        #expect(crashing.status == .incomplete)
        #expect(HumanReport.wrongTestLines(crashing).contains { $0.contains("make the method async") })
    }
}
