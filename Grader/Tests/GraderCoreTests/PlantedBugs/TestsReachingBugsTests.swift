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
    /// "u" and "w" pass but for "t" with the first bug on; each launch as "bug framework tests".
    private func hunt(skipping: Bool, reachedBy: [String: Set<String>]?, everyTest: Set<String> = [])
        -> (result: BugHuntRounds.Result, calls: [String]) {
        let calls = Locked<[String]>([])
        let rounds = BugHuntRounds(catalog: catalog, plan: plan, width: 2, confirmations: .everyCatch,
                                   skipsUnreachedBugs: skipping,
                                   narrowing: skipping ? NarrowedBugRuns(everyTest: everyTest) : nil) { bugIndex, framework, only in
            let name = bugIndex.map { catalog.bugs[$0].id } ?? "reference"
            calls.withLock { $0.append("\(name) \(framework.rawValue) \(only?.joined(separator: ",") ?? "all")") }
            guard framework == .swiftTesting else { return (PlantedBugRun(statuses: [:]), []) }
            let tests = only ?? ["t", "u", "w"]
            var run = PlantedBugRun(statuses: Dictionary(uniqueKeysWithValues: tests.map { ($0, bugIndex == 0 && $0 == "t" ? .failed : .passed) }))
            run.reached = ["caught", "missed"]
            run.reachedBy = reachedBy
            return (run, [])
        }
        return (rounds.perform(), calls.withLock { $0 })
    }

    private func statuses(_ result: BugHuntRounds.Result) -> [String: BugHuntVerdict.Status] {
        Dictionary(uniqueKeysWithValues: result.verdict.bugs.map { ($0.bug.id, $0.status) })
    }

    @Test("Each bug's Swift Testing runs, second runs included, hold only the tests that reached it; the verdict is the full hunt's")
    func onlyTheTestsThatReached() {
        let reachedBy: [String: Set<String>] = ["caught": ["t"], "missed": ["u", "t"]]
        let loop = hunt(skipping: true, reachedBy: reachedBy)
        let marks = hunt(skipping: false, reachedBy: reachedBy)

        #expect(loop.calls.filter { $0.hasPrefix("caught swift-testing") } == ["caught swift-testing t", "caught swift-testing t"],
                "the first run and the second, of test t only: \(loop.calls)")
        #expect(loop.calls.contains("missed swift-testing t,u"))
        #expect(loop.calls.filter { $0.hasPrefix("reference") }.allSatisfy { $0.hasSuffix(" all") }, "the reference runs every test")
        #expect(!marks.calls.contains { $0.hasPrefix("caught") && !$0.hasSuffix(" all") }, "grading for marks runs every test")
        #expect(statuses(loop.result) == statuses(marks.result))
        #expect(statuses(loop.result)["caught"] == .caughtByTests(["t"]))
        #expect(statuses(loop.result)["missed"] == .missed)
        #expect(loop.result.verdict.validTests == marks.result.verdict.validTests)
        #expect(loop.result.verdict.validTests == ["t", "u", "w"], "a test left out of a bug's run keeps the reference's status")
    }

    @Test("A bug reached where no test was named, or a hunt whose notes were cut, runs every test")
    func everyTestWithoutNames() {
        let unnamed = hunt(skipping: true, reachedBy: ["caught": ["t", ""], "missed": ["u"]])
        #expect(unnamed.calls.contains("caught swift-testing all"), "\(unnamed.calls)")
        #expect(unnamed.calls.contains("missed swift-testing u"))

        let cut = hunt(skipping: true, reachedBy: nil)
        #expect(cut.calls.contains("caught swift-testing all"), "\(cut.calls)")
        #expect(cut.calls.contains("missed swift-testing all"))

        let madeOnce = hunt(skipping: true, reachedBy: ["caught": ["t"], "missed": ["u"]], everyTest: ["caught"])
        #expect(madeOnce.calls.contains("caught swift-testing all"), "a bug in a value made once a process: \(madeOnce.calls)")
        #expect(madeOnce.calls.contains("missed swift-testing u"))
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
