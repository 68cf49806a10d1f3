import Stage4
import Testing

@MainActor
@Suite("Task 3: Report a successful load")
struct Task03LoadingSuccessSpec {
    @Test("Before the first load, there is no spinner, no error and no message")
    func stateBeforeLoading() {
        let (viewModel, spy) = makeViewModel()
        #expect(!viewModel.showLoading)
        #expect(!viewModel.showError)
        #expect(viewModel.errorMessage == "")
        #expect(viewModel.itemsCount == 0)
        #expect(spy.events.isEmpty)
    }

    @Test("The delegate hears: started, then loaded")
    func callbackOrder() async {
        let (viewModel, spy) = makeViewModel()
        await viewModel.loadGames()
        #expect(spy.events == [.started, .loaded])
    }

    @Test("At the start, the spinner shows and no error does")
    func stateAtStart() async throws {
        let (viewModel, spy) = makeViewModel()
        await viewModel.loadGames()
        let start = try #require(spy.snapshots.first)
        #expect(start.event == .started)
        #expect(start.showLoading)
        #expect(!start.showError)
        #expect(start.errorMessage == "")
    }

    @Test("When the items are loaded, the spinner is gone and every game is counted")
    func stateWhenLoaded() async throws {
        let (viewModel, spy) = makeViewModel()
        await viewModel.loadGames()
        let loaded = try #require(spy.snapshots.first { $0.event == .loaded })
        #expect(!loaded.showLoading)
        #expect(!loaded.showError)
        #expect(loaded.errorMessage == "")
        #expect(loaded.itemsCount == SampleGames.all.count)
    }

    @Test("After the load, the state stays as the delegate saw it")
    func stateAfterLoad() async {
        let (viewModel, spy) = makeViewModel()
        await viewModel.loadGames()
        #expect(!viewModel.showLoading)
        #expect(!viewModel.showError)
        #expect(viewModel.itemsCount == SampleGames.all.count)
        #expect(spy.events.last == .loaded)
    }

    @Test("The view model does not keep its delegate alive")
    func delegateIsWeak() {
        let viewModel = GamesListViewModel(
            dataService: StubDataService.returning([]),
            favoritesQuery: FavoritesStub(),
            favoritesCommands: FavoritesMock()
        )
        var spy: DelegateSpy? = DelegateSpy()
        viewModel.delegate = spy
        #expect(viewModel.delegate != nil)
        spy = nil
        #expect(viewModel.delegate == nil)
    }
}
