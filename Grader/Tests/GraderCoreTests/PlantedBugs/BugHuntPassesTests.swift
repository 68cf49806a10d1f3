import Foundation
@testable import GraderEngine
@testable import GraderExecution
@testable import GraderReports
import Testing

/// A launcher that answers from a table instead of running anything: each framework's tests
/// and their status on the reference and with each planted bug on, told by the run's token.
private final class TableLauncher: TestLauncher, @unchecked Sendable {
    /// Statuses by framework, then by bug index (`nil`: the reference), then by test id.
    let table: [TestFramework: [Int?: [String: TestStatus]]]
    let key: PlantedBugSwitch.Key
    let bugCount: Int
    /// The planted bugs every run says it reached, in its notes file.
    let reached: Set<String>
    private(set) var runs: [(framework: TestFramework, bug: Int?)] = []
    private(set) var notesVariables: Set<String?> = []
    private let lock = NSLock()

    init(_ table: [TestFramework: [Int?: [String: TestStatus]]], key: PlantedBugSwitch.Key, bugCount: Int,
         reached: Set<String> = []) {
        self.table = table
        self.key = key
        self.bugCount = bugCount
        self.reached = reached
    }

    func run(_ request: TestRunRequest) -> TestRunRecord {
        let token = request.environment[PlantedBugSwitch.environmentVariable] ?? ""
        let slot = PlantedBugSwitch.slot(of: token, key: key)
        let bug = slot < bugCount ? slot : nil
        lock.withLock {
            runs.append((request.framework, bug))
            notesVariables.insert(request.notesVariable)
        }
        let statuses = table[request.framework]?[bug] ?? [:]
        var record = TestRunRecord()
        record.notes = request.notesVariable == nil ? [] : reached
        record.planned = statuses.keys.sorted().enumerated().map { PlannedTest(id: $1, name: $1, line: $0) }
        record.ended = statuses.mapValues { ($0, nil) }
        record.runEnded = true
        return record
    }
}

@Suite("Planted bugs: Swift Testing first, then XCTest only where it can still change a verdict")
struct BugHuntPassesTests {
    private let key = PlantedBugSwitch.Key(seed: 7, finish: 11)
    private let catalog = BugCatalog(stage: 1, bugs: ["first", "second", "third"].map {
        PlantedBug(id: $0, hint: "What about the \($0)?", file: "IsEven.swift", wrap: .expression, find: [], replace: [])
    })

    /// `steady` catches the first bug; `wrong` fails everywhere, so it catches nothing; the
    /// XCTest test catches every bug.
    private var table: [TestFramework: [Int?: [String: TestStatus]]] {
        let swiftTesting: [Int?: [String: TestStatus]] = [
            nil: ["steady": .passed, "wrong": .failed],
            0: ["steady": .failed, "wrong": .failed],
            1: ["steady": .passed, "wrong": .failed],
            2: ["steady": .passed, "wrong": .failed],
        ]
        let xctest: [Int?: [String: TestStatus]] = [
            nil: ["Stage1Tests.X/testAll": .passed],
            0: ["Stage1Tests.X/testAll": .failed],
            1: ["Stage1Tests.X/testAll": .failed],
            2: ["Stage1Tests.X/testAll": .failed],
        ]
        return [.swiftTesting: swiftTesting, .xctest: xctest]
    }

    /// The job, grading for marks or in the learner's own loop.
    private func part(forMarks: Bool) -> BugHuntJob {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bug-hunt-passes")
        var options = GradeOptions()
        options.forMarks = forMarks
        let session = GradingSession(kata: KataRoot(url: folder), options: options)
        return BugHuntJob(context: session.context(), folder: folder, materials: [:])
    }

    @Test("A bug a valid Swift Testing test caught gets no XCTest run; every other run gets both")
    func skipsSettledXCTestRuns() {
        let launcher = TableLauncher(table, key: key, bugCount: 3)
        let outcome = part(forMarks: true).hunt(stage: 1, catalog: catalog, launcher: launcher, key: key)

        let swiftTestingRuns = launcher.runs.filter { $0.framework == .swiftTesting }
        let xctestRuns = launcher.runs.filter { $0.framework == .xctest }
        let firstPass = launcher.runs.prefix(11)
        #expect(firstPass.filter { $0.framework == .swiftTesting }.count == 6, "three reference runs and one run per bug")
        #expect(xctestRuns.filter { $0.bug == nil }.count == 3, "XCTest always runs on the reference")
        #expect(firstPass.filter { $0.framework == .xctest }.compactMap(\.bug).sorted() == [1, 2], "not for the bug `steady` caught")
        #expect(firstPass.prefix(6).allSatisfy { $0.framework == .swiftTesting }, "Swift Testing first, then XCTest")
        // Then each caught bug again, to confirm: Swift Testing alone where it caught the bug.
        let confirmations = launcher.runs.dropFirst(11)
        #expect(confirmations.filter { $0.framework == .swiftTesting }.compactMap(\.bug).sorted() == [0, 1, 2])
        #expect(confirmations.filter { $0.framework == .xctest }.compactMap(\.bug).sorted() == [1, 2])
        #expect(swiftTestingRuns.count == 9 && xctestRuns.count == 7)

        #expect(outcome.caught == 3 && outcome.total == 3)
        let caughtBy = Dictionary(uniqueKeysWithValues: outcome.caughtBugs.map { ($0.id, $0.caughtBy ?? []) })
        #expect(caughtBy == ["first": ["steady"], "second": ["Stage1Tests.X/testAll"], "third": ["Stage1Tests.X/testAll"]])
        #expect(outcome.wrong.map(\.name) == ["wrong"], "a test that fails on the reference settles nothing")
    }

    @Test("The learner's loop: the reference runs first, no run of a bug no test reached, and every run told where to note what it reached")
    func skipsUnreachedBugsInTheLoop() {
        let launcher = TableLauncher(table, key: key, bugCount: 3, reached: ["first", "second"])
        let outcome = part(forMarks: false).hunt(stage: 1, catalog: catalog, launcher: launcher, key: key)

        #expect(launcher.runs.prefix(6).allSatisfy { $0.bug == nil }, "three reference runs in each framework first")
        #expect(launcher.runs.filter { $0.bug == nil }.count == 6)
        #expect(!launcher.runs.contains { $0.bug == 2 }, "the third bug's code was never reached")
        #expect(launcher.notesVariables == [PlantedBugSwitch.reachedVariable])
        // The table's XCTest test would catch the third bug too, but the runs say its code was
        // never reached, and the loop takes their word: notes that lie cost only the learner.
        #expect(outcome.caught == 2 && outcome.total == 3)
        #expect(outcome.missed.map(\.id) == ["third"])

        let marks = TableLauncher(table, key: key, bugCount: 3, reached: ["first", "second"])
        _ = part(forMarks: true).hunt(stage: 1, catalog: catalog, launcher: marks, key: key)
        #expect(marks.runs.contains { $0.bug == 2 }, "grading for marks runs every bug")
        #expect(marks.notesVariables == [PlantedBugSwitch.reachedVariable], "and tells every run the same")
    }

    @Test("With no valid Swift Testing test, nothing is settled early")
    func settlesNothingWithoutValidTests() {
        let plan: [Int?] = [nil, 0, nil, 1, nil, 2]
        let failing = (PlantedBugRun(statuses: ["wrong": .failed]), [TestResult]())
        #expect(BugHuntRounds.caughtBySwiftTesting(catalog: catalog, plan: plan, runs: plan.map { _ in failing }).isEmpty)
    }

    @Test("A reference run the budget cut short settles nothing: validity is not known")
    func settlesNothingWithoutEveryReferenceRun() {
        let plan: [Int?] = [nil, 0, nil, 1, nil, 2]
        let caught = (PlantedBugRun(statuses: ["steady": .failed]), [TestResult]())
        let passed = (PlantedBugRun(statuses: ["steady": .passed]), [TestResult]())
        let complete: [HuntRunOutcome?] = [passed, caught, passed, caught, passed, passed]
        #expect(BugHuntRounds.caughtBySwiftTesting(catalog: catalog, plan: plan, runs: complete) == [0, 1])
        var cut = complete
        cut[4] = nil
        #expect(BugHuntRounds.caughtBySwiftTesting(catalog: catalog, plan: plan, runs: cut).isEmpty)
    }
}
