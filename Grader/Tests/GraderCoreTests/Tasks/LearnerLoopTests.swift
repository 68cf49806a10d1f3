import Foundation
@testable import GraderEngine
@testable import GraderExecution
@testable import GraderReports
import Testing

// MARK: - The learner's loop: first failure, hint, watch and the extra challenge (issue 24)

/// Swift Testing's message for two multi-line strings that differ on their third line, as a
/// stage 4 spec test of Task 10 gives it (copied from a real run, `swift test` 6.3).
private let multilineMessage = """
    Expectation failed: (screen.text → "Loading…
    1.   Celeste — Released in 2018
    2. ★ Hades — Released in 2021") == (\"\"\"
                Loading…
                1.   Celeste — Released in 2018
                2. ★ Hades — Released in 2020
                \"\"\" → "Loading…
    1.   Celeste — Released in 2018
    2. ★ Hades — Released in 2020")
    """

@Suite("The learner's loop: first failure, hints, watch, mutants")
struct LearnerLoopTests {
    @Test("Two multi-line strings: the first line that differs, both sides whole, in three lines")
    func multilineDifference() throws {
        let readable = try #require(MultilineDifference.readable(multilineMessage))
        #expect(readable == """
            Expectation failed: screen.text == \"\"\"…\"\"\", first different on line 3 of 3:
              screen.text: "2. ★ Hades — Released in 2021"
              expected:    "2. ★ Hades — Released in 2020"
            """)
    }

    @Test("A line only one side has is named as missing; a comment after the values stays out of them")
    func missingLine() throws {
        let message = "Expectation failed: (text → \"a\nb\") == \"a\nb\nc\" — the last row"
        let readable = try #require(MultilineDifference.readable(message))
        #expect(readable.contains("first different on line 3 of 3"), "\(readable)")
        #expect(readable.contains("text:     (no line 3: 2 lines)"), "\(readable)")
        #expect(readable.contains("expected: \"c\""), "\(readable)")
    }

    @Test("Messages that are not two multi-line strings are left as they are", arguments: [
        "Expectation failed: (a → \"x\") == \"y\"",
        "Expectation failed: (count → 2) == 3",
        "Caught error: URLError(-1009)",
    ])
    func leftAlone(message: String) {
        #expect(MultilineDifference.readable(message) == nil)
    }

    private func result(_ suite: String, _ file: String, _ status: TestStatus, _ message: String? = nil) -> TestResult {
        TestResult(test: PlannedTest(id: "\(suite)/\(file)", name: "t", suite: suite, file: file, line: 1, column: 1),
                   status: status, message: message)
    }

    @Test("First failing test: Task 1 before Task 10, whatever order the results came in, with the differing line")
    func firstFailureInTaskOrder() throws {
        let spec = SpecOutcome(kind: .ran, results: [
            result("Task 10: Show the list on a terminal", "Task10ShowTheListSpec.swift", .failed, "Expectation failed: (a → 1) == 2"),
            result("Task 2: Build the fake favourites store", "Task02FakeStoreSpec.swift", .passed),
            result("Task 1: Build one row's view model", "Task01ItemViewModelSpec.swift", .failed, multilineMessage),
        ])
        let report = StageReportBuilder.report(stage: 4, spec: spec, learner: nil, specFolder: "Tests/Stage4Spec")
        let failure = try #require(report.firstFailure)
        #expect(failure.name == "Task 1: Build one row's view model › t")
        #expect(failure.hint == "See Exercises/Stage4.md, Task 1.")
        #expect(failure.message?.contains("screen.text: \"2. ★ Hades — Released in 2021\"") == true, "\(failure.message ?? "")")
    }

    private func stage(status: StageStatus, tasksDone: Bool = true, wrong: [WrongTest] = [], missed: [ReportedBug] = []) -> StageReport {
        StageReport(stage: 4, status: status, spec: SpecCounts(passed: 1, failed: tasksDone ? 0 : 1, total: 2),
                    tasks: [TaskProgress(task: 1, title: "One", passed: tasksDone ? 2 : 1, total: 2)],
                    bugs: BugCounts(caught: 2 - missed.count, total: 2), tests: [], bugsMissed: missed, wrongTests: wrong,
                    compileErrors: [])
    }

    private let hints = [TaskHints(task: 1, title: "One", levels: ["nudge", "pointer", "answer"])]

    @Test("A test of the learner's that times out is something to hint, even in a complete stage; never 'nothing to hint'")
    func timedOutTest() {
        let hanging = WrongTest(name: "GamesTests › waits forever", status: .timeout, message: "the test ran past its time limit")
        for status in [StageStatus.complete, .incomplete] {
            let report = stage(status: status, wrong: [hanging])
            #expect(NextHint.hasSomethingToHint(report))
            let next = NextHint.choose(stage: report, hints: hints, levelsShown: [:], hasAnswers: true)
            #expect(!next.text.contains("nothing to hint"), "\(next.text)")
            #expect(next.text.contains("GamesTests › waits forever") && next.text.contains("wait for something that never comes"))
        }
        #expect(!NextHint.hasSomethingToHint(stage(status: .complete)))
    }

    @Test("A stage the grader could not grade gets no task's hint: the hint says it was not graded, and why")
    func graderErrorHasNoTaskHint() {
        var report = stage(status: .graderError, tasksDone: false)
        report.message = "the build failed: error: no such file\nerror: emit-module failed"
        let next = NextHint.choose(stage: report, hints: hints, levelsShown: [:], hasAnswers: true)
        #expect(next.text.contains("could not be graded") && next.text.contains("  the build failed: error: no such file\n  error: emit-module failed"))
        #expect(!next.text.contains("nudge"), "\(next.text)")
        #expect(next.shown == nil)
    }

    @Test("A missed planted bug in three levels, each saying more: the question, where to look, what a catching test does")
    func bugLevels() throws {
        let bug = ReportedBug(hint: "What does an empty catalogue show?", caughtBy: nil, id: "empty-shows-error")
        let planted = PlantedBug(id: "empty-shows-error", hint: bug.hint, file: "GamesListViewModel.swift", wrap: .expression,
                                 find: ["games.isEmpty"], replace: ["false"])
        let report = stage(status: .incomplete, missed: [bug])
        var levels = HintLevels()
        var texts: [String] = []
        for _ in 1...3 {
            let next = NextHint.choose(stage: report, hints: hints, levelsShown: levels.levels(stage: 4), hasAnswers: true,
                                       plantedBugs: [planted])
            let shown = try #require(next.shown)
            #expect(shown.topic == .plantedBug("empty-shows-error"))
            levels.record(stage: shown.stage, topic: shown.topic, level: shown.level)
            texts.append(next.text)
        }
        #expect(texts.allSatisfy { $0.contains("What does an empty catalogue show?") })
        #expect(texts[0].contains("hint 1 of 3") && !texts[0].contains("GamesListViewModel.swift"))
        #expect(texts[1].contains("hint 2 of 3") && texts[1].contains("Stages/Stage4/GamesListViewModel.swift"))
        #expect(texts[2].contains("hint 3 of 3") && texts[2].contains("    games.isEmpty") && texts[2].contains("A test that catches it"))
        #expect(texts[0].count < texts[1].count && texts[1].count < texts[2].count, "each level says more")
        #expect(Set(texts).count == 3, "no level repeats another")
        // Levels are kept by topic: the bug's level does not move a task's on.
        #expect(levels.levels(stage: 4) == [.plantedBug("empty-shows-error"): 3])
    }

    @Test("A student copy's last level says what the instructor's answer covers, with the learner's own file")
    func studentCopyAnswer() {
        let answer = "`Solutions/Answers/Stage4.md`, under *Task 1*; the reference is\n`Solutions/Stage4/GameListItemViewModel.swift`."
        let text = StudentCopyAnswer.text(answer: answer, stage: 4, task: 1)
        #expect(text.contains("Solutions/Answers/Stage4.md") && text.contains("Stages/Stage4/GameListItemViewModel.swift"))
        #expect(!text.contains("Solutions/Stage4/"), "no path this copy lacks, but the answer file named as the instructor's")
    }

    @Test("watch: the wrong tests follow the headline's 'see below', a timed-out one marked so")
    func watchListsWrongTests() throws {
        let report = stage(status: .complete, wrong: [WrongTest(name: "Mine › hangs", status: .timeout, message: "time limit")])
        let screen = WatchScreen.render(stage: report, hints: hints, following: false, gradedAt: Date())
        let lines = screen.components(separatedBy: "\n")
        let headline = try #require(lines.firstIndex { $0.contains("(see below)") }, "\(screen)")
        let listed = try #require(lines.firstIndex { $0.contains("  - Mine › hangs (timed out): time limit") }, "\(screen)")
        #expect(headline < listed)
        #expect(!screen.contains("Stage 4 is complete."), "\(screen)")
    }

    @Test("watch names the files a save changed, added or removed, and watches the spec folder")
    func fingerprintChanges() {
        let old = ["Stages/Stage4/A.swift": "1", "Stages/Stage4/B.swift": "2", "Tests/Stage4Spec/S.swift": "3"]
        let new = ["Stages/Stage4/A.swift": "1", "Stages/Stage4/B.swift": "9", "Tests/Stage4Tests/New.swift": "4"]
        let changes = FolderFingerprint.changes(from: old, to: new)
        #expect(changes == ["Stages/Stage4/B.swift", "Tests/Stage4Spec/S.swift", "Tests/Stage4Tests/New.swift"])
        #expect(FolderFingerprint.describe(changes) == "Stages/Stage4/B.swift, Tests/Stage4Spec/S.swift and Tests/Stage4Tests/New.swift")
        #expect(WatchScreen.watchedFolders(stage: 4).contains("Tests/Stage4Spec"))
    }

    @Test("--mutants: each survivor as the learner's file, the declaration, its task and the change; never a Solutions/ path")
    func mutantSurvivors() throws {
        let kata = FileManager.default.temporaryDirectory.appendingPathComponent("survivor-place-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: kata) }
        for (path, text) in [("Solutions/Stage1/Parity.swift", "public func isEven(number: Int) -> Bool {\n    number % 2 == 0\n}\n"),
                             ("Exercises/Stage1.md", "# Stage 1\n\n## Task 1: Tell odd from even\n\nImplement `isEven(number:)`.\n")] {
            let url = kata.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let mutant = Mutant(id: "m3", file: "Parity.swift", line: 2, operator: .relational, change: "`==` → `!=`",
                            sourceLine: "number % 2 == 0")
        let challenge = MutantChallenge(caught: 4, total: 5, survivors: [MutantSurvivor(mutant, stage: 1, kataRoot: kata)])
        let lines = HumanReport.mutantLines(challenge)
        #expect(lines.contains("  - Stages/Stage1/Parity.swift, in isEven() (Task 1): `==` → `!=`  in: number % 2 == 0"), "\(lines)")
        #expect(!lines.joined().contains("Solutions/"))
        let json = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(challenge)) as? [String: Any])
        let survivor = try #require((json["survivors"] as? [[String: Any]])?.first)
        #expect(survivor["file"] as? String == "Stages/Stage1/Parity.swift" && survivor["task"] as? Int == 1)
        #expect(survivor["declaration"] as? String == "isEven()")
        #expect(survivor["change"] as? String == "`==` → `!=`" && survivor["source_line"] as? String == "number % 2 == 0")
    }

    @Test("The progress line counts each pass of the bug hunt to its end: Swift Testing, XCTest where it can still matter, second runs")
    func bugRunProgress() {
        let catalog = BugCatalog(stage: 1, bugs: ["first", "second"].map {
            PlantedBug(id: $0, hint: "\($0)?", file: "A.swift", wrap: .expression, find: [], replace: [])
        })
        // A Swift Testing test that catches the first bug; XCTest catches nothing.
        let seen = Locked<[String]>([])
        var rounds = BugHuntRounds(catalog: catalog, plan: [nil, 0, nil, 1], width: 2, confirmations: .everyCatch) { bugIndex, framework, _ in
            let caught = framework == .swiftTesting && bugIndex == 0
            return (PlantedBugRun(statuses: ["t": caught ? .failed : .passed]), [])
        }
        rounds.progress = { pass, done, total in seen.withLock { $0.append("\(pass.rawValue) \(done)/\(total)") } }
        _ = rounds.perform()
        let lines = seen.withLock { $0 }
        #expect(lines.filter { $0.hasPrefix("Swift Testing runs") }.sorted() == (1...4).map { "Swift Testing runs \($0)/4" })
        // The first bug is settled by Swift Testing: XCTest runs the three others.
        #expect(lines.filter { $0.hasPrefix("XCTest runs") }.sorted() == (1...3).map { "XCTest runs \($0)/3" })
        #expect(lines.filter { $0.hasPrefix("second runs") } == ["second runs of the bugs caught 1/1"])
    }

    @Test("The snapshot helper ships in the starters, and the model tests use the same two files, byte for byte")
    func snapshotHelperInTheStarters() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for file in ["TextSnapshot.swift", "ExpectSnapshot.swift"] {
            let starter = try Data(contentsOf: repository.appendingPathComponent("Tests/Stage4Tests/Support/\(file)"))
            let model = try Data(contentsOf: repository.appendingPathComponent("Solutions/Stage4Tests/Support/\(file)"))
            #expect(starter == model, "Solutions/Stage4Tests/Support/\(file) differs from the starters' copy: copy it over")
        }
        #expect(StageMaterial.snapshotFolder(of: "Screens/__Snapshots__/list.txt") == "Screens/__Snapshots__")
        #expect(StageMaterial.snapshotFolder(of: "__Snapshots__/list.txt") == "__Snapshots__")
        #expect(StageMaterial.snapshotFolder(of: "Screens/ListTests.swift") == nil)
    }
}
