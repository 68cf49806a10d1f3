@testable import GraderEngine
@testable import GraderExecution
@testable import GraderReports
import Testing

@Suite("Planted bugs: judging the learner's tests")
struct PlantedBugsVerdictTests {
    typealias Fixtures = PlantedBugsFixtures

    /// A catalog of three bugs, a, b and c, with hints "hint a", "hint b", "hint c".
    private let catalog = BugCatalog(stage: 1, bugs: ["a", "b", "c"].map { Fixtures.bug($0, hint: "hint \($0)") })

    /// Runs where bug a fails `even`, bug b fails nothing, bug c fails `odd`.
    private func runs(_ statuses: [String: [String: TestStatus]]) -> [String: PlantedBugRun] {
        statuses.mapValues { PlantedBugRun(statuses: $0) }
    }

    @Test("A bug is caught when a valid test fails on it; missed hints come in catalog order")
    func catchesByFailingTest() {
        let verdict = BugHuntJudge.verdict(
            catalog: catalog,
            reference: ["even": .passed, "odd": .passed],
            runs: runs(["c": ["even": .passed, "odd": .failed], "b": ["even": .passed, "odd": .passed],
                        "a": ["even": .failed, "odd": .failed]]))
        #expect(verdict.validTests == ["even", "odd"])
        #expect(verdict.wrongTests.isEmpty)
        #expect(verdict.bugs.map(\.status) == [.caughtByTests(["even", "odd"]), .missed, .caughtByTests(["odd"])])
        #expect(verdict.caughtCount == 2)
        #expect(verdict.totalCount == 3)
        #expect(verdict.missed.map(\.hint) == ["hint b"])
    }

    @Test("A test that does not pass on the reference is wrong and catches nothing", arguments: [
        TestStatus.failed, .crashed, .timeout, .noResult,
    ])
    func excludesWrongTests(referenceStatus: TestStatus) {
        let verdict = BugHuntJudge.verdict(
            catalog: catalog,
            reference: ["good": .passed, "bad": referenceStatus],
            runs: runs(["a": ["good": .failed, "bad": .failed], "b": ["good": .passed, "bad": .failed],
                        "c": ["good": .passed, "bad": .crashed]]))
        #expect(verdict.wrongTests == ["bad"])
        #expect(verdict.validTests == ["good"])
        #expect(verdict.bugs.map(\.status) == [.caughtByTests(["good"]), .missed, .missed])
    }

    @Test("A test that always fails is reported as wrong, and with no valid test nothing is caught")
    func alwaysFailingTest() {
        var bugRuns = runs(["a": ["always": .failed], "b": ["always": .failed]])
        bugRuns["c"] = PlantedBugRun(statuses: [:], timedOutUnblamed: true)
        let verdict = BugHuntJudge.verdict(catalog: catalog, reference: ["always": .failed], runs: bugRuns)
        #expect(verdict.wrongTests == ["always"])
        #expect(verdict.validTests.isEmpty)
        #expect(verdict.caughtCount == 0)
        #expect(verdict.missed.map(\.hint) == ["hint a", "hint b", "hint c"])
    }

    @Test("A crash or a time-out of a valid test catches the bug; no result or a skip does not", arguments: [
        (TestStatus.crashed, true), (.timeout, true), (.failed, true), (.noResult, false), (.skipped, false), (.passed, false),
    ])
    func testStatusWithBug(status: TestStatus, caught: Bool) {
        let verdict = BugHuntJudge.verdict(
            catalog: BugCatalog(stage: 1, bugs: [Fixtures.bug("a")]),
            reference: ["t": .passed], runs: runs(["a": ["t": status]]))
        #expect(verdict.bugs[0].status.isCaught == caught)
    }

    @Test("A whole-run time-out or crash with no test to blame catches the bug")
    func catchesByUnblamedRunEnd() {
        let verdict = BugHuntJudge.verdict(
            catalog: catalog, reference: ["t": .passed],
            runs: ["a": PlantedBugRun(statuses: [:], timedOutUnblamed: true),
                   "b": PlantedBugRun(statuses: ["t": .passed], crashedUnblamed: true),
                   "c": PlantedBugRun(statuses: ["t": .noResult])])
        #expect(verdict.bugs.map(\.status) == [.caughtByTimeout, .caughtByCrash, .missed])
    }

    @Test("A harness error, or no run at all, never counts as caught")
    func harnessErrorIsNotCaught() {
        let verdict = BugHuntJudge.verdict(
            catalog: catalog, reference: ["t": .passed],
            runs: ["a": PlantedBugRun(statuses: [:], harnessError: "the test binary could not start"),
                   "c": PlantedBugRun(statuses: ["t": .failed], harnessError: "output was cut")])
        #expect(verdict.bugs.map(\.status) == [
            .harnessError("the test binary could not start"),
            .harnessError("the tests were not run with this bug on"),
            .caughtByTests(["t"]),
        ])
        #expect(verdict.missed.map(\.hint) == ["hint a", "hint b"])
        #expect(verdict.harnessErrors.map(\.bugID) == ["a", "b"])
    }

    @Test("Skipped tests are neither valid nor wrong")
    func skippedTests() {
        let verdict = BugHuntJudge.verdict(
            catalog: catalog, reference: ["t": .passed, "off": .skipped], runs: [:])
        #expect(verdict.skippedTests == ["off"])
        #expect(verdict.validTests == ["t"])
        #expect(verdict.wrongTests.isEmpty)
    }

    @Test("A session's results become statuses by test id, and its time-out counts only when no test is blamed")
    func readsSession() {
        let hanging = TestResult(test: PlannedTest(id: "S/hangs()", name: "hangs"), status: .timeout)
        let passing = TestResult(test: PlannedTest(id: "S/passes()", name: "passes"), status: .passed)
        let blamed = PlantedBugRun(TestSessionResult(results: [hanging, passing], timedOut: true, harnessError: nil))
        #expect(blamed == PlantedBugRun(statuses: ["S/hangs()": .timeout, "S/passes()": .passed]))
        let unblamed = PlantedBugRun(TestSessionResult(results: [passing], timedOut: true, harnessError: "x"))
        #expect(unblamed == PlantedBugRun(statuses: ["S/passes()": .passed], timedOutUnblamed: true, harnessError: "x"))
    }

    @Test("A stage whose every bug is caught says so")
    func everyBugCaught() {
        let verdict = BugHuntJudge.verdict(
            catalog: catalog, reference: ["t": .passed],
            runs: runs(["a": ["t": .failed], "b": ["t": .crashed], "c": ["t": .timeout]]))
        #expect(verdict.caughtCount == verdict.totalCount)
        #expect(verdict.missed.map(\.hint).isEmpty)
        #expect(verdict.caughtCount == 3)
    }
}
