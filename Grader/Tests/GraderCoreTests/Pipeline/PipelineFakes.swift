import Foundation
@testable import GraderEngine
@testable import GraderExecution

// MARK: - Stand-ins for the pipeline's builder, launcher and clock: nothing is built or run

/// A clock that moves only when told to.
final class FakeClock: @unchecked Sendable {
    private var current = Date(timeIntervalSince1970: 1_000_000)
    private let lock = NSLock()

    var now: Date { lock.withLock { current } }

    func advance(_ seconds: Double) {
        lock.withLock { current = current.addingTimeInterval(seconds) }
    }
}

/// What the fakes were asked to do, in order.
final class FakeCalls: @unchecked Sendable {
    private var log: [String] = []
    private let lock = NSLock()

    func record(_ call: String) { lock.withLock { log.append(call) } }
    var all: [String] { lock.withLock { log } }
    func count(_ prefix: String) -> Int { all.filter { $0.hasPrefix(prefix) }.count }
}

/// A builder that "builds" every stage it is given but those told to fail.
struct FakeBuilder: WorkspaceBuilding {
    var failing: Set<Int> = []
    let calls: FakeCalls

    func build(_ stages: Set<Int>) -> WorkspaceBuildResult {
        calls.record("build \(stages.sorted())")
        var result = WorkspaceBuildResult()
        result.built = stages.subtracting(failing)
        for stage in stages.intersection(failing) {
            result.failed[stage] = [CompilerDiagnostic(file: "/w/Sources/Stage\(stage)/A.swift", line: 1, column: 1,
                                                       severity: "error", message: "broken")]
        }
        return result
    }
}

/// A launcher whose every run passes one test, moving the clock on by `secondsPerRun`.
struct FakeLauncher: TestLauncher {
    let calls: FakeCalls
    var clock: FakeClock?
    var secondsPerRun = 0.0

    func run(_ request: TestRunRequest) -> TestRunRecord {
        calls.record("run \(request.module)")
        clock?.advance(secondsPerRun)
        var record = TestRunRecord()
        record.planned = [PlannedTest(id: "\(request.module).T/passes()", name: "passes", line: 1)]
        record.ended = ["\(request.module).T/passes()": (.passed, nil)]
        record.runEnded = true
        return record
    }
}

extension GradingContext {
    /// A context over `kata` whose builds and runs are the fakes', read with `clock`.
    static func fake(kata: URL, options: GradeOptions = GradeOptions(), clock: FakeClock, calls: FakeCalls,
                     failing: Set<Int> = [], secondsPerRun: Double = 0,
                     events: any GradingEventRecorder = UnwatchedGrading()) -> GradingContext {
        GradingContext(
            kata: KataRoot(url: kata), options: options,
            budget: GradingBudget(seconds: options.budget, now: { clock.now }), events: events,
            makeBuilder: { _ in FakeBuilder(failing: failing, calls: calls) },
            makeLauncher: { _, _ in FakeLauncher(calls: calls, clock: clock, secondsPerRun: secondsPerRun) })
    }
}

/// A temporary folder for one test, removed when it ends.
func temporaryFolder(_ name: String) -> URL {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("pipeline-\(name)-\(UUID().uuidString.prefix(8))")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}
