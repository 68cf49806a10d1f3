import Foundation
import GraderTestSupport
import Testing

// MARK: - Stage 4's transport failures, favourite request and download stream, on the real kata

/// Issue 25's stage 4 tasks, graded as an instructor grades them: task 9's transport failures
/// and `POST`, and task 15's stream. A finished stage is complete; a suite that skips the point
/// of each (tries only "offline", checks only where the `POST` goes, checks the screen only
/// right after a cancel) misses exactly the bugs the workbook says it misses.
@Suite("Stage 4's HTTP failures and download stream, graded end to end", .serialized)
struct Stage4SkillsEndToEndTests {
    /// This repository: the full kata.
    static let kata = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../..").standardizedFileURL
    static let submission = FileManager.default.temporaryDirectory.appendingPathComponent("kata-stage4-skills-\(getuid())")

    /// Sentences of `Exercises/Stage4.md` that say which test misses which bug, whitespace aside.
    static let claims = [
        "a service that calls every failure \"offline\" passes a test that only tries offline",
        "A test that cancels and then checks only `status` at once misses that",
    ]

    /// The bugs the skipping suite below must miss, by their hints.
    static let missedBySkipping = [
        // Only "offline" tried.
        "What does your suite expect when the server takes too long to answer?",
        "Does your suite try a transport failure that is neither offline nor a timeout, such as a host that cannot be found?",
        // Only the URL of the POST checked, and only a success.
        "Does your suite check the method of the request that adds a favourite?",
        "Does your suite check every header of the request that adds a favourite, with its value?",
        "Does your suite read the body of the request that adds a favourite, the name of each field as well as its value?",
        "What does your suite expect when the server refuses a favourite with a status that is no success?",
        // The screen checked right after the cancel, and nothing sent after it.
        "After a cancel, does your suite check that the task following the download was cancelled, or send more updates and check that none is shown?",
        "After a cancel, does your suite send updates that were already on their way, and check that none is shown?",
        "After a cancel, when the stream ends, what does the screen say?",
    ]

    /// The bugs of the same tasks that the skipping suite still catches: it is not empty.
    static let caughtBySkipping = [
        "What does your suite expect when the device is offline and the request gets no answer at all?",
        "What does the screen say when all but a few bytes of the download have arrived?",
        "What does the screen say while the size of the download is unknown, as URLSession says with a total of -1?",
        "What does the screen say when the stream of updates ends before the last byte has arrived?",
    ]

    /// A submission with the reference as the learner's code and `tests` as their stage 4 tests.
    static func prepare(tests: URL, replacing removed: [String] = [], with extra: [String: String] = [:]) throws {
        for folder in ["Stages", "Tests"] {
            try FileTree.mirror(from: kata.appendingPathComponent(folder), to: submission.appendingPathComponent(folder))
        }
        try FileTree.mirror(from: kata.appendingPathComponent("Solutions/Stage4"), to: submission.appendingPathComponent("Stages/Stage4"))
        let learnerTests = submission.appendingPathComponent("Tests/Stage4Tests")
        try FileTree.mirror(from: tests, to: learnerTests)
        for file in removed {
            try FileTree.remove(learnerTests.appendingPathComponent(file))
        }
        for (file, text) in extra {
            try Data(text.utf8).write(to: learnerTests.appendingPathComponent(file))
        }
    }

    static func gradeStage4() throws -> [String: Any] {
        // The kata may have uncommitted edits while it is being worked on; the sandbox stays on.
        let run = try BuiltGrader.run(["--kata-root", kata.path, "--submission", submission.path, "--quiet",
                                       "--allow-modified-kata", "--json", "4"])
        return run.stage(4)
    }

    static func hints(_ list: Any?) -> Set<String> {
        Set((list as? [[String: Any]] ?? []).compactMap { $0["hint"] as? String })
    }

    @Test("The model tests make stage 4 complete in the sandbox; a suite that skips the point of tasks 9 and 15 misses the bugs the workbook names")
    func finishedAndSkipping() throws {
        let workbook = try String(contentsOf: Self.kata.appendingPathComponent("Exercises/Stage4.md"), encoding: .utf8)
        for claim in Self.claims {
            #expect(Self.squeezed(workbook).contains(Self.squeezed(claim)), "Exercises/Stage4.md no longer says: \(claim)")
        }

        let model = Self.kata.appendingPathComponent("Solutions/Stage4Tests")
        try Self.prepare(tests: model)
        let finished = try Self.gradeStage4()
        #expect(finished["status"] as? String == "complete", "\(finished)")
        #expect((finished["wrong_tests"] as? [Any])?.isEmpty == true, "\(finished)")
        let caught = Self.hints(finished["bugs_caught"])
        #expect(caught.isSuperset(of: Self.missedBySkipping + Self.caughtBySkipping), "\(caught)")

        // The model tests of tasks 9 and 15 give way to a suite that skips their point; the other
        // tasks' model tests stay, with the XCTest class whose offline test the suite repeats.
        try Self.prepare(tests: model, replacing: ["HTTPDataServiceTests.swift", "GameDownloadTests.swift"],
                         with: ["SkippingTests.swift": Self.skippingTests])
        let skipping = try Self.gradeStage4()
        #expect((skipping["wrong_tests"] as? [Any])?.isEmpty == true, "\(skipping)")
        let missed = Self.hints(skipping["bugs_missed"])
        #expect(missed.isSuperset(of: Self.missedBySkipping), "\(missed)")
        #expect(missed.isDisjoint(with: Self.caughtBySkipping), "\(missed)")
    }

    private static func squeezed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// What a learner writes who tries only "offline", checks only where the favourite goes,
    /// and looks at the screen only right after a cancel.
    private static let skippingTests = #"""
        import Foundation
        import Stage4
        import Testing

        @Suite("Skipping the point", .serialized)
        struct SkippingHTTPTests {
            private let service = HTTPDataService(
                baseURL: URL(string: "https://catalogue.example/store")!, session: StubURLProtocol.session())

            init() {
                StubURLProtocol.reset()
            }

            @Test("offline only")
            func offlineOnly() async {
                StubURLProtocol.failure = .notConnectedToInternet
                await #expect(throws: HTTPDataServiceError.offline) { try await service.loadGames() }
            }

            @Test("the favourite's URL only")
            func favoriteURLOnly() async throws {
                StubURLProtocol.answer = StubURLProtocol.Answer(statusCode: 200, body: Data())
                try await service.addFavorite(gameID: 42)
                #expect(StubURLProtocol.requests.map(\.url?.path) == ["/store/v1/favorites"])
            }
        }

        @MainActor
        @Suite("Skipping the cancel", .timeLimit(.minutes(1)))
        struct SkippingDownloadTests {
            @Test("updates and the end", arguments: [
                ([999], "Downloading 99%"), ([-1], "Downloading…"), ([400], "Download stopped"), ([1000], "Ready to play"),
            ])
            func updates(received: [Int], expected: String) async {
                let (updates, continuation) = AsyncStream.makeStream(of: DownloadProgress.self)
                let viewModel = GameDownloadViewModel(updates: updates)
                var shown: [String] = []
                viewModel.onStatusChange = { shown.append($0) }
                let following = viewModel.startFollowing()
                for bytes in received {
                    continuation.yield(DownloadProgress(receivedBytes: bytes == -1 ? 5 : bytes, totalBytes: bytes == -1 ? -1 : 1000))
                }
                continuation.finish()
                await following.value
                #expect(shown.contains(expected))
            }

            @Test("the screen right after a cancel")
            func statusRightAfterCancel() async {
                let (updates, continuation) = AsyncStream.makeStream(of: DownloadProgress.self)
                let viewModel = GameDownloadViewModel(updates: updates)
                let following = viewModel.startFollowing()
                viewModel.cancel()
                #expect(viewModel.status == "Download cancelled")
                continuation.finish()
                await following.value
            }
        }

        """#
}
