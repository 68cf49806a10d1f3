@testable import GraderEngine
@testable import GraderExecution
@testable import GraderReports
import Testing

@Suite("Planted bugs: the order of the runs, and what the reference runs agree on")
struct BugHuntPlanTests {
    @Test("Each bug runs once and the reference several times, in an order that changes")
    func plansRuns() {
        let plan = BugHuntPlan.shuffled(bugCount: 6, referenceRuns: 3)
        #expect(plan.compactMap { $0 }.sorted() == [0, 1, 2, 3, 4, 5])
        #expect(plan.filter { $0 == nil }.count == 3)
        #expect(plan.first == .some(nil), "a reference run first: a test that hangs on it is left out of every later run")
        let orders = Set((0..<30).map { _ in BugHuntPlan.shuffled(bugCount: 6, referenceRuns: 3).map { $0 ?? -1 } })
        #expect(orders.count > 1)
    }

    @Test("A test is valid only when it passes every reference run; one that changes its mind is inconsistent")
    func judgesReferenceRuns() {
        let runs: [[String: TestStatus]] = [
            ["steady": .passed, "flaky": .passed, "broken": .failed, "off": .skipped, "late": .passed],
            ["steady": .passed, "flaky": .failed, "broken": .failed, "off": .skipped],
            ["steady": .passed, "flaky": .passed, "broken": .crashed, "off": .skipped, "late": .passed],
        ]
        let reference = ReferenceRuns(runs)
        #expect(reference.statuses == ["steady": .passed, "flaky": .failed, "broken": .failed, "off": .skipped, "late": .failed])
        #expect(reference.inconsistent == ["flaky", "late"])
    }
}
