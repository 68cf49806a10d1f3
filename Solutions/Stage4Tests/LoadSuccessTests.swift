import Stage4
import Testing

@MainActor
@Suite("Loading games that arrive")
struct LoadSuccessTests {
    @Test("Given three games, when loading, then the spinner shows first and the rows come next")
    func startedThenLoaded() async {
        let viewModel = GamesListViewModel(dataService: StubDataService.games(TestGames.list))
        let spy = GamesListDelegateSpy()
        viewModel.delegate = spy

        await viewModel.loadGames()

        #expect(spy.events == [
            .didStartLoading(showLoading: true, showError: false),
            .itemsLoaded(itemsCount: 3, showLoading: false, showError: false),
        ])
    }

    @Test("Given three games, when loaded, then the view model's state is settled")
    func stateAfterLoading() async {
        let viewModel = GamesListViewModel(dataService: StubDataService.games(TestGames.list))

        await viewModel.loadGames()

        #expect(viewModel.itemsCount == 3)
        #expect(!viewModel.showLoading)
        #expect(!viewModel.showError)
        #expect(viewModel.errorMessage == "")
    }
}
