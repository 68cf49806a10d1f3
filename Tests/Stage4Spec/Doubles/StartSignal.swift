// MARK: - A delegate that lets the test go on once a load has started

import Stage4

/// Records the callbacks, and resumes the test waiting in `start(_:)` as soon as the load
/// reports its start, or when the load returns without one: the test never waits on a clock,
/// and never forever.
@MainActor
final class StartSignal: GamesListViewModelDelegate {
    private(set) var events: [DelegateSpy.Event] = []
    private var waiting: CheckedContinuation<Void, Never>?

    /// Runs `load` in a task of its own and returns once it has reported its start (or ended).
    func start(_ load: @escaping @MainActor @Sendable () async -> Void) async -> Task<Void, Never> {
        var task: Task<Void, Never>?
        await withCheckedContinuation { continuation in
            waiting = continuation
            task = Task {
                await load()
                self.resume()
            }
        }
        return task ?? Task {}
    }

    func didStartLoading(_ viewModel: GamesListViewModel) {
        events.append(.started)
        resume()
    }

    func itemsLoaded(_ viewModel: GamesListViewModel) {
        events.append(.loaded)
    }

    func errorDidOccur(_ viewModel: GamesListViewModel) {
        events.append(.error)
    }

    private func resume() {
        waiting?.resume()
        waiting = nil
    }
}
