import Foundation
@testable import GraderEngine
@testable import GraderReports
import Testing

// MARK: - What a grading says while it works

@Suite("Grading events: worded once, counted by what they are")
struct GradingEventTests {
    @Test("Each job's build and run read as the progress line has always read them", arguments: [
        (GradingEvent.building(.specTests, stages: [1]), "Building the spec tests of stage 1…"),
        (.building(.ownCode, stages: [1, 2]), "Building your tests of stages 1, 2 against your own code…"),
        (.building(.plantedBugs(learnerTests: true), stages: [3]), "Building your tests of stage 3 against the reference…"),
        (.building(.plantedBugs(learnerTests: false), stages: [1, 4]), "Building the spec tests of stages 1, 4 against the reference…"),
        (.building(.mutants(learnerTests: false), stages: [2]), "Building the mutants of stage 2 with their spec tests…"),
        (.building(.mutants(learnerTests: true), stages: [2]), "Building the mutants of stage 2 with your tests…"),
        (.building(.specTestsAgain, stages: [4]), "Building the spec tests of stage 4 again, the usual way…"),
        (.running(.specTests, stage: 2), "Running the spec tests of stage 2…"),
        (.running(.specTestsAgain, stage: 4), "Running the spec tests of stage 4…"),
        (.running(.ownCode, stage: 4), "Running your tests of stage 4 against your own code…"),
        (.running(.plantedBugs(learnerTests: true, bugs: 6), stage: 1), "Running your tests of stage 1 against the reference and 6 planted bugs…"),
        (.running(.mutants(learnerTests: true, mutants: 12), stage: 3), "Running the tests of stage 3 against 12 mutants…"),
        (.huntProgress(stage: 2, pass: "XCTest runs", done: 4, total: 9), "Your tests of stage 2, XCTest runs: 4 of 9…"),
        (.mutantNotCompiled(file: "Game.swift", line: 12, message: "oops"), "  not compiled: Game.swift:12: oops"),
        (.waitingForAnotherGrade, "Another grade of this copy is running; waiting for it to finish…"),
    ])
    func wording(event: GradingEvent, text: String) {
        #expect(event.text == text)
    }

    @Test("A batch counts builds and runs as work, never a verdict, a wait or its own lines")
    func work() {
        let counter = WorkCounter()
        for event in [GradingEvent.firstVerdict("Stage 1 · spec tests: all 10 pass"), .waitingForAnotherGrade, .classProgress("[1/30] Ada…")] {
            counter.record(event)
        }
        #expect(counter.count == 0)
        counter.record(.building(.specTests, stages: [1]))
        counter.record(.running(.ownCode, stage: 1))
        #expect(counter.count == 2)
    }

    @Test("A step's time is for a profile, neither work nor a line on a screen; a class's profile sums it by kind of work, costliest first")
    func stepTimes() {
        let event = GradingEvent.stepTook(.specTests, .build, seconds: 2.5)
        #expect(!event.isWork && !event.isForPeople)
        #expect(GradingEvent.building(.specTests, stages: [1]).isForPeople)
        let profile = StepProfile()
        #expect(profile.lines.isEmpty, "no lines for a class the cache answered")
        for event in [event, .stepTook(.specTests, .run, seconds: 1), .stepTook(.ownCode, .build, seconds: 1.5),
                      .stepTook(.ownCode, .prepare, seconds: 2.5), .building(.specTests, stages: [1])] {
            profile.record(event)
        }
        #expect(profile.lines.dropFirst() == [
            "  your tests on your code: 4.0 s (prepare 2.5 · write 0.0 · build 1.5 · run 0.0)",
            "  spec tests: 3.5 s (prepare 0.0 · write 0.0 · build 2.5 · run 1.0)",
        ])
    }
}
