import Stage4
import Testing

@MainActor
@Suite("Task 7: Toggle a favourite")
struct ToggleFavoriteSpec {
    @Test("Toggling a game that is not a favourite sends exactly one mark, for that game")
    func marksNonFavorite() async {
        let favorites = FavoritesMock()
        let (viewModel, spy) = makeViewModel(favorites: favorites)
        await viewModel.loadGames()
        #expect(spy.events == [.started, .loaded])

        viewModel.toggleFavorite(at: 1)

        #expect(favorites.commands == [.mark(gameID: SampleGames.hades.id)])
    }

    @Test("Toggling a favourite sends exactly one unmark, for that game")
    func unmarksFavorite() async {
        let favorites = FavoritesMock(favoriteIDs: [SampleGames.goose.id])
        let (viewModel, spy) = makeViewModel(favorites: favorites)
        await viewModel.loadGames()
        #expect(spy.events == [.started, .loaded])

        viewModel.toggleFavorite(at: 2)

        #expect(favorites.commands == [.unmark(gameID: SampleGames.goose.id)])
    }

    @Test("Toggling a row that does not exist sends nothing", arguments: [-1, SampleGames.all.count])
    func outOfRangeSendsNothing(index: Int) async {
        let favorites = FavoritesMock()
        let (viewModel, spy) = makeViewModel(favorites: favorites)
        await viewModel.loadGames()
        #expect(spy.events == [.started, .loaded])

        viewModel.toggleFavorite(at: index)

        #expect(favorites.commands.isEmpty)
    }

    @Test("Made with a data service alone, the view model keeps favourites in a store of its own")
    func defaultStore() async {
        let viewModel = GamesListViewModel(dataService: StubDataService.returning(SampleGames.all))
        await viewModel.loadGames()

        viewModel.toggleFavorite(at: 1)

        #expect(viewModel.getItem(at: 1)?.isFavorite == true)
        #expect(viewModel.getItem(at: 0)?.isFavorite == false)
    }

    @Test("With the fake store, a toggled row shows its new flag")
    func toggleWithFake() async throws {
        let store = InMemoryFavoritesStore()
        let (viewModel, spy) = makeViewModel(favorites: store)
        await viewModel.loadGames()
        #expect(spy.events == [.started, .loaded])

        viewModel.toggleFavorite(at: 0)
        let marked = try #require(viewModel.getItem(at: 0))
        #expect(marked.isFavorite)

        viewModel.toggleFavorite(at: 0)
        let unmarked = try #require(viewModel.getItem(at: 0))
        #expect(!unmarked.isFavorite)
    }
}
