import Foundation
@testable import GraderEngine
@testable import GraderReports
import Testing

@Suite("--mutants honours --budget")
struct MutantBudgetTests {
    /// A kata of one stage whose reference has a few mutants, and one spec file.
    private func kata() throws -> URL {
        let kata = temporaryFolder("mutant-budget")
        let manager = FileManager.default
        try manager.createDirectory(at: kata.appendingPathComponent("Solutions/Stage1"), withIntermediateDirectories: true)
        try manager.createDirectory(at: kata.appendingPathComponent("Tests/Stage1Spec"), withIntermediateDirectories: true)
        try Data("public func isEven(number: Int) -> Bool {\n    number % 2 == 0 && number >= -100\n}\n".utf8)
            .write(to: kata.appendingPathComponent("Solutions/Stage1/IsEven.swift"))
        try Data("import Testing\n".utf8).write(to: kata.appendingPathComponent("Tests/Stage1Spec/IsEvenSpec.swift"))
        return kata
    }

    @Test("With the budget spent before the mutants, nothing is compiled, built or run, and the stage says why")
    func spentBeforeTheMutants() throws {
        let kata = try kata()
        let clock = FakeClock()
        let calls = FakeCalls()
        var options = GradeOptions()
        options.budget = 30
        let context = GradingContext.fake(kata: kata, options: options, clock: clock, calls: calls)
        clock.advance(31)
        let job = MutantJob(context: context, folder: kata.appendingPathComponent("workspace"))
        let results = StagePipeline(job: job, context: context, cache: ResultCache(folder: kata, secret: nil)).run([1])
        #expect(results[1]?.problem?.contains("budget of 30 s") == true)
        #expect(calls.all.isEmpty)
    }

    @Test("A budget that runs out among the mutants' runs stops them: a problem, not a verdict")
    func spentAmongTheRuns() throws {
        let kata = try kata()
        let clock = FakeClock()
        let calls = FakeCalls()
        var options = GradeOptions()
        options.budget = 25
        let context = GradingContext.fake(kata: kata, options: options, clock: clock, calls: calls, secondsPerRun: 10)
        let job = MutantJob(context: context, folder: kata.appendingPathComponent("workspace"))
        guard case .ready(let plan, _) = job.prepare([1])[1] else {
            Issue.record("the stage was not prepared")
            return
        }
        try #require(plan.active.count > 3, "enough mutants to outlast the budget")
        let result = job.judge(1, plan, launcher: FakeLauncher(calls: calls, clock: clock, secondsPerRun: 10))
        #expect(result.problem?.contains("budget of 25 s") == true)
        #expect(result.killed.isEmpty && result.survived.isEmpty)
        #expect(calls.count("run") < plan.active.count + 1, "the runs stopped when the budget did")
    }
}
