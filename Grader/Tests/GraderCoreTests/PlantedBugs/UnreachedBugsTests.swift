@testable import GraderEngine
@testable import GraderExecution
import Testing

/// The learner's own loop runs no planted bug whose code the learner's tests never reach
/// (`BugHuntRounds.skipsUnreachedBugs`); grading for marks runs every one.
@Suite("Planted bugs: a bug the tests never reach, in the learner's own loop")
struct UnreachedBugsTests {
    /// Three bugs: the first caught by test "t", the second reached and missed, the third never reached.
    private let catalog = BugCatalog(stage: 1, bugs: ["caught", "reached-but-missed", "never-reached"].map {
        PlantedBug(id: $0, hint: "\($0)?", file: "A.swift", wrap: .expression, find: [], replace: [])
    })
    /// The reference runs among the bugs', as a shuffled plan puts them.
    private let plan: [Int?] = [0, nil, 1, nil, 2, nil]

    /// A hunt over `plan` whose runs reach `reached` (in every run, as the real switch notes it)
    /// and whose first reference run in XCTest ends with `referenceHarnessError`; the calls it made, in order.
    private func hunt(skipping: Bool, reached: Set<String>, referenceHarnessError: String? = nil)
        -> (result: BugHuntRounds.Result, calls: [String]) {
        let calls = Locked<[String]>([])
        let rounds = BugHuntRounds(catalog: catalog, plan: plan, width: 2, confirmations: .everyCatch,
                                   skipsUnreachedBugs: skipping) { bugIndex, framework, _ in
            let name = bugIndex.map { catalog.bugs[$0].id } ?? "reference"
            let isFirstReferenceXCTest = calls.withLock { calls in
                defer { calls.append("\(name) \(framework.rawValue)") }
                return bugIndex == nil && framework == .xctest && !calls.contains("reference xctest")
            }
            var run = PlantedBugRun(statuses: ["t": bugIndex == 0 ? .failed : .passed],
                                    harnessError: isFirstReferenceXCTest ? referenceHarnessError : nil)
            run.reached = reached
            return (run, [])
        }
        return (rounds.perform(), calls.withLock { $0 })
    }

    private func statuses(_ result: BugHuntRounds.Result) -> [String: BugHuntVerdict.Status] {
        Dictionary(uniqueKeysWithValues: result.verdict.bugs.map { ($0.bug.id, $0.status) })
    }

    @Test("The reference runs go first, the bug they never reached runs no process, and the verdict is the full hunt's")
    func skipsTheBugNeverReached() {
        let reached: Set<String> = ["caught", "reached-but-missed"]
        let loop = hunt(skipping: true, reached: reached)
        let marks = hunt(skipping: false, reached: reached)

        #expect(loop.calls.prefix(6).allSatisfy { $0.hasPrefix("reference ") }, "\(loop.calls)")
        #expect(!loop.calls.contains { $0.hasPrefix("never-reached") }, "\(loop.calls)")
        #expect(marks.calls.contains("never-reached swift-testing"))
        #expect(statuses(loop.result) == statuses(marks.result))
        #expect(statuses(loop.result)["never-reached"] == .missed)
        #expect(statuses(loop.result)["caught"] == .caughtByTests(["t"]))
        #expect(loop.result.verdict.validTests == ["t"])
    }

    @Test("Reference runs that reached no bug at all, or one that could not run, leave every bug to run")
    func runsEveryBugWithNothingToGoOn() {
        let silent = hunt(skipping: true, reached: [])
        #expect(silent.calls.contains("never-reached swift-testing"), "\(silent.calls)")
        #expect(silent.calls.contains("reached-but-missed swift-testing"))

        let broken = hunt(skipping: true, reached: ["caught"], referenceHarnessError: "could not start")
        #expect(broken.calls.contains("never-reached swift-testing"), "\(broken.calls)")
        #expect(broken.calls.contains("reached-but-missed swift-testing"))
    }

    @Test("A bug's run that was never reached carries the reference's statuses only, never a timeout to blame")
    func unreachedRunIsTheReferencesStatuses() {
        var swiftTesting = PlantedBugRun(statuses: ["t": .passed], timedOutUnblamed: true, crashedUnblamed: true)
        swiftTesting.reached = ["caught"]
        let xctest = PlantedBugRun(statuses: ["X.C/test": .passed])
        let early = EarlyReferenceRuns(swiftTesting: [(swiftTesting, [])], xctest: [(xctest, [])])
        let run = early.asTheReferenceRan?.run
        #expect(run == PlantedBugRun(statuses: ["t": .passed, "X.C/test": .passed]))
        #expect(early.unreachedBugs(catalog: catalog) == [1, 2])
    }

    @Test("The switch of a file notes the file's own bugs once for each test that reaches them, through the notes file named by KATA_REACHED")
    func generatedSwitchNotesItsBugs() {
        let noting = PlantedBugSwitch.source(bugIDs: ["a-bug", "b-bug"], key: .random(), noting: ["b-bug"])
        #expect(noting.contains("__plantedBugReached(id)\n    return __plantedBugOnNow() == id"))
        #expect(noting.contains(#"case "b-bug": break"#))
        #expect(!noting.contains(#"case "a-bug""#))
        #expect(noting.contains(#"let test = Test.current.map { String(describing: $0.id) } ?? """#))
        #expect(noting.contains(#"let line = id + "\t" + test"#))
        #expect(noting.contains("if __plantedBugNotesWritten.isNew(line) { __plantedBugNote(line) }"))
        #expect(noting.contains(#"getenv("KATA_REACHED")"#))
        let silent = PlantedBugSwitch.source(bugIDs: ["a-bug"], key: .random())
        #expect(!silent.contains("__plantedBugReached"))
    }
}
