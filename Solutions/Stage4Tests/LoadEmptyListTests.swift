import Stage4
import Testing

@MainActor
@Suite("Loading an empty list")
struct LoadEmptyListTests {
    @Test("Given no games, when loading, then the view hears an error, not loaded rows")
    func emptyIsAnError() async {
        let viewModel = GamesListViewModel(dataService: StubDataService.games([]))
        let spy = GamesListDelegateSpy()
        viewModel.delegate = spy

        await viewModel.loadGames()

        #expect(spy.events == [
            .didStartLoading(showLoading: true, showError: false),
            .errorDidOccur(
                message: "No games available at the moment.",
                itemsCount: 0, showLoading: false, showError: true
            ),
        ])
    }
}
