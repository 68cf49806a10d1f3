import Foundation
@testable import GraderEngine
@testable import GraderExecution
import Testing

/// The learner's own loop runs each planted bug with only the Swift Testing tests that reached
/// its code on the reference (`EarlyReferenceRuns.swiftTestingTestsReaching`); grading for
/// marks runs every test. Both come to the same verdict.
@Suite("Planted bugs: each bug run with only the tests that reach its code, in the learner's own loop")
struct TestsReachingBugsTests {
    /// Two bugs: the first caught by "t", the second reached by "u" and missed.
    private let catalog = BugCatalog(stage: 1, bugs: ["caught", "missed"].map {
        PlantedBug(id: $0, hint: "\($0)?", file: "A.swift", wrap: .expression, find: [], replace: [])
    })
    private let plan: [Int?] = [0, nil, 1, nil, nil]

    /// A hunt whose Swift Testing runs note `reachedBy` (`nil`: cut notes) and whose tests "t",
    /// "u" and "w" pass but for "t" with the first bug on; each launch as "bug framework tests",
    /// a pack as "pack test=bug,…". With `packsCrash`, a pack's run crashes with no test to blame.
    private func hunt(skipping: Bool, reachedBy: [String: Set<String>]?, everyTest: Set<String> = [], packsCrash: Bool = false)
        -> (result: BugHuntRounds.Result, calls: [String]) {
        let calls = Locked<[String]>([])
        let rounds = BugHuntRounds(catalog: catalog, plan: plan, width: 2, confirmations: .everyCatch,
                                   skipsUnreachedBugs: skipping,
                                   narrowing: skipping ? NarrowedBugRuns(everyTest: everyTest) : nil) { bugIndex, framework, tests in
            let name = bugIndex.map { catalog.bugs[$0].id } ?? "reference"
            var bugOf: [String: Int] = [:]
            if case .packed(let bugs) = tests {
                bugOf = bugs
                let pairs = bugs.sorted { $0.key < $1.key }.map { "\($0.key)=\(catalog.bugs[$0.value].id)" }
                calls.withLock { $0.append("pack " + pairs.joined(separator: ",")) }
            } else {
                calls.withLock { $0.append("\(name) \(framework.rawValue) \(tests.only?.joined(separator: ",") ?? "all")") }
            }
            guard framework == .swiftTesting else { return (PlantedBugRun(statuses: [:]), []) }
            let names = tests.only ?? ["t", "u", "w"]
            var run = PlantedBugRun(statuses: Dictionary(uniqueKeysWithValues: names.map { test in
                (test, (bugOf[test] ?? bugIndex) == 0 && test == "t" ? TestStatus.failed : .passed)
            }))
            run.reached = ["caught", "missed"]
            run.reachedBy = reachedBy
            if packsCrash, !bugOf.isEmpty { run.crashedUnblamed = true }
            return (run, [])
        }
        return (rounds.perform(), calls.withLock { $0 })
    }

    private func statuses(_ result: BugHuntRounds.Result) -> [String: BugHuntVerdict.Status] {
        Dictionary(uniqueKeysWithValues: result.verdict.bugs.map { ($0.bug.id, $0.status) })
    }

    @Test("Bugs whose tests do not overlap run in one pack, each test with its own bug, second runs too; the verdict is the full hunt's")
    func packsOfBugs() {
        let reachedBy: [String: Set<String>] = ["caught": ["t"], "missed": ["u"]]
        let loop = hunt(skipping: true, reachedBy: reachedBy)
        let marks = hunt(skipping: false, reachedBy: reachedBy)

        #expect(loop.calls.filter { $0.hasPrefix("pack") } == ["pack t=caught,u=missed", "pack t=caught"],
                "one pack for both bugs, then the caught one's second run: \(loop.calls)")
        #expect(!loop.calls.contains { $0.hasPrefix("caught swift-testing") || $0.hasPrefix("missed swift-testing") })
        #expect(loop.calls.filter { $0.hasPrefix("reference") }.allSatisfy { $0.hasSuffix(" all") }, "the reference runs every test")
        #expect(!marks.calls.contains { $0.hasPrefix("pack") || (!$0.hasSuffix(" all") && $0.contains("swift-testing")) },
                "grading for marks runs every test with one bug: \(marks.calls)")
        #expect(statuses(loop.result) == statuses(marks.result))
        #expect(statuses(loop.result)["caught"] == .caughtByTests(["t"]))
        #expect(statuses(loop.result)["missed"] == .missed)
        #expect(loop.result.verdict.validTests == marks.result.verdict.validTests)
        #expect(loop.result.verdict.validTests == ["t", "u", "w"], "a test left out of a bug's run keeps the reference's status")
    }

    @Test("Bugs that share a test run in packs of their own; a pack whose run crashed with no test to blame runs each bug alone")
    func overlappingAndCrashingPacks() {
        let reachedBy: [String: Set<String>] = ["caught": ["t"], "missed": ["u", "t"]]
        let overlapping = hunt(skipping: true, reachedBy: reachedBy)
        #expect(overlapping.calls.filter { $0.hasPrefix("pack") }.sorted() == ["pack t=caught", "pack t=caught", "pack t=missed,u=missed"],
                "\(overlapping.calls)")
        #expect(statuses(overlapping.result) == statuses(hunt(skipping: false, reachedBy: reachedBy).result))

        let crashing = hunt(skipping: true, reachedBy: ["caught": ["t"], "missed": ["u"]], packsCrash: true)
        #expect(crashing.calls.contains("caught swift-testing t"), "\(crashing.calls)")
        #expect(crashing.calls.contains("missed swift-testing u"))
        #expect(statuses(crashing.result)["caught"] == .caughtByTests(["t"]))
    }

    @Test("A bug reached where no test was named, or a hunt whose notes were cut, runs every test")
    func everyTestWithoutNames() {
        let unnamed = hunt(skipping: true, reachedBy: ["caught": ["t", ""], "missed": ["u"]])
        #expect(unnamed.calls.contains("caught swift-testing all"), "\(unnamed.calls)")
        #expect(unnamed.calls.contains("pack u=missed"))

        let cut = hunt(skipping: true, reachedBy: nil)
        #expect(cut.calls.contains("caught swift-testing all"), "\(cut.calls)")
        #expect(cut.calls.contains("missed swift-testing all"))

        let madeOnce = hunt(skipping: true, reachedBy: ["caught": ["t"], "missed": ["u"]], everyTest: ["caught"])
        #expect(madeOnce.calls.contains("caught swift-testing all"), "a bug in a value made once a process: \(madeOnce.calls)")
        #expect(madeOnce.calls.contains("pack u=missed"))
    }

    @Test("A bug that only XCTest tests reached runs no Swift Testing process, and its XCTest run every XCTest test")
    func onlyXCTestReached() {
        let early = EarlyReferenceRuns(
            swiftTesting: [(PlantedBugRun(statuses: ["t": .passed]), [])],
            xctest: [(reaching(["missed": [""]]), [])])
        let reaching = early.swiftTestingTestsReaching(catalog: catalog)
        #expect(reaching == [0: [], 1: []])
        var launched = false
        let run = early.swiftTestingRun(of: 1, onlyReaching: reaching) { _ in
            launched = true
            return nil
        }
        #expect(!launched)
        #expect(run?.run.statuses == ["t": .passed], "the first reference run's statuses")
    }

    @Test("Notes read as bugs and the tests that reached them: a bug id alone is reached by no named test, and a cut leaves the tests unknown")
    func notesParsed() {
        let notes: Set<String> = ["caught\tM.S/t()/A.swift:1:2", "caught\tM.S/u()/A.swift:3:2", "missed\t", "old-style"]
        let reach = PlantedBugRun.reach(fromNotes: notes)
        #expect(reach.bugs == ["caught", "missed", "old-style"])
        #expect(reach.tests == ["caught": ["M.S/t()/A.swift:1:2", "M.S/u()/A.swift:3:2"], "missed": [""], "old-style": [""]])

        let cut = PlantedBugRun.reach(fromNotes: ["caught\tM.S/t()/A.swift:1:2", RunNotes.cutMarker])
        #expect(cut.bugs == ["caught"])
        #expect(cut.tests == nil)
        var run = PlantedBugRun(statuses: [:])
        run.reachedBy = ["caught": ["a"]]
        run.absorb(PlantedBugRun(statuses: [:]))
        #expect(run.reachedBy == ["caught": ["a"]])
        var other = PlantedBugRun(statuses: [:])
        other.reachedBy = nil
        run.absorb(other)
        #expect(run.reachedBy == nil, "cut notes in either framework's run leave the tests unknown")
    }

    @Test("A notes file longer than the limit is read with the cut marker")
    func cutNotesFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-notes-\(UInt64.random(in: 0 ... .max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("notes")
        try Data("caught\tt\n".utf8).write(to: file)
        #expect(RunNotes.read(file) == ["caught\tt"])
        try Data(String(repeating: "caught\tt\n", count: RunNotes.byteLimit / 8).utf8).write(to: file)
        #expect(RunNotes.read(file).contains(RunNotes.cutMarker))
    }

    private func reaching(_ tests: [String: Set<String>]) -> PlantedBugRun {
        var run = PlantedBugRun(statuses: [:])
        run.reached = Set(tests.keys)
        run.reachedBy = tests
        return run
    }
}
