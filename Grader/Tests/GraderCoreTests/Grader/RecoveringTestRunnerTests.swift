@testable import GraderEngine
@testable import GraderExecution
@testable import GraderReports
import Testing

/// A launcher that replays scripted runs: no process, no build.
final class ScriptedLauncher: TestLauncher {
    var runs: [(TestRunRequest) -> TestRunRecord]
    var requests: [TestRunRequest] = []

    init(_ runs: [(TestRunRequest) -> TestRunRecord]) {
        self.runs = runs
    }

    func run(_ request: TestRunRequest) -> TestRunRecord {
        requests.append(request)
        return runs.isEmpty ? TestRunRecord() : runs.removeFirst()(request)
    }
}

private let tests = ["a", "b", "c"].enumerated().map { PlannedTest(id: $1, name: $1, line: $0) }

private func record(ended: [String: TestStatus], inFlight: String? = nil, runEnded: Bool, end: ProcessEnd) -> TestRunRecord {
    var record = TestRunRecord()
    record.planned = tests
    record.ended = ended.mapValues { ($0, nil) }
    record.inFlight = inFlight
    record.runEnded = runEnded
    record.processEnd = end
    return record
}

@Suite("Recovering from crashes, early exits and hangs")
struct RecoveringTestRunnerTests {
    let request = TestRunRequest(framework: .swiftTesting, module: "M", timeout: 5)

    @Test("A crash marks the test in flight as crashed; a rerun skips it and the finished ones")
    func crash() {
        let launcher = ScriptedLauncher([
            { _ in record(ended: ["a": .passed], inFlight: "b", runEnded: false, end: .signaled(4)) },
            { _ in record(ended: ["c": .passed], runEnded: true, end: .exited(0)) },
        ])
        let session = RecoveringTestRunner.run(request, with: launcher)
        #expect(session.results.map(\.status) == [.passed, .crashed, .passed])
        #expect(launcher.requests.last?.skip.sorted() == ["a", "b"])
    }

    @Test("exit(0) before the run ends: nothing counts as passed that was not seen passing")
    func earlyExit() {
        let launcher = ScriptedLauncher([
            { _ in record(ended: [:], inFlight: "a", runEnded: false, end: .exited(0)) },
            { _ in record(ended: [:], runEnded: false, end: .exited(0)) },
        ])
        let session = RecoveringTestRunner.run(request, with: launcher)
        #expect(session.results.map(\.status) == [.crashed, .noResult, .noResult])
    }

    @Test("Past timeouts, a hang costs only its test; hangs stop the rest at the limit")
    func consecutiveTimeouts() {
        let oneHang = ScriptedLauncher([
            { _ in record(ended: ["a": .passed], inFlight: "b", runEnded: false, end: .timedOut) },
            { _ in record(ended: ["c": .passed], runEnded: true, end: .exited(1)) },
        ])
        let isolated = RecoveringTestRunner.run(request, with: oneHang, continuePastTimeouts: true, hangLimit: 2)
        #expect(isolated.results.map(\.status) == [.passed, .timeout, .passed])

        let hangsEverywhere = ScriptedLauncher([
            { _ in record(ended: [:], inFlight: "a", runEnded: false, end: .timedOut) },
            { _ in record(ended: [:], inFlight: "b", runEnded: false, end: .timedOut) },
            { _ in record(ended: [:], inFlight: "c", runEnded: false, end: .timedOut) },
        ])
        let stopped = RecoveringTestRunner.run(request, with: hangsEverywhere, continuePastTimeouts: true, hangLimit: 2)
        #expect(stopped.results.map(\.status) == [.timeout, .timeout, .noResult])
        #expect(stopped.results.last?.message?.hasPrefix("not run: 2 tests hung") == true)
        #expect(hangsEverywhere.requests.count == 2)
    }

    @Test("Hangs count in total: passing tests between them do not reset the count")
    func hangsAlternatingWithPasses() {
        let six = ["a", "b", "c", "d", "e", "f"].enumerated().map { PlannedTest(id: $1, name: $1, line: $0) }
        func passThenHang(_ passed: String, _ hung: String) -> (TestRunRequest) -> TestRunRecord {
            { _ in
                var record = TestRunRecord()
                record.planned = six
                record.ended = [passed: (.passed, nil)]
                record.inFlight = hung
                record.processEnd = .timedOut
                return record
            }
        }
        let launcher = ScriptedLauncher([passThenHang("a", "b"), passThenHang("c", "d"), passThenHang("e", "f")])
        let session = RecoveringTestRunner.run(request, with: launcher, continuePastTimeouts: true, hangLimit: 2)
        #expect(launcher.requests.count == 2, "a third hang was waited for")
        #expect(session.results.map(\.status) == [.passed, .timeout, .passed, .timeout, .noResult, .noResult])
    }

    @Test("Every relaunch gets at most what is left before the deadline, and none starts after it")
    func deadlineBoundsEveryRelaunch() {
        let dozen = (1...12).map { PlannedTest(id: "t\($0)", name: "t\($0)", line: $0) }
        let clock = FakeClock()
        let budget = GradingBudget(seconds: 45, now: { clock.now })
        // Every test hangs: each run lasts its stall limit, then the next test hangs in the next.
        let launcher = ScriptedLauncher(Array(repeating: { request in
            clock.advance(request.stallTimeout ?? request.timeout)
            var record = TestRunRecord()
            record.planned = dozen
            record.inFlight = dozen.first { !request.skip.contains($0.id) }?.id
            record.processEnd = .timedOut
            record.stalled = true
            return record
        }, count: 12))
        let request = TestRunRequest(framework: .swiftTesting, module: "M", timeout: 60, stallTimeout: 10)
        let session = RecoveringTestRunner.run(request, with: launcher, continuePastTimeouts: true, timeLeft: { budget.left })
        #expect(budget.used <= 45, "the session used \(budget.used) s of a 45 s budget")
        #expect(launcher.requests.count == 5, "four runs of 10 s, and one of the 5 s left")
        #expect(launcher.requests.last?.timeout == 5)
        #expect(session.timedOut)
        #expect(session.results.last?.message == "not run: the grading budget ran out before it (--budget)")
    }

    @Test("After a test hung, the runs after it get the shorter stall limit, and its message says so")
    func shorterStallAfterAHang() {
        var stalledAgain = record(ended: [:], inFlight: "c", runEnded: false, end: .timedOut)
        stalledAgain.stalled = true
        let launcher = ScriptedLauncher([
            { _ in record(ended: ["a": .passed], inFlight: "b", runEnded: false, end: .timedOut) },
            { _ in stalledAgain },
        ])
        let request = TestRunRequest(framework: .swiftTesting, module: "M", timeout: 60, stallTimeout: 10)
        let session = RecoveringTestRunner.run(request, with: launcher, continuePastTimeouts: true, stallAfterTimeout: 3)
        #expect(launcher.requests.map(\.stallTimeout) == [10, 3])
        #expect(session.results.last?.message?.contains("after 3 s") == true)
    }

    @Test("A timeout marks the test in flight and stops")
    func timeout() {
        let launcher = ScriptedLauncher([
            { _ in record(ended: ["a": .failed], inFlight: "b", runEnded: false, end: .timedOut) },
        ])
        let session = RecoveringTestRunner.run(request, with: launcher)
        #expect(session.timedOut)
        #expect(session.results.map(\.status) == [.failed, .timeout, .noResult])
        #expect(launcher.requests.count == 1)
    }

    @Test("Past timeouts: the test in flight is marked timed out and the others still run")
    func timeoutThenContinue() {
        let launcher = ScriptedLauncher([
            { _ in var r = record(ended: ["a": .failed], inFlight: "b", runEnded: false, end: .timedOut); r.stalled = true; return r },
            { _ in record(ended: ["c": .passed], runEnded: true, end: .exited(0)) },
        ])
        var stalling = request
        stalling.stallTimeout = 2
        let session = RecoveringTestRunner.run(stalling, with: launcher, continuePastTimeouts: true)
        #expect(session.results.map(\.status) == [.failed, .timeout, .passed])
        #expect(launcher.requests.last?.skip.sorted() == ["a", "b"])
        #expect(session.results[1].message?.hasPrefix("timed out: stopped after 2 s") == true, "the stall limit, not the run's")
    }

    @Test("Past timeouts: a run that times out before any test started stops, with nothing to blame")
    func timeoutWithNothingInFlight() {
        let launcher = ScriptedLauncher([
            { _ in record(ended: [:], runEnded: false, end: .timedOut) },
            { _ in record(ended: ["a": .passed, "b": .passed, "c": .passed], runEnded: true, end: .exited(0)) },
        ])
        let session = RecoveringTestRunner.run(request, with: launcher, continuePastTimeouts: true)
        #expect(session.timedOut)
        #expect(launcher.requests.count == 1)
    }

    @Test("A crash quotes the runtime's Fatal error line, and a sandbox's exit code 128 + N is signal N")
    func crashMessages() {
        let console = "◇ Test started.\nStage1/IsEven.swift:3: Fatal error: Unexpectedly found nil while unwrapping an Optional value\n"
        #expect(RecoveringTestRunner.crashMessage(.exited(132), console: console)
            == "crashed (SIGILL): Stage1/IsEven.swift:3: Fatal error: Unexpectedly found nil while unwrapping an Optional value")
        #expect(RecoveringTestRunner.crashMessage(.signaled(4), console: "Swift/Integers.swift:3: Fatal error: Not enough bits\n")
            == "crashed (SIGILL): Fatal error: Not enough bits")
        let silent = RecoveringTestRunner.crashMessage(.signaled(4))
        #expect(silent.contains("arithmetic overflow") && silent.contains("try!"), "\(silent)")
        #expect(RecoveringTestRunner.crashMessage(.exited(3)).contains("exit()"))
    }

    @Test("A binary that cannot start is a harness error, not a result")
    func harnessError() {
        let launcher = ScriptedLauncher([
            { _ in var r = TestRunRecord(); r.processEnd = .failedToStart("no such file"); return r },
        ])
        let session = RecoveringTestRunner.run(request, with: launcher)
        #expect(session.harnessError == "no such file")
    }
}
