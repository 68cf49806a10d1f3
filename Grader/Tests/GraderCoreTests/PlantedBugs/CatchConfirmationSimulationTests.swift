import Foundation
import Testing
@testable import GraderCore

/// A small seeded generator (SplitMix64): the same draws on every machine and every run.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

/// Simulated hunts of a stage the size of stage 4 (45 planted bugs, three reference runs):
/// every "run" is a draw, no process is started.
private struct SimulatedHunt {
    static let bugCount = 45
    let catalog = BugCatalog(stage: 4, bugs: (0..<bugCount).map {
        PlantedBug(id: "bug-\($0)", hint: "Bug \($0)?", file: "A.swift", wrap: .expression, find: [], replace: [])
    })

    /// One grade of a suite of `tests` Swift Testing tests that each fail any run with
    /// probability `p`, whatever the code; `deterministic` more tests each catch every bug.
    func grade(tests: Int, p: Double, deterministic: Int = 0,
               using generator: inout SeededGenerator) -> (confirmed: Int, unconfirmed: Int) {
        var draws = generator
        let plan = BugHuntPlan.shuffled(bugCount: Self.bugCount, referenceRuns: BugHuntJob.referenceRuns)
        let rounds = BugHuntRounds(catalog: catalog, plan: plan, width: 1) { bugIndex, framework in
            guard framework == .swiftTesting else { return (PlantedBugRun(statuses: [:]), []) }
            var statuses: [String: TestStatus] = [:]
            for test in 0..<tests {
                statuses["guess-\(test)"] = Double.random(in: 0..<1, using: &draws) < p ? .failed : .passed
            }
            for test in 0..<deterministic {
                statuses["honest-\(test)"] = bugIndex == nil ? .passed : .failed
            }
            return (PlantedBugRun(statuses: statuses), [])
        }
        let result = rounds.perform()
        generator = draws
        return (result.verdict.caughtCount, result.sorted.verdict(catalog: catalog).caughtCount)
    }
}

@Suite("A test that guesses earns nothing: catches are confirmed, simulated with a seeded generator")
struct CatchConfirmationSimulationTests {
    /// The bound of Grader/README.md for one test failing at random with probability p: valid
    /// through three reference runs, then every bug it fails must fail again, or none counts.
    static func expectedBugs(p: Double) -> Double {
        let bugs = Double(SimulatedHunt.bugCount)
        let validThroughTheReference: Double = pow(1 - p, 3)
        let everyOtherBugPassedOrConfirmed: Double = pow(p * p + 1 - p, bugs - 1)
        return validThroughTheReference * bugs * p * p * everyOtherBugPassedOrConfirmed
    }

    @Test("One random test, p = 0.05 … 0.95: under half a bug a grade on average, as computed",
          arguments: stride(from: 0.05, through: 0.951, by: 0.05).map { $0 })
    func oneGuessingTest(p: Double) {
        var generator = SeededGenerator(state: UInt64(p * 1000))
        let grades = 1_000
        var confirmed = 0
        var unconfirmed = 0
        for _ in 0..<grades {
            let grade = SimulatedHunt().grade(tests: 1, p: p, using: &generator)
            confirmed += grade.confirmed
            unconfirmed += grade.unconfirmed
        }
        let mean = Double(confirmed) / Double(grades)
        #expect(mean < 0.5)
        #expect(abs(mean - Self.expectedBugs(p: p)) < 0.05, "the bound of the README, \(Self.expectedBugs(p: p)), is what happens")
        // Without confirmation, the same test earned what the first runs alone said.
        if p > 0.1 && p < 0.4 {
            #expect(Double(unconfirmed) / Double(grades) > 2, "the attack this stops: bugs caught by chance")
        }
    }

    @Test("The computed bound stays under half a bug for every p")
    func boundEverywhere() {
        let worst = stride(from: 0.001, to: 1, by: 0.001).map(Self.expectedBugs(p:)).max() ?? 1
        #expect(worst < 0.5)
        #expect(worst > 0.001, "the bound is a real number, not zero by a slip")
    }

    @Test("Many random tests do worse, not better: any of them changing its result voids every catch",
          arguments: [(200, 0.01, 100), (1_000, 0.002, 30), (50, 0.05, 200)])
    func manyGuessingTests(tests: Int, p: Double, grades: Int) {
        var generator = SeededGenerator(state: UInt64(tests))
        var confirmed = 0
        for _ in 0..<grades {
            confirmed += SimulatedHunt().grade(tests: tests, p: p, using: &generator).confirmed
        }
        #expect(Double(confirmed) / Double(grades) < 0.5)
    }

    @Test("A deterministic suite keeps every catch")
    func honestSuite() {
        var generator = SeededGenerator(state: 7)
        let grade = SimulatedHunt().grade(tests: 0, p: 0, deterministic: 3, using: &generator)
        #expect(grade.confirmed == SimulatedHunt.bugCount)
    }
}
