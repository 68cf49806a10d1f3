import Stage4
import Testing

@MainActor
@Suite("Task 7: Toggle a favourite")
struct Task07ToggleFavoriteSpec {
    @Test("Toggling a game that is not a favourite sends exactly one mark, for that game")
    func marksNonFavorite() async {
        let commands = FavoritesMock()
        let (viewModel, spy) = makeViewModel(commands: commands)
        await viewModel.loadGames()
        #expect(spy.events == [.started, .loaded])

        viewModel.toggleFavorite(at: 1)

        #expect(commands.commands == [.mark(gameID: SampleGames.hades.id)])
    }

    @Test("Toggling a favourite sends exactly one unmark, for that game")
    func unmarksFavorite() async {
        let commands = FavoritesMock()
        let (viewModel, spy) = makeViewModel(query: FavoritesStub(favoriteIDs: [SampleGames.goose.id]), commands: commands)
        await viewModel.loadGames()
        #expect(spy.events == [.started, .loaded])

        viewModel.toggleFavorite(at: 2)

        #expect(commands.commands == [.unmark(gameID: SampleGames.goose.id)])
    }

    @Test("Toggling a row that does not exist sends nothing", arguments: [-1, SampleGames.all.count])
    func outOfRangeSendsNothing(index: Int) async {
        let commands = FavoritesMock()
        let (viewModel, spy) = makeViewModel(commands: commands)
        await viewModel.loadGames()
        #expect(spy.events == [.started, .loaded])

        viewModel.toggleFavorite(at: index)

        #expect(commands.commands.isEmpty)
    }

    @Test("A refused command reports an error, and every row stays", arguments: [false, true])
    func refusedCommand(wasFavorite: Bool) async {
        let id = SampleGames.hades.id
        let (viewModel, spy) = makeViewModel(
            query: FavoritesStub(favoriteIDs: wasFavorite ? [id] : []),
            commands: FavoritesMock(failingWith: wasFavorite ? .notFavorite(gameID: id) : .alreadyFavorite(gameID: id))
        )
        await viewModel.loadGames()

        viewModel.toggleFavorite(at: 1)

        #expect(spy.events == [.started, .loaded, .error])
        #expect(spy.snapshots.last == DelegateSpy.Snapshot(
            event: .error,
            showLoading: false,
            showError: true,
            errorMessage: "Unable to update your favourites. Please try again !",
            itemsCount: SampleGames.all.count
        ))
        #expect(viewModel.getItem(at: 1)?.isFavorite == wasFavorite)
    }

    @Test("A toggle the store carries out reports nothing")
    func acceptedCommandIsSilent() async {
        let (viewModel, spy) = makeViewModel()
        await viewModel.loadGames()

        viewModel.toggleFavorite(at: 0)

        #expect(spy.events == [.started, .loaded])
        #expect(!viewModel.showError)
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
        let (viewModel, spy) = makeViewModel(query: store, commands: store)
        await viewModel.loadGames()
        #expect(spy.events == [.started, .loaded])

        viewModel.toggleFavorite(at: 0)
        let marked = try #require(viewModel.getItem(at: 0))
        #expect(marked.isFavorite)

        viewModel.toggleFavorite(at: 0)
        let unmarked = try #require(viewModel.getItem(at: 0))
        #expect(!unmarked.isFavorite)
        #expect(spy.events == [.started, .loaded])
    }

    @Test("With the one-store initializer, the store answers the rows and receives the toggles")
    func oneStoreInitializer() async {
        let store = InMemoryFavoritesStore(favoriteIDs: [SampleGames.celeste.id])
        let viewModel = GamesListViewModel(dataService: StubDataService.returning(SampleGames.all), favorites: store)
        await viewModel.loadGames()
        #expect(viewModel.getItem(at: 0)?.isFavorite == true)

        viewModel.toggleFavorite(at: 1)

        #expect(store.allFavoriteIDs() == [SampleGames.celeste.id, SampleGames.hades.id])
    }
}
