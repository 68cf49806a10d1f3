// MARK: - The "view": prints what the view model says

import Stage4

/// Draws the games list as lines of text. It decides nothing: it prints the view model's state
/// when the view model tells it to, and passes the person's choices back.
@MainActor
final class GamesListTerminalView: GamesListViewModelDelegate {
    /// Strong here, weak the other way round: the view owns its view model.
    private let viewModel: GamesListViewModel

    init(viewModel: GamesListViewModel) {
        self.viewModel = viewModel
        viewModel.delegate = self
    }

    func didStartLoading(_ viewModel: GamesListViewModel) {
        print("Loading…")
    }

    func itemsLoaded(_ viewModel: GamesListViewModel) {
        printRows()
    }

    func errorDidOccur(_ viewModel: GamesListViewModel) {
        print(viewModel.errorMessage)
    }

    /// Rows are numbered from 1 on screen and from 0 in the view model.
    func toggleFavorite(rowNumber: Int) {
        guard viewModel.getItem(at: rowNumber - 1) != nil else {
            print("There is no row \(rowNumber).")
            return
        }
        viewModel.toggleFavorite(at: rowNumber - 1)
        printRows()
    }

    private func printRows() {
        for index in 0..<viewModel.itemsCount {
            guard let item = viewModel.getItem(at: index) else { continue }
            let star = item.isFavorite ? "★" : " "
            print("\(index + 1). \(star) \(item.title) — \(item.subtitle)")
        }
    }
}
