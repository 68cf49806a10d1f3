import Stage4
import Testing

@MainActor
@Suite("Task 10: Show the list on a terminal")
struct Task10ShowTheListSpec {
    @Test("A load shows \"Loading…\", then one numbered line per game, a star on each favourite")
    func loadedRows() async {
        let screen = TerminalScreen(query: FavoritesStub(favoriteIDs: [SampleGames.hades.id]))

        await screen.viewModel.loadGames()

        #expect(screen.text == """
            Loading…
            1.   Celeste — Released in 2018
            2. ★ Hades — Released in 2020
            3.   Untitled Goose Game — Release year unknown
            """)
    }

    @Test("A failed load shows \"Loading…\", then the view model's message")
    func failedLoad() async {
        let screen = TerminalScreen(service: StubDataService.failing)

        await screen.viewModel.loadGames()

        #expect(screen.text == """
            Loading…
            Unable to load games. Please try again !
            """)
    }

    @Test("An empty catalogue shows \"Loading…\", then the view model's message")
    func emptyCatalogue() async {
        let screen = TerminalScreen(service: StubDataService.returning([]))

        await screen.viewModel.loadGames()

        #expect(screen.text == """
            Loading…
            No games available at the moment.
            """)
    }

    @Test("Toggling row 1 marks the first game and shows every row again, the first one starred")
    func toggleFirstRow() async {
        let store = InMemoryFavoritesStore(favoriteIDs: [SampleGames.goose.id])
        let screen = TerminalScreen(query: store, commands: store)
        await screen.viewModel.loadGames()
        screen.clear()

        screen.view?.toggleFavorite(rowNumber: 1)

        #expect(store.allFavoriteIDs() == [SampleGames.celeste.id, SampleGames.goose.id])
        #expect(screen.text == """
            1. ★ Celeste — Released in 2018
            2.   Hades — Released in 2020
            3. ★ Untitled Goose Game — Release year unknown
            """)
    }

    @Test("Toggling the last row unmarks a favourite, and its star goes")
    func toggleLastRow() async {
        let store = InMemoryFavoritesStore(favoriteIDs: [SampleGames.goose.id])
        let screen = TerminalScreen(query: store, commands: store)
        await screen.viewModel.loadGames()
        screen.clear()

        screen.view?.toggleFavorite(rowNumber: 3)

        #expect(store.allFavoriteIDs().isEmpty)
        #expect(screen.lines.last == "3.   Untitled Goose Game — Release year unknown")
    }

    @Test("A number with no row says so, and sends nothing to the store", arguments: [0, 4, -2])
    func noSuchRow(rowNumber: Int) async {
        let commands = FavoritesMock()
        let screen = TerminalScreen(commands: commands)
        await screen.viewModel.loadGames()
        screen.clear()

        screen.view?.toggleFavorite(rowNumber: rowNumber)

        #expect(screen.text == "There is no row \(rowNumber).")
        #expect(commands.commands.isEmpty)
    }

    @Test("A toggle the store refuses shows its message, then the rows as they were")
    func refusedToggle() async {
        let id = SampleGames.celeste.id
        let screen = TerminalScreen(commands: FavoritesMock(failingWith: .alreadyFavorite(gameID: id)))
        await screen.viewModel.loadGames()
        screen.clear()

        screen.view?.toggleFavorite(rowNumber: 1)

        #expect(screen.text == """
            Unable to update your favourites. Please try again !
            1.   Celeste — Released in 2018
            2.   Hades — Released in 2020
            3.   Untitled Goose Game — Release year unknown
            """)
    }

    @Test("A reload shows \"Loading…\" again, then the new answer")
    func reload() async {
        let service = ChangingDataService(answer: .returning([SampleGames.hades]))
        let screen = TerminalScreen(service: service)
        await screen.viewModel.loadGames()
        service.answer = .failing

        await screen.viewModel.loadGames()

        #expect(screen.text == """
            Loading…
            1.   Hades — Released in 2020
            Loading…
            Unable to load games. Please try again !
            """)
    }
}
