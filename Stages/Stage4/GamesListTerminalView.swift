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

    /// Don't change this initializer.
    ///
    /// - Parameters:
    ///   - viewModel: The view model to show; the view becomes its delegate.
    ///   - write: Where each line goes, without its line break: `print` in the demo.
    public init(viewModel: GamesListViewModel, write: @escaping (String) -> Void) {
        self.viewModel = viewModel
        self.write = write
        viewModel.delegate = self
    }

    public func didStartLoading(_ viewModel: GamesListViewModel) {
        // TODO: didStartLoading — write the line "Loading…".
    }

    public func itemsLoaded(_ viewModel: GamesListViewModel) {
        // TODO: itemsLoaded — write one line per row, numbered from 1, a star for a favourite
        // and a space for the others: "2. ★ Hades — Released in 2020".
    }

    public func errorDidOccur(_ viewModel: GamesListViewModel) {
        // TODO: errorDidOccur — write the view model's error message.
    }

    /// Toggles the favourite of the row with this number on screen, then shows the rows again.
    ///
    /// Rows are numbered from 1 on screen and from 0 in the view model.
    public func toggleFavorite(rowNumber: Int) {
        // TODO: toggleFavorite(rowNumber:) — toggle the view model's row `rowNumber - 1` and
        // write the rows again; for a number with no row, write "There is no row 7." instead.
    }
}
