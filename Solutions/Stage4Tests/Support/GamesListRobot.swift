// MARK: - A robot that uses the games list as a person would

import Stage4

/// Drives the games list through its terminal view and reads what the screen shows.
///
/// Tests speak in intents: `load()`, `toggle(row: 2)`, `isStarred(row: 2)`. How the pieces are
/// wired, and how a row reads on screen ("2. ★ Celeste — Released in 2018"), live here and
/// nowhere else: when the screen changes, this file changes, and the tests do not.
///
/// The view model and the view are the real ones; only the data service is a stub, and the
/// favourites live in the fake store.
@MainActor
final class GamesListRobot {
    let favorites: InMemoryFavoritesStore
    private let viewModel: GamesListViewModel
    /// Kept here: the view model holds its view weakly.
    private var view: GamesListTerminalView?
    /// Every line the view wrote, in order.
    private(set) var lines: [String] = []

    init(service: any DataService = StubDataService.games(TestGames.list), favoriteIDs: Set<Int> = []) {
        favorites = InMemoryFavoritesStore(favoriteIDs: favoriteIDs)
        viewModel = GamesListViewModel(dataService: service, favorites: favorites)
        view = GamesListTerminalView(viewModel: viewModel) { [unowned self] line in
            self.lines.append(line)
        }
    }

    // MARK: Steps

    /// Opens the screen: the games load.
    @discardableResult
    func load() async -> Self {
        await viewModel.loadGames()
        return self
    }

    /// Types a row's number, as shown on screen (the first row is 1).
    @discardableResult
    func toggle(row number: Int) -> Self {
        view?.toggleFavorite(rowNumber: number)
        return self
    }

    /// Clears the screen, so that what comes next is read on its own.
    @discardableResult
    func clearScreen() -> Self {
        lines.removeAll()
        return self
    }

    // MARK: What the screen shows

    /// Everything written since the start, or since the screen was last cleared.
    var screen: String {
        lines.joined(separator: "\n")
    }

    /// The last line written: after a load that failed, its message.
    var lastLine: String? {
        lines.last
    }

    /// The latest line of row `number`, or `nil` when the screen never showed it.
    func row(_ number: Int) -> String? {
        lines.last { $0.hasPrefix("\(number). ") }
    }

    /// The title shown on row `number`: what stands between the star and the dash.
    func title(row number: Int) -> String? {
        guard let row = row(number), let dash = row.range(of: " — ") else { return nil }
        return String(row[..<dash.lowerBound].dropFirst("\(number). ★ ".count))
    }

    /// Whether row `number` shows a star right after its number.
    func isStarred(row number: Int) -> Bool {
        row(number)?.dropFirst("\(number). ".count).first == "★"
    }

    /// How many rows the latest drawing of the list shows.
    var rowCount: Int {
        var count = 0
        while row(count + 1) != nil { count += 1 }
        return count
    }
}
