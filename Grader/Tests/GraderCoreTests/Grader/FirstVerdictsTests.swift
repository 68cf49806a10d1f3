@testable import GraderEngine
@testable import GraderExecution
@testable import GraderReports
import Testing

@Suite("The verdicts a grade shows before the hunt ends")
struct FirstVerdictsTests {
    private func result(_ id: String, _ status: TestStatus) -> TestResult {
        TestResult(test: PlannedTest(id: id, name: id), status: status)
    }

    @Test("The spec tests' verdict, stage by stage: how many pass, or why none ran")
    func specVerdicts() {
        let lines = FirstVerdicts.spec([
            2: SpecOutcome(kind: .compileError, compileErrors: ["Game.swift:3: expected '}'"]),
            1: SpecOutcome(kind: .ran, results: [result("a", .passed), result("b", .failed), result("c", .passed)]),
            3: SpecOutcome(kind: .notGraded),
            4: SpecOutcome(kind: .ran, results: [result("a", .passed)]),
        ])
        #expect(lines == [
            "Stage 1 · spec tests: 2 of 3 pass",
            "Stage 2 · spec tests: your code does not compile",
            "Stage 4 · spec tests: 1 of 1 passes",
        ])
    }

    @Test("The learner's tests on their own code: skipped ones not counted, a run that never happened not shown")
    func ownCodeVerdicts() {
        let lines = FirstVerdicts.ownCode([
            1: OwnCodeOutcome(kind: .ran, results: ["a": result("a", .passed), "b": result("b", .failed), "c": result("c", .skipped)]),
            2: OwnCodeOutcome(kind: .notRun, message: "the budget is spent"),
            3: OwnCodeOutcome(kind: .compileError, compileErrors: ["x"]),
            4: OwnCodeOutcome(kind: .ran, results: ["a": result("a", .passed)]),
        ])
        #expect(lines == [
            "Stage 1 · your tests: 1 of 2 pass on your code",
            "Stage 3 · your tests: they do not compile against your code",
            "Stage 4 · your tests: 1 of 1 passes on your code",
        ])
    }
}
