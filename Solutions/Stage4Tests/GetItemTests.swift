import Stage4
import Testing

@MainActor
@Suite("Reading the rows")
struct GetItemTests {
    /// A view model that has loaded `TestGames.list`, with Celeste as the only favourite.
    private func loadedViewModel() async -> GamesListViewModel {
        let viewModel = GamesListViewModel(
            dataService: StubDataService.games(TestGames.list),
            favoritesQuery: FavoritesQueryStub(favoriteIDs: [TestGames.celeste.id]),
            favoritesCommands: FavoritesCommandMock()
        )
        await viewModel.loadGames()
        return viewModel
    }

    @Test("Given loaded games, when reading each row, then each shows its game in order")
    func rowsInOrder() async {
        let viewModel = await loadedViewModel()
        #expect(viewModel.getItem(at: 0)?.title == "Zelda")
        #expect(viewModel.getItem(at: 1)?.title == "Celeste")
        #expect(viewModel.getItem(at: 2)?.title == "Goose")
        #expect(viewModel.getItem(at: 2)?.subtitle == "Release year unknown")
    }

    @Test("Given loaded games, when reading outside the list, then there is no row", arguments: [-1, 3])
    func outOfRange(index: Int) async {
        let viewModel = await loadedViewModel()
        #expect(viewModel.getItem(at: index) == nil)
    }

    @Test("Given the store says Celeste is a favourite, when reading rows, then only Celeste is")
    func favoriteFlags() async {
        let viewModel = await loadedViewModel()
        #expect(viewModel.getItem(at: 0)?.isFavorite == false)
        #expect(viewModel.getItem(at: 1)?.isFavorite == true)
    }
}
