// MARK: - The games list on a terminal

/// Shows the games list as lines of text, and passes the person's choices back.
///
/// It decides nothing: when the view model says that something changed, it writes what the
/// view model's state says, one line at a time, to `write`. The demo prints each line; a test
/// keeps them, and reads the screen.
@MainActor
public final class GamesListTerminalView: GamesListViewModelDelegate {
    /// Strong here, weak the other way round: the view owns its view model.
    private let viewModel: GamesListViewModel
    private let write: (String) -> Void

    /// - Parameters:
    ///   - viewModel: The view model to show; the view becomes its delegate.
    ///   - write: Where each line goes, without its line break: `print` in the demo.
    public init(viewModel: GamesListViewModel, write: @escaping (String) -> Void) {
        self.viewModel = viewModel
        self.write = write
        viewModel.delegate = self
    }

    public func didStartLoading(_ viewModel: GamesListViewModel) {
        write("Loading…")
    }

    public func itemsLoaded(_ viewModel: GamesListViewModel) {
        writeRows()
    }

    public func errorDidOccur(_ viewModel: GamesListViewModel) {
        write(viewModel.errorMessage)
    }

    /// Toggles the favourite of the row with this number on screen, then shows the rows again.
    ///
    /// Rows are numbered from 1 on screen and from 0 in the view model.
    public func toggleFavorite(rowNumber: Int) {
        let index = rowNumber - 1
        guard viewModel.getItem(at: index) != nil else {
            write("There is no row \(rowNumber).")
            return
        }
        viewModel.toggleFavorite(at: index)
        writeRows()
    }

    /// One line per row: its number, a star or a space, the title and the subtitle.
    private func writeRows() {
        for index in 0..<viewModel.itemsCount {
            guard let item = viewModel.getItem(at: index) else { continue }
            let number = index + 1
            let star = item.isFavorite ? "★" : " "
            write("\(number). \(star) \(item.title) — \(item.subtitle)")
        }
    }
}
