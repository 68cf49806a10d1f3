import Foundation
import Testing

// MARK: - What the workbook says about which test catches which bug, proved on the real kata

/// A sentence of stage 4's text that says which kind of test catches a mistake and which does
/// not, with one test of each kind, written as a learner would from that sentence.
struct WorkbookClaim: Sendable {
    /// Words of `Exercises/Stage4.md`, whitespace aside: change the sentence, and this proof fails
    /// until it is rewritten with it.
    var sentence: String
    /// The planted bug the sentence is about, by its hint.
    var bugHint: String
    /// The display name of the test the sentence recommends: it must catch the bug.
    var catching: String
    /// The display name of the test the sentence warns against: it must not.
    var missing: String
}

extension AttackCatalogue {
    static let claims = [
        WorkbookClaim(
            sentence: "a suite that only marks and asks never sees a store that forgets the wrong games when it unmarks",
            bugHint: "Which favourites are left in the in-memory store after you unmark a game?",
            catching: "claim: unmarking one game keeps the other favourite", missing: "claim: marking and asking only"),
        WorkbookClaim(
            sentence: "a spy that records only the event names, with the state checked after the load, misses a view model that calls the delegate before it settles the state",
            bugHint: "When the delegate hears about an error, can it already read the error flag and its message?",
            catching: "claim: the spy records the state at each callback", missing: "claim: event names, then the state after the load"),
        WorkbookClaim(
            sentence: "stub it to say *yes* for one game, or you cannot tell a correct row from one that always says *no*",
            bugHint: "Does a row show the star when the store says its game is a favourite?",
            catching: "claim: the stub says yes for one game", missing: "claim: the stub says no for every game"),
        WorkbookClaim(
            sentence: "Check what the delegate sees at the *second* `didStartLoading`",
            bugHint: "After a failed load, what does the view see when the next load starts?",
            catching: "claim: the second start is checked", missing: "claim: only the end of the reload is checked"),
        WorkbookClaim(
            sentence: "Compare the whole list of recorded commands with `==`, not just \"was mark called\"",
            bugHint: "How many commands reach the store when a game becomes a favourite?",
            catching: "claim: the whole command list", missing: "claim: was mark called"),
        WorkbookClaim(
            sentence: "if the view model sent `markFavorite` *twice* for one tap, a test that only reads the star would not notice",
            bugHint: "How many commands reach the store when a game becomes a favourite?",
            catching: "claim: the whole command list", missing: "claim: toggled twice against the fake"),
        WorkbookClaim(
            sentence: "a robot test that asks only about the stars misses a line that lost its subtitle, and a snapshot of the whole screen catches it",
            bugHint: "Does each line of the list say when its game came out?",
            catching: "claim: a snapshot of the whole screen", missing: "claim: the robot asks about the stars"),
    ]

    @Test("Each sentence of stage 4 that says which test catches a planted bug is true: the named test catches it, the counter-example does not")
    func workbookClaimsHold() throws {
        _ = try AttackLab.baseline.get()
        let workbook = try String(contentsOf: AttackLab.kata.appendingPathComponent("Exercises/Stage4.md"), encoding: .utf8)
        let hints = try String(contentsOf: AttackLab.kata.appendingPathComponent("Solutions/PlantedBugs/Stage4.json"), encoding: .utf8)
        for claim in Self.claims {
            #expect(Self.squeezed(workbook).contains(Self.squeezed(claim.sentence)), "Exercises/Stage4.md no longer says: \(claim.sentence)")
            #expect(hints.contains(claim.bugHint), "stage 4 has no planted bug with the hint: \(claim.bugHint)")
        }

        let run = try AttackRun(Attack(
            name: "workbook-claims", stages: [4], honestStages: [4],
            literalFiles: ["Tests/Stage4Tests/WorkbookClaimTests.swift": Self.claimTests]))
        let stage = run.report.stage(4)
        #expect((stage["wrong_tests"] as? [Any])?.isEmpty == true, "every claim test passes on the reference: \(stage)")
        let caught = try #require(stage["bugs_caught"] as? [[String: Any]], "\(run.report.stdout) \(run.report.stderr)")
        for claim in Self.claims {
            let bug = caught.first { $0["hint"] as? String == claim.bugHint }
            let catchers = bug?["caught_by"] as? [String] ?? []
            #expect(catchers.contains { $0.hasSuffix(claim.catching) },
                    "\(claim.catching) does not catch: \(claim.bugHint) (\(catchers)); failing on the own code: \(stage["failing_on_your_code"] ?? "")")
            #expect(!catchers.contains { $0.hasSuffix(claim.missing) }, "\(claim.missing) catches: \(claim.bugHint)")
        }
    }

    private static func squeezed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The two tests of each claim, beside the model tests and with their doubles.
    private static let claimTests = #"""
        import Stage4
        import Testing

        /// Records the names of the callbacks, nothing of the state: the spy the text warns about.
        @MainActor
        final class NamesOnlySpy: GamesListViewModelDelegate {
            private(set) var names: [String] = []
            func didStartLoading(_ viewModel: GamesListViewModel) { names.append("start") }
            func itemsLoaded(_ viewModel: GamesListViewModel) { names.append("loaded") }
            func errorDidOccur(_ viewModel: GamesListViewModel) { names.append("error") }
        }

        @MainActor
        struct WorkbookClaimTests {
            @Test("claim: unmarking one game keeps the other favourite")
            func unmarkOne() throws {
                let store = InMemoryFavoritesStore(favoriteIDs: [3, 7])
                try store.unmarkFavorite(gameID: 7)
                #expect(store.isFavorite(gameID: 3))
            }

            @Test("claim: marking and asking only")
            func markAndAsk() throws {
                let store = InMemoryFavoritesStore(favoriteIDs: [1, 3])
                try store.markFavorite(gameID: 7)
                #expect(store.isFavorite(gameID: 1) && store.isFavorite(gameID: 3) && store.isFavorite(gameID: 7))
                #expect(!store.isFavorite(gameID: 2))
            }

            @Test("claim: the spy records the state at each callback")
            func stateAtEachCallback() async {
                let viewModel = GamesListViewModel(dataService: StubDataService.failure)
                let spy = GamesListDelegateSpy()
                viewModel.delegate = spy
                await viewModel.loadGames()
                #expect(spy.events == [
                    .didStartLoading(showLoading: true, showError: false),
                    .errorDidOccur(message: GamesListViewModel.loadFailedMessage, itemsCount: 0, showLoading: false, showError: true),
                ])
            }

            @Test("claim: event names, then the state after the load")
            func namesThenEndState() async {
                let viewModel = GamesListViewModel(dataService: StubDataService.failure)
                let spy = NamesOnlySpy()
                viewModel.delegate = spy
                await viewModel.loadGames()
                #expect(spy.names == ["start", "error"])
                #expect(viewModel.showError && !viewModel.showLoading && viewModel.itemsCount == 0)
                #expect(viewModel.errorMessage == GamesListViewModel.loadFailedMessage)
            }

            @Test("claim: the stub says yes for one game")
            func stubSaysYes() async {
                let viewModel = GamesListViewModel(dataService: StubDataService.games(TestGames.list),
                                                   favoritesQuery: FavoritesQueryStub(favoriteIDs: [TestGames.celeste.id]),
                                                   favoritesCommands: FavoritesCommandMock())
                await viewModel.loadGames()
                #expect(viewModel.getItem(at: 1) == GameListItemViewModel(game: TestGames.celeste, isFavorite: true))
            }

            @Test("claim: the stub says no for every game")
            func stubSaysNo() async {
                let viewModel = GamesListViewModel(dataService: StubDataService.games(TestGames.list),
                                                   favoritesQuery: FavoritesQueryStub(), favoritesCommands: FavoritesCommandMock())
                await viewModel.loadGames()
                #expect(viewModel.getItem(at: 1) == GameListItemViewModel(game: TestGames.celeste, isFavorite: false))
            }

            @Test("claim: the second start is checked")
            func secondStart() async {
                let viewModel = GamesListViewModel(dataService: ScriptedDataService(answers: [.failure, .games(TestGames.list)]))
                let spy = GamesListDelegateSpy()
                viewModel.delegate = spy
                await viewModel.loadGames()
                await viewModel.loadGames()
                #expect(spy.events.count == 4)
                #expect(spy.events.dropFirst(2).first == .didStartLoading(showLoading: true, showError: false))
            }

            @Test("claim: only the end of the reload is checked")
            func endOfReload() async {
                let viewModel = GamesListViewModel(dataService: ScriptedDataService(answers: [.failure, .games(TestGames.list)]))
                await viewModel.loadGames()
                await viewModel.loadGames()
                #expect(!viewModel.showError && viewModel.errorMessage == "" && viewModel.itemsCount == 3)
            }

            @Test("claim: the whole command list")
            func wholeCommandList() async {
                let mock = FavoritesCommandMock()
                let viewModel = GamesListViewModel(dataService: StubDataService.games(TestGames.list),
                                                   favoritesQuery: FavoritesQueryStub(), favoritesCommands: mock)
                await viewModel.loadGames()
                viewModel.toggleFavorite(at: 0)
                #expect(mock.commands == [.mark(gameID: TestGames.zelda.id)])
            }

            @Test("claim: was mark called")
            func wasMarkCalled() async {
                let mock = FavoritesCommandMock()
                let viewModel = GamesListViewModel(dataService: StubDataService.games(TestGames.list),
                                                   favoritesQuery: FavoritesQueryStub(), favoritesCommands: mock)
                await viewModel.loadGames()
                viewModel.toggleFavorite(at: 0)
                #expect(mock.commands.contains(.mark(gameID: TestGames.zelda.id)))
            }

            @Test("claim: a snapshot of the whole screen")
            func wholeScreen() async {
                let robot = await GamesListRobot(favoriteIDs: [TestGames.celeste.id]).load()
                expectSnapshot(robot.screen, named: "games-list-loaded")
            }

            @Test("claim: the robot asks about the stars")
            func robotAsksAboutStars() async {
                let robot = await GamesListRobot(favoriteIDs: [TestGames.celeste.id]).load()
                #expect(robot.isStarred(row: 2) && !robot.isStarred(row: 1) && !robot.isStarred(row: 3))
            }

            @Test("claim: toggled twice against the fake")
            func toggledTwiceWithFake() async {
                let viewModel = GamesListViewModel(dataService: StubDataService.games(TestGames.list), favorites: InMemoryFavoritesStore())
                await viewModel.loadGames()
                viewModel.toggleFavorite(at: 0)
                #expect(viewModel.getItem(at: 0)?.isFavorite == true)
                viewModel.toggleFavorite(at: 0)
                #expect(viewModel.getItem(at: 0)?.isFavorite == false)
            }
        }

        """#
}
