// MARK: - Spy for the delegate

import Stage4

/// Records each callback in order, with what the view would draw at that moment.
///
/// One `#expect(spy.events == [...])` then checks the order and the state together. The view
/// model holds its delegate weakly, so each test keeps its spy in a constant it reads later.
@MainActor
final class GamesListDelegateSpy: GamesListViewModelDelegate {
    enum Event: Equatable {
        case didStartLoading(showLoading: Bool, showError: Bool)
        case itemsLoaded(itemsCount: Int, showLoading: Bool, showError: Bool)
        case errorDidOccur(message: String, itemsCount: Int, showLoading: Bool, showError: Bool)
    }

    private(set) var events: [Event] = []

    func didStartLoading(_ viewModel: GamesListViewModel) {
        events.append(.didStartLoading(
            showLoading: viewModel.showLoading,
            showError: viewModel.showError
        ))
    }

    func itemsLoaded(_ viewModel: GamesListViewModel) {
        events.append(.itemsLoaded(
            itemsCount: viewModel.itemsCount,
            showLoading: viewModel.showLoading,
            showError: viewModel.showError
        ))
    }

    func errorDidOccur(_ viewModel: GamesListViewModel) {
        events.append(.errorDidOccur(
            message: viewModel.errorMessage,
            itemsCount: viewModel.itemsCount,
            showLoading: viewModel.showLoading,
            showError: viewModel.showError
        ))
    }
}
