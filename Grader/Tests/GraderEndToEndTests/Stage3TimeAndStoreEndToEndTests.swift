import Foundation
import GraderTestSupport
import Testing

// MARK: - Stage 3's tasks 5 and 6, graded on the real kata in the sandbox

/// Grades stage 3 of a clone of this repository (what is committed) with the sandbox on, as a
/// class is graded: a finished submission, then one whose tests take the shortcuts that
/// `Exercises/Stage3.md` warns against.
@Suite("Stage 3's clock and store tasks, graded end to end", .serialized)
struct Stage3TimeAndStoreEndToEndTests {
    /// This repository: `Grader/Tests/GraderEndToEndTests/` is three levels down.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// A fixed folder, so that the clone's workspaces stay warm from one `swift test` to the next.
    static let root = FileManager.default.temporaryDirectory.appendingPathComponent("kata-stage3-e2e-\(getuid())")
    static var kata: URL { root.appendingPathComponent("kata") }
    static var submission: URL { root.appendingPathComponent("submission") }

    /// The bugs of task 5 that only a clock the test moves can see: `Exercises/Stage3.md` says
    /// a suite that sleeps misses them.
    static let clockBugHints = [
        "Is the list fetched again when it is exactly five minutes old?",
        "Is the list fetched again once the clock you gave the provider has moved on five minutes?",
        "What does the label say when the list is a minute and a half old?",
        "What does the label say when the list is exactly one minute old?",
    ]
    /// The bugs of task 6, all in the file store: the workbook says a suite of the fake alone misses them.
    static let fileStoreBugHints = [
        "What does a file store that has never saved anything load?",
        "What does the file store load after you save a second, different list?",
        "Does a product saved in the file store come back with its picture's address?",
        "What does the file store load after removeAll()?",
    ]

    /// The sentences of `Exercises/Stage3.md` that this test proves, whitespace aside.
    static let claims = [
        "a suite that sleeps misses four of its planted bugs",
        "A suite of the fake alone passes while the file store is broken: it misses all four of this task's planted bugs",
    ]

    @Test("A finished stage 3 is complete in the sandbox, where its tests write in the temporary folder; a suite that sleeps and a suite of the fake alone miss the bugs the workbook says they miss")
    func finishedAndShortcutSuites() throws {
        try Self.cloneKata()
        let workbook = try String(contentsOf: Self.kata.appendingPathComponent("Exercises/Stage3.md"), encoding: .utf8)
        for claim in Self.claims {
            #expect(Self.squeezed(workbook).contains(Self.squeezed(claim)), "Exercises/Stage3.md no longer says: \(claim)")
        }
        try Self.solveStage3()
        let finished = try Self.gradeStage3()
        #expect(finished.exitCode == 0, "\(finished.stdout) \(finished.stderr)")
        let stage = finished.stage(3)
        #expect(stage["status"] as? String == "complete", "\(stage)")
        let tests = stage["tests"] as? [[String: Any]] ?? []
        let storeTests = tests.filter { ($0["name"] as? String)?.hasPrefix("Task 6:") == true }
        #expect(!storeTests.isEmpty && storeTests.allSatisfy { $0["status"] as? String == "passed" }, "\(storeTests)")
        #expect((stage["bugs_missed"] as? [Any])?.isEmpty == true, "\(stage)")

        // The model tests of tasks 5 and 6 give way to the two shortcuts.
        for file in ["CachedProductProviderTests.swift", "ProductStoreContractTests.swift"] {
            try FileManager.default.removeItem(at: Self.submission.appendingPathComponent("Tests/Stage3Tests/\(file)"))
        }
        try Data(Self.shortcutTests.utf8).write(to: Self.submission.appendingPathComponent("Tests/Stage3Tests/ShortcutTests.swift"))
        let shortcuts = try Self.gradeStage3().stage(3)
        // The shortcut tests pass on the reference, in the sandbox (one checks that it is there).
        #expect((shortcuts["wrong_tests"] as? [Any])?.isEmpty == true, "\(shortcuts)")
        let missed = Set((shortcuts["bugs_missed"] as? [[String: Any]] ?? []).compactMap { $0["hint"] as? String })
        #expect(missed == Set(Self.clockBugHints + Self.fileStoreBugHints), "\(shortcuts)")
    }

    /// What a learner writes who skips the point of tasks 5 and 6: the real clock and a sleep,
    /// and the fake alone.
    static let shortcutTests = #"""
        import Foundation
        import Testing
        @testable import Stage3

        @Suite("Shortcuts")
        struct ShortcutTests {
            @Test func aSuiteThatSleeps() async throws {
                let provider = ProductProviderSpy()
                let cache = CachedProductProvider(provider: provider, maxAge: 0.2)
                _ = cache.fetchProduct()
                _ = cache.fetchProduct()
                #expect(provider.fetchCount == 1)
                #expect(cache.lastUpdatedText == "Updated just now")

                try await Task.sleep(for: .milliseconds(300))
                _ = cache.fetchProduct()

                #expect(provider.fetchCount == 2)
            }

            @Test func aSuiteOfTheFakeAlone() throws {
                let store = InMemoryProductStore()
                #expect(try store.load().isEmpty)
                try store.save(MockProductData.products)
                try store.save([MockProductData.products[1]])
                #expect(try store.load() == [MockProductData.products[1]])
                try store.removeAll()
                #expect(try store.load().isEmpty)
            }

            #if os(Linux)
            /// Passes only inside the grader's bubblewrap sandbox: user nobody, a private /tmp.
            @Test func runsInTheSandbox() {
                #expect(getuid() == 65534)
                #expect(FileManager.default.temporaryDirectory.path.hasPrefix("/tmp"))
            }
            #endif
        }
        """#

    // MARK: Set-up

    static func squeezed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Makes `kata` a clone of the repository's HEAD; `git clean` keeps the ignored `.build`.
    static func cloneKata() throws {
        if !FileManager.default.fileExists(atPath: kata.appendingPathComponent(".git").path) {
            try FileManager.default.createDirectory(at: kata, withIntermediateDirectories: true)
            try FixtureKata.runGit(["init", "--quiet"], in: kata)
        }
        try FixtureKata.runGit(["fetch", "--quiet", "--no-tags", repository.path, "HEAD"], in: kata)
        try FixtureKata.runGit(["reset", "--quiet", "--hard", "FETCH_HEAD"], in: kata)
        try FixtureKata.runGit(["clean", "-fdq"], in: kata)
    }

    /// The starters of every stage, with stage 3's reference and model tests where a learner's work goes.
    static func solveStage3() throws {
        for folder in ["Stages", "Tests"] {
            try FileTree.mirror(from: kata.appendingPathComponent(folder), to: submission.appendingPathComponent(folder))
        }
        try FileTree.mirror(from: kata.appendingPathComponent("Solutions/Stage3"), to: submission.appendingPathComponent("Stages/Stage3"))
        try FileTree.mirror(from: kata.appendingPathComponent("Solutions/Stage3Tests"), to: submission.appendingPathComponent("Tests/Stage3Tests"))
    }

    /// Grades stage 3 with the sandbox on: grading a `--submission` refuses to run without one.
    static func gradeStage3() throws -> GraderRun {
        try BuiltGrader.run(["--kata-root", kata.path, "--submission", submission.path, "--quiet", "--json", "3"])
    }
}
