import Foundation
@testable import GraderEngine
@testable import GraderExecution
@testable import GraderReports
import Testing

/// A job with nothing behind it: each stage's outcome says how the pipeline reached it.
private struct RecordingJob: StageJob {
    struct Outcome: Codable, Equatable {
        var stage: Int
        var how: String
        var cacheable = true
    }

    let folder: URL
    let calls: FakeCallsBox
    /// Stages whose judged outcome may not be cached.
    var uncacheable: Set<Int> = []
    /// Stages that fail the check before the build.
    var failingCheck: Set<Int> = []

    func prepare(_ stages: [Int]) -> [Int: StagePreparation<String, Outcome>] {
        Dictionary(uniqueKeysWithValues: stages.map { stage in
            (stage, stage == 9 ? .settled(Outcome(stage: stage, how: "settled")) : .ready("stage \(stage)", cacheKey: "key-\(stage)"))
        })
    }

    func write(_ stages: inout [Int: String]) -> [Int: Outcome] {
        for stage in stages.keys.sorted() { calls.value.record("write \(stage)") }
        return [:]
    }

    func checkBeforeBuild(_ stages: inout [Int: String]) -> [Int: Outcome] {
        Dictionary(uniqueKeysWithValues: stages.keys.filter(failingCheck.contains).map { ($0, Outcome(stage: $0, how: "failed its check")) })
    }

    func cacheName(_ stage: Int) -> String { "stage\(stage)-fake" }
    func isCompileError(_ outcome: Outcome) -> Bool { outcome.how == "not built" }
    func mayCache(_ outcome: Outcome) -> Bool { outcome.cacheable }
    var work: GradingWork { .specTests }

    func manifest(for stages: Set<Int>, prepared: [Int: String]) -> WorkspaceManifest {
        WorkspaceManifest(packageName: "Fake", libraries: [], tests: [])
    }

    func stage(ofPath path: String) -> Int? { nil }

    func notBuilt(_ stage: Int, _ prepared: String, build: WorkspaceBuildResult) -> Outcome {
        Outcome(stage: stage, how: "not built")
    }

    func notRun(_ stage: Int, _ prepared: String, budgetSpent: String) -> Outcome {
        Outcome(stage: stage, how: "budget: \(budgetSpent)", cacheable: false)
    }

    func judge(_ stage: Int, _ prepared: String, launcher: any TestLauncher) -> Outcome {
        _ = launcher.run(TestRunRequest(framework: .swiftTesting, module: "Stage\(stage)", timeout: 1))
        return Outcome(stage: stage, how: "judged", cacheable: !uncacheable.contains(stage))
    }
}

/// The fake calls, held by reference so that a copied job records into the same log.
private final class FakeCallsBox: Sendable {
    let value = FakeCalls()
}

@Suite("The stage pipeline: cache and budget rules, with nothing built or run")
struct StagePipelineTests {
    private let folder = temporaryFolder("stage")
    private let clock = FakeClock()
    private let box = FakeCallsBox()

    private func pipeline(_ options: GradeOptions = GradeOptions(), failing: Set<Int> = [], uncacheable: Set<Int> = [],
                          failingCheck: Set<Int> = [], secret: [UInt8]? = [1, 2, 3],
                          events: any GradingEventRecorder = UnwatchedGrading()) -> StagePipeline<RecordingJob> {
        StagePipeline(
            job: RecordingJob(folder: folder.appendingPathComponent("workspace"), calls: box, uncacheable: uncacheable,
                              failingCheck: failingCheck),
            context: .fake(kata: folder, options: options, clock: clock, calls: box.value, failing: failing, events: events),
            cache: ResultCache(folder: folder.appendingPathComponent("cache"), secret: secret,
                               addressedByKey: options.sharedBuildFolder != nil))
    }

    private var shared: GradeOptions {
        var options = GradeOptions()
        options.sharedBuildFolder = folder
        return options
    }

    @Test("A stage graded before is answered from the cache: nothing is built or run again")
    func cachedStageIsNotGradedAgain() {
        let first = pipeline().run([1, 2])
        #expect(first[1]?.how == "judged" && first[2]?.how == "judged")
        #expect(box.value.count("build") == 1 && box.value.count("run") == 2)

        let second = pipeline().run([1, 2])
        #expect(second == first)
        #expect(box.value.count("build") == 1, "no second build")
        #expect(box.value.count("run") == 2, "no second run")
    }

    @Test("Each step's real time is recorded for a profile: all four when the stage is graded, no build or run when the cache answers")
    func stepTimes() {
        let steps = { (recorder: StepLog) in recorder.events.withLock { $0 }.compactMap { event -> PipelineStep? in
            if case .stepTook(_, let step, let seconds) = event, seconds >= 0 { return step }
            return nil
        } }
        let graded = StepLog()
        _ = pipeline(events: graded).run([1, 2])
        #expect(steps(graded) == [.prepare, .write, .build, .run])
        let cached = StepLog()
        _ = pipeline(events: cached).run([1, 2])
        #expect(steps(cached) == [.prepare, .write])
    }

    @Test("A workspace of one's own keeps a cached stage in the build; a batch's shared one leaves it out")
    func cachedStageInTheWorkspace() {
        _ = pipeline().run([1])
        _ = pipeline().run([1, 2])
        #expect(box.value.all == ["write 1", "build [1]", "run Stage1", "write 1", "write 2", "build [1, 2]", "run Stage2"],
                "stage 1 is written and built again, never run again")

        let batch = StagePipelineTests()
        _ = batch.pipeline(batch.shared).run([1])
        _ = batch.pipeline(batch.shared).run([1, 2])
        #expect(batch.box.value.all == ["write 1", "build [1]", "run Stage1", "write 2", "build [2]", "run Stage2"])
    }

    @Test("An outcome the job may not cache is graded again next time")
    func uncacheableIsNotStored() {
        _ = pipeline(uncacheable: [2]).run([1, 2])
        _ = pipeline(uncacheable: [2]).run([1, 2])
        #expect(box.value.count("run Stage1") == 1)
        #expect(box.value.count("run Stage2") == 2)
    }

    @Test("--no-cache grades every stage again, and without a secret nothing is cached")
    func noCache() {
        var options = GradeOptions()
        options.useCache = false
        _ = pipeline(options).run([1])
        _ = pipeline(options).run([1])
        #expect(box.value.count("run Stage1") == 2)
        _ = pipeline(secret: nil).run([1])
        _ = pipeline(secret: nil).run([1])
        #expect(box.value.count("run Stage1") == 4)
    }

    @Test("A stage the cache knows not to compile stays out of the build")
    func cachedCompileErrorStaysOut() {
        _ = pipeline(failing: [2]).run([1, 2])
        #expect(box.value.all.contains("build [1, 2]"))
        let again = pipeline(failing: [2]).run([2, 3])
        #expect(again[2]?.how == "not built")
        #expect(box.value.all.last { $0.hasPrefix("build") } == "build [3]")
    }

    @Test("A stage that fails its job's check before the build (mutants that never compile) is neither built nor run")
    func failedCheckLeavesTheBuild() {
        let outcomes = pipeline(failingCheck: [2]).run([1, 2])
        #expect(outcomes[2]?.how == "failed its check")
        #expect(outcomes[1]?.how == "judged")
        #expect(box.value.all == ["write 1", "write 2", "build [1]", "run Stage1"])
    }

    @Test("A settled stage is neither written, built nor cached")
    func settledStage() {
        let outcomes = pipeline().run([9])
        #expect(outcomes[9]?.how == "settled")
        #expect(box.value.all.isEmpty)
    }

    @Test("A spent budget runs nothing: the stage says so, and the verdict is not cached")
    func spentBudget() {
        var options = GradeOptions()
        options.budget = 60
        let job = pipeline(options)
        clock.advance(61)
        let outcomes = job.run([1])
        #expect(outcomes[1]?.how.contains("budget of 60 s") == true)
        #expect(box.value.count("run") == 0)
        #expect(box.value.count("build") == 1, "the builder got the budget's deadline and stopped itself")
    }
}

/// Every event a pipeline records, in order.
final class StepLog: GradingEventRecorder {
    let events = Locked([GradingEvent]())

    func record(_ event: GradingEvent) {
        events.withLock { $0.append(event) }
    }
}
