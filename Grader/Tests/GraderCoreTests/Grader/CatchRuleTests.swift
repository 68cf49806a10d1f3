@testable import GraderEngine
@testable import GraderExecution
@testable import GraderReports
import Testing

@Suite("A catch counts from a test that passes on the learner's own code, of a bug whose task that code passes")
struct CatchRuleTests {
    private let catalog = BugCatalog(stage: 1, bugs: [
        PlantedBug(id: "odd", hint: "What about odd numbers?", file: "IsEven.swift", wrap: .expression, find: [], replace: [], tasks: [1]),
        PlantedBug(id: "zeros", hint: "What about zeros?", file: "NumberFormatter.swift", wrap: .expression, find: [], replace: [],
                   tasks: [2, 3]),
    ])

    /// Both bugs caught: `odd` by `evens`, `zeros` by `grouping` and `padding`.
    private var hunted: LearnerOutcome {
        // Tests named as the hunt names them, matched by id (here the name prefixed with `id:`).
        LearnerOutcome(caught: 2, total: 2, missed: [],
                       caughtBugs: [HuntedBug(id: "odd", hint: "What about odd numbers?", caughtBy: ["evens"], catchingIDs: ["id:evens"]),
                                    HuntedBug(id: "zeros", hint: "What about zeros?", caughtBy: ["grouping", "padding"],
                                              catchingIDs: ["id:grouping", "id:padding"])],
                       wrong: [], validTestNames: ["id:evens": "evens", "id:grouping": "grouping", "id:padding": "padding"])
    }

    private func spec(passing tasks: Set<Int>) -> SpecOutcome {
        let results = (1...3).map { task in
            TestResult(test: PlannedTest(id: "t\(task)", name: "t\(task)()", suite: "Task \(task): A task"),
                       status: tasks.contains(task) ? .passed : .failed)
        }
        return SpecOutcome(kind: .ran, results: results)
    }

    private func own(_ statuses: [String: TestStatus]) -> OwnCodeOutcome {
        // The own run may tell a name without its suite: only the id is matched.
        OwnCodeOutcome(kind: .ran, results: Dictionary(uniqueKeysWithValues: statuses.map { name, status in
            ("id:" + name, TestResult(test: PlannedTest(id: "id:" + name, name: "told otherwise: " + name), status: status))
        }))
    }

    @Test("Working code and tests that pass on it: every catch counts")
    func workingCodeKeepsEveryCatch() {
        let counted = CatchRule.apply(hunted, catalog: catalog, own: own(["evens": .passed, "grouping": .passed, "padding": .passed]),
                                      spec: spec(passing: [1, 2, 3]))
        #expect(counted.caught == 2)
        #expect(counted.missed.isEmpty)
        #expect(counted.failingOnOwnCode.isEmpty)
    }

    @Test("A catching test that fails on the learner's code catches nothing; another that passes keeps the catch")
    func testFailingOnOwnCodeLosesItsCatch() {
        let counted = CatchRule.apply(hunted, catalog: catalog, own: own(["evens": .failed, "grouping": .passed, "padding": .failed]),
                                      spec: spec(passing: [1, 2, 3]))
        #expect(counted.caught == 1)
        #expect(counted.caughtBugs.map(\.id) == ["zeros"])
        #expect(counted.caughtBugs.first?.caughtBy == ["grouping"])
        #expect(counted.missed.map(\.id) == ["odd"])
        #expect(counted.missed.first?.waitingFor?.contains("`evens`, which fails on your own code: it counts when your code passes it") == true)
        #expect(counted.failingOnOwnCode.map(\.name) == ["evens", "padding"])
        #expect(counted.caughtBugs.first?.catchingIDs == ["id:grouping"])
    }

    @Test("Code that passes none of a bug's tasks: the bug waits, whatever the tests say (tests with no expected value, starter code)")
    func unfinishedTaskWithholdsTheCatch() {
        let counted = CatchRule.apply(hunted, catalog: catalog, own: own(["evens": .passed, "grouping": .passed, "padding": .passed]),
                                      spec: spec(passing: [3]))
        #expect(counted.caught == 1)
        #expect(counted.caughtBugs.map(\.id) == ["zeros"])
        #expect(counted.missed.first?.waitingFor == "your tests catch it; it counts once your code passes the spec tests of Task 1")
        let starter = CatchRule.apply(hunted, catalog: catalog, own: own(["evens": .passed, "grouping": .passed, "padding": .passed]),
                                      spec: spec(passing: []))
        #expect(starter.caught == 0)
        #expect(starter.missed.map(\.id) == ["odd", "zeros"])
    }

    @Test("Stage code that does not compile: no catch counts, each says what it waits for")
    func codeThatDoesNotCompileCountsNothing() {
        let counted = CatchRule.apply(hunted, catalog: catalog, own: OwnCodeOutcome(kind: .compileError),
                                      spec: SpecOutcome(kind: .compileError))
        #expect(counted.caught == 0)
        #expect(counted.missed.allSatisfy { $0.waitingFor == "your tests catch it; it counts once your stage code compiles" })
        #expect(counted.missed.allSatisfy { $0.caughtBy == nil })
    }

    @Test("Tests that do not compile against the learner's own code: no catch counts")
    func testsThatDoNotCompileAgainstOwnCodeCountNothing() {
        let counted = CatchRule.apply(hunted, catalog: catalog, own: OwnCodeOutcome(kind: .compileError), spec: spec(passing: [1, 2, 3]))
        #expect(counted.caught == 0)
        #expect(counted.missed.first?.waitingFor == "your tests catch it; it counts once they compile against your own code")
    }

    @Test("A run that hung with no test to blame counts only when some test passes on the learner's code")
    func unblamedCatchNeedsAPassingTest() {
        var outcome = hunted
        outcome.caughtBugs[0].caughtBy = []
        outcome.caughtBugs[0].catchingIDs = []
        let kept = CatchRule.apply(outcome, catalog: catalog, own: own(["grouping": .passed]), spec: spec(passing: [1, 2, 3]))
        #expect(kept.caught == 2)
        let lost = CatchRule.apply(outcome, catalog: catalog, own: own(["grouping": .failed]), spec: spec(passing: [1, 2, 3]))
        #expect(lost.caught == 0)
        #expect(lost.missed.first?.waitingFor == "none of your tests passes on your own code yet")
    }

    @Test("Missed and waiting bugs are listed in the catalog's order")
    func missedKeepCatalogOrder() {
        var outcome = hunted
        outcome.caughtBugs.removeLast()
        outcome.missed = [HuntedBug(id: "zeros", hint: "What about zeros?")]
        outcome.caught = 1
        let counted = CatchRule.apply(outcome, catalog: catalog, own: own(["evens": .failed]), spec: spec(passing: [1, 2, 3]))
        #expect(counted.missed.map(\.id) == ["odd", "zeros"])
    }
}
