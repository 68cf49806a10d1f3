import Stage4
import Testing

/// `toggleFavorite(at:)` answers nothing: only a mock that records the commands can check it.
/// The stub answers the question the view model asks first; the mock takes the command.
@MainActor
@Suite("Toggling a favourite")
struct ToggleFavoriteTests {
    private func loadedViewModel(
        favoriteIDs: Set<Int> = [],
        commands: FavoritesCommandMock
    ) async -> GamesListViewModel {
        let viewModel = GamesListViewModel(
            dataService: StubDataService.games(TestGames.list),
            favoritesQuery: FavoritesQueryStub(favoriteIDs: favoriteIDs),
            favoritesCommands: commands
        )
        await viewModel.loadGames()
        return viewModel
    }

    @Test("Given a game that is not a favourite, when toggled, then one mark is sent for it")
    func marksOnce() async {
        let mock = FavoritesCommandMock()
        let viewModel = await loadedViewModel(commands: mock)

        viewModel.toggleFavorite(at: 0)

        #expect(mock.commands == [.mark(gameID: TestGames.zelda.id)])
    }

    @Test("Given a favourite, when toggled, then one unmark is sent for it")
    func unmarksOnce() async {
        let mock = FavoritesCommandMock()
        let viewModel = await loadedViewModel(favoriteIDs: [TestGames.celeste.id], commands: mock)

        viewModel.toggleFavorite(at: 1)

        #expect(mock.commands == [.unmark(gameID: TestGames.celeste.id)])
    }

    @Test("Given loaded games, when toggling a row that does not exist, then nothing is sent", arguments: [-1, 3])
    func outOfRange(index: Int) async {
        let mock = FavoritesCommandMock()
        let viewModel = await loadedViewModel(commands: mock)

        viewModel.toggleFavorite(at: index)

        #expect(mock.commands.isEmpty)
    }

    @Test("Given a store that refuses the mark, when toggled, then the error is reported and the rows stay")
    func refusedMark() async {
        let mock = FavoritesCommandMock(failingWith: .alreadyFavorite(gameID: TestGames.zelda.id))
        let viewModel = await loadedViewModel(commands: mock)
        let spy = GamesListDelegateSpy()
        viewModel.delegate = spy

        viewModel.toggleFavorite(at: 0)

        #expect(spy.events == [
            .errorDidOccur(
                message: GamesListViewModel.favoriteFailedMessage,
                itemsCount: 3,
                showLoading: false,
                showError: true
            ),
        ])
        #expect(viewModel.getItem(at: 0)?.isFavorite == false)
    }
}
