import Stage4
import Testing

/// A view with an automatic retry: when a load fails, it starts the next one from inside
/// `errorDidOccur`. The view model must have forgotten the failed load by then.
@MainActor
private final class RetryingDelegate: GamesListViewModelDelegate {
    private(set) var retry: Task<Void, Never>?
    private(set) var starts = 0

    func didStartLoading(_ viewModel: GamesListViewModel) { starts += 1 }
    func itemsLoaded(_ viewModel: GamesListViewModel) {}
    func errorDidOccur(_ viewModel: GamesListViewModel) {
        if retry == nil { retry = viewModel.startLoading() }
    }
}

@MainActor
@Suite("Retrying from a callback")
struct RetryFromCallbackTests {
    @Test("Given a failed background load, when the view retries from errorDidOccur, then a new load shows the games")
    func retryFromTheErrorCallback() async throws {
        let viewModel = GamesListViewModel(dataService: ScriptedDataService(answers: [.failure, .games(TestGames.list)]))
        let view = RetryingDelegate()
        viewModel.delegate = view

        await viewModel.startLoading().value
        let retry = try #require(view.retry, "the view never heard errorDidOccur")
        await retry.value

        #expect(view.starts == 2)
        #expect(viewModel.itemsCount == 3)
    }
}
