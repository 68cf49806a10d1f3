import Stage4
import Testing

/// `toggleFavorite(at:)` answers nothing: only a mock that records the commands can check it.
@MainActor
@Suite("Toggling a favourite")
struct ToggleFavoriteTests {
    private func loadedViewModel(favorites: FavoritesCommandMock) async -> GamesListViewModel {
        let viewModel = GamesListViewModel(
            dataService: StubDataService.games(TestGames.list),
            favorites: favorites
        )
        await viewModel.loadGames()
        return viewModel
    }

    @Test("Given a game that is not a favourite, when toggled, then one mark is sent for it")
    func marksOnce() async {
        let mock = FavoritesCommandMock()
        let viewModel = await loadedViewModel(favorites: mock)

        viewModel.toggleFavorite(at: 0)

        #expect(mock.commands == [.mark(gameID: TestGames.zelda.id)])
    }

    @Test("Given a favourite, when toggled, then one unmark is sent for it")
    func unmarksOnce() async {
        let mock = FavoritesCommandMock(favoriteIDs: [TestGames.celeste.id])
        let viewModel = await loadedViewModel(favorites: mock)

        viewModel.toggleFavorite(at: 1)

        #expect(mock.commands == [.unmark(gameID: TestGames.celeste.id)])
    }

    @Test("Given loaded games, when toggling a row that does not exist, then nothing is sent", arguments: [-1, 3])
    func outOfRange(index: Int) async {
        let mock = FavoritesCommandMock()
        let viewModel = await loadedViewModel(favorites: mock)

        viewModel.toggleFavorite(at: index)

        #expect(mock.commands.isEmpty)
    }
}
