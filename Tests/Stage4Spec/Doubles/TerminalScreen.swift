// MARK: - A screen that keeps what the terminal view writes

import Stage4

/// A terminal view on a view model with the given doubles, and every line it wrote, in order.
///
/// It keeps the view: the view model holds its delegate weakly.
@MainActor
final class TerminalScreen {
    let viewModel: GamesListViewModel
    private(set) var view: GamesListTerminalView?
    private(set) var lines: [String] = []

    init(
        service: any DataService = StubDataService.returning(SampleGames.all),
        query: any FavoritesQuery = FavoritesStub(),
        commands: any FavoritesCommands = FavoritesMock()
    ) {
        viewModel = GamesListViewModel(dataService: service, favoritesQuery: query, favoritesCommands: commands)
        view = GamesListTerminalView(viewModel: viewModel) { [unowned self] line in
            self.lines.append(line)
        }
    }

    /// The lines so far, joined by line breaks: compare it with a multi-line string literal.
    var text: String {
        lines.joined(separator: "\n")
    }

    /// Forgets what was written so far, to look at what comes next on its own.
    func clear() {
        lines.removeAll()
    }
}
