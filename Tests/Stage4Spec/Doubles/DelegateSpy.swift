// MARK: - Spy: the delegate callbacks, in order

import Stage4

/// Records every delegate callback, in order, with the state the view model showed right then.
///
/// The view model holds its delegate weakly: a test must keep its spy in a local constant and
/// read it after the load, or the spy is gone before the first callback.
@MainActor
final class DelegateSpy: GamesListViewModelDelegate {
    enum Event: Equatable, Sendable {
        case started, loaded, error
    }

    /// What the view could read from the view model when a callback arrived.
    struct Snapshot: Equatable, Sendable {
        let event: Event
        let showLoading: Bool
        let showError: Bool
        let errorMessage: String
        let itemsCount: Int
    }

    private(set) var snapshots: [Snapshot] = []

    var events: [Event] { snapshots.map(\.event) }

    func didStartLoading(_ viewModel: GamesListViewModel) {
        record(.started, viewModel)
    }

    func itemsLoaded(_ viewModel: GamesListViewModel) {
        record(.loaded, viewModel)
    }

    func errorDidOccur(_ viewModel: GamesListViewModel) {
        record(.error, viewModel)
    }

    private func record(_ event: Event, _ viewModel: GamesListViewModel) {
        snapshots.append(Snapshot(
            event: event,
            showLoading: viewModel.showLoading,
            showError: viewModel.showError,
            errorMessage: viewModel.errorMessage,
            itemsCount: viewModel.itemsCount
        ))
    }
}
