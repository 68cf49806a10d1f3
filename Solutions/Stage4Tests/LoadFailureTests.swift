import Stage4
import Testing

@MainActor
@Suite("Loading games that fail")
struct LoadFailureTests {
    @Test("Given a failing service, when loading, then the view hears start, then the try-again error")
    func startedThenError() async {
        let viewModel = GamesListViewModel(dataService: StubDataService.failure)
        let spy = GamesListDelegateSpy()
        viewModel.delegate = spy

        await viewModel.loadGames()

        #expect(spy.events == [
            .didStartLoading(showLoading: true, showError: false),
            .errorDidOccur(
                message: "Unable to load games. Please try again !",
                itemsCount: 0, showLoading: false, showError: true
            ),
        ])
    }

    @Test("Given a failed load, when reloading with success, then the error is cleared as it starts")
    func reloadClearsError() async {
        let viewModel = GamesListViewModel(dataService: ScriptedDataService(answers: [.failure, .games(TestGames.list)]))
        let spy = GamesListDelegateSpy()
        viewModel.delegate = spy

        await viewModel.loadGames()
        await viewModel.loadGames()

        #expect(spy.events.dropFirst(2) == [
            .didStartLoading(showLoading: true, showError: false),
            .itemsLoaded(itemsCount: 3, showLoading: false, showError: false),
        ])
        #expect(viewModel.errorMessage == "")
    }
}
