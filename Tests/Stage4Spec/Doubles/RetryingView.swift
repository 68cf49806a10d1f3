// MARK: - A view that tries again when a load fails

import Stage4

/// A view with an automatic retry: when a load fails, it calls `startLoading()` once more from
/// inside `errorDidOccur`, as many real screens do. By then the failed load must be over for
/// the view model, or the retry would only get the old load back.
@MainActor
final class RetryingView: GamesListViewModelDelegate {
    private(set) var events: [DelegateSpy.Event] = []
    /// The load the retry started, once it has.
    private(set) var retry: Task<Void, Never>?

    func didStartLoading(_ viewModel: GamesListViewModel) {
        events.append(.started)
    }

    func itemsLoaded(_ viewModel: GamesListViewModel) {
        events.append(.loaded)
    }

    func errorDidOccur(_ viewModel: GamesListViewModel) {
        events.append(.error)
        if retry == nil {
            retry = viewModel.startLoading()
        }
    }
}

/// Fails the first load and answers every later one with the sample games.
@MainActor
final class FailsOnceDataService: DataService {
    private(set) var requestCount = 0

    func loadGames() async throws -> [Game] {
        requestCount += 1
        if requestCount == 1 { throw StubDataService.LoadFailed() }
        return SampleGames.all
    }
}
