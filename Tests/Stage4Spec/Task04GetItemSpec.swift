import Stage4
import Testing

@MainActor
@Suite("Task 4: Read the rows")
struct Task04GetItemSpec {
    @Test("Each row shows its game, in the order loaded", arguments: 0..<SampleGames.all.count)
    func rowInRange(index: Int) async throws {
        let (viewModel, spy) = makeViewModel()
        await viewModel.loadGames()
        #expect(spy.events == [.started, .loaded])
        let item = try #require(viewModel.getItem(at: index))
        let game = SampleGames.all[index]
        #expect(item == GameListItemViewModel(game: game, isFavorite: false))
    }

    @Test("There is no row before the first or at the count", arguments: [-1, SampleGames.all.count])
    func rowOutOfRange(index: Int) async {
        let (viewModel, spy) = makeViewModel()
        await viewModel.loadGames()
        #expect(spy.events == [.started, .loaded])
        #expect(viewModel.getItem(at: index) == nil)
    }

    @Test("There are no rows before loading")
    func noRowBeforeLoading() {
        let (viewModel, _) = makeViewModel()
        #expect(viewModel.getItem(at: 0) == nil)
    }

    @Test("A row is a favourite when the store says so")
    func favoriteFlagFromStore() async throws {
        let favorites = FavoritesStub(favoriteIDs: [SampleGames.hades.id])
        let (viewModel, spy) = makeViewModel(query: favorites)
        await viewModel.loadGames()
        #expect(spy.events == [.started, .loaded])
        let celeste = try #require(viewModel.getItem(at: 0))
        let hades = try #require(viewModel.getItem(at: 1))
        #expect(!celeste.isFavorite)
        #expect(hades.isFavorite)
    }
}
