import Foundation
@testable import GraderEngine
@testable import GraderExecution
@testable import GraderReports
import Testing

/// A launcher whose tests hang where a table says (by run: the reference or a bug's index), and
/// pass elsewhere: a hang lasts the run's stall limit on the fake clock.
private final class HangingLauncher: TestLauncher, @unchecked Sendable {
    let tests: [String]
    let hangs: (_ bug: Int?, _ test: String) -> Bool
    let key: PlantedBugSwitch.Key
    let bugCount: Int
    let clock: FakeClock
    private(set) var requests: [(bug: Int?, stall: Double?, hung: String?)] = []

    init(tests: [String], key: PlantedBugSwitch.Key, bugCount: Int, clock: FakeClock, hangs: @escaping (Int?, String) -> Bool) {
        self.tests = tests
        self.key = key
        self.bugCount = bugCount
        self.clock = clock
        self.hangs = hangs
    }

    func run(_ request: TestRunRequest) -> TestRunRecord {
        let slot = PlantedBugSwitch.slot(of: request.environment[PlantedBugSwitch.environmentVariable] ?? "", key: key)
        let bug = slot < bugCount ? slot : nil
        var record = TestRunRecord()
        guard request.framework == .swiftTesting else {
            record.runEnded = true
            return record
        }
        record.planned = tests.enumerated().map { PlannedTest(id: $1, name: $1, line: $0) }
        var hung: String?
        for test in tests where !request.skip.contains(test) {
            if hangs(bug, test) {
                hung = test
                break
            }
            record.ended[test] = (.passed, nil)
        }
        requests.append((bug, request.stallTimeout, hung))
        if let hung {
            clock.advance(request.stallTimeout ?? request.timeout)
            record.inFlight = hung
            record.processEnd = .timedOut
            record.stalled = true
        } else {
            record.runEnded = true
        }
        return record
    }
}

/// Issue 39: the learner's hunt has the spec tests' limits on hangs, and asks the budget before
/// every launch. On a fake clock: nothing waits.
@Suite("The learner's hunt: hangs cost little, and never more than the budget")
struct BugHuntHangLimitsTests {
    private let key = PlantedBugSwitch.Key(seed: 7, finish: 11)
    private let catalog = BugCatalog(stage: 1, bugs: ["first", "second", "third"].map {
        PlantedBug(id: $0, hint: "What about the \($0)?", file: "IsEven.swift", wrap: .expression, find: [], replace: [])
    })

    private func job(budget: Double, clock: FakeClock) -> BugHuntJob {
        var options = GradeOptions()
        options.budget = budget
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bug-hunt-hangs")
        return BugHuntJob(context: .fake(kata: folder, options: options, clock: clock, calls: FakeCalls()), folder: folder, materials: [:])
    }

    @Test("A dozen tests that hang in every run cost at most the budget (120 s of a 30 s one before)")
    func everyTestHangs() {
        let clock = FakeClock()
        let started = clock.now
        let dozen = (1...12).map { String(format: "hangs%02d", $0) }
        let launcher = HangingLauncher(tests: dozen, key: key, bugCount: 3, clock: clock) { _, _ in true }
        let outcome = job(budget: 30, clock: clock).hunt(stage: 1, catalog: catalog, launcher: launcher, key: key)
        #expect(clock.now.timeIntervalSince(started) <= 30)
        #expect(outcome.message?.contains("budget") == true, "\(outcome.message ?? "no message")")
    }

    @Test("A learner test that hangs, on the reference or only with a bug on, makes the hunt's outcome one the cache never keeps",
          arguments: [("hangs on the reference", nil as Int?), ("hangs with the second bug", 1 as Int?)])
    func timeoutsAreNeverCached(_ where: String, bug: Int?) {
        let clock = FakeClock()
        let launcher = HangingLauncher(tests: ["steady", "slow"], key: key, bugCount: 3, clock: clock) { run, test in
            test == "slow" && run == bug
        }
        let job = job(budget: 900, clock: clock)
        let outcome = job.hunt(stage: 1, catalog: catalog, launcher: launcher, key: key)
        #expect(!outcome.cacheable, "\(`where`)")
        #expect(!job.mayCache(outcome))
    }

    @Test("A hunt where nothing hangs is kept by the cache (so the rule above says something)")
    func cleanHuntIsCached() {
        let clock = FakeClock()
        let launcher = HangingLauncher(tests: ["steady"], key: key, bugCount: 3, clock: clock) { _, _ in false }
        let job = job(budget: 900, clock: clock)
        #expect(job.mayCache(job.hunt(stage: 1, catalog: catalog, launcher: launcher, key: key)))
    }

    @Test("Once a test hung, every run has the shorter stall limit, and a run after the first reference run stops at three hangs")
    func specSideLimits() {
        let clock = FakeClock()
        let tests = ["hangsOnTheReference", "a", "b", "c", "d"]
        // One test hangs on the reference; four others hang whenever a bug is on.
        let launcher = HangingLauncher(tests: tests, key: key, bugCount: 3, clock: clock) { bug, test in
            bug == nil ? test == "hangsOnTheReference" : test != "hangsOnTheReference"
        }
        _ = job(budget: 900, clock: clock).hunt(stage: 1, catalog: catalog, launcher: launcher, key: key)
        #expect(launcher.requests.first?.stall == 10)
        #expect(launcher.requests.dropFirst().allSatisfy { $0.stall == HangLimits.stallAfterHang }, "\(launcher.requests)")
        #expect(!launcher.requests.contains { $0.hung == "d" }, "a fourth hang was waited for: \(launcher.requests)")
    }
}
