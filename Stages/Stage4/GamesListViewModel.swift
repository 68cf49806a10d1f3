// MARK: - Games list view model

/// What the games list tells its view, in this order: loading started, then either the
/// items loaded or an error (a failed load, or an empty list). A favourite that the store
/// refuses to change is an error too, told on its own. Don't change this protocol.
@MainActor
public protocol GamesListViewModelDelegate: AnyObject {
    func didStartLoading(_ viewModel: GamesListViewModel)
    func itemsLoaded(_ viewModel: GamesListViewModel)
    func errorDidOccur(_ viewModel: GamesListViewModel)
}

/// Loads the games, keeps the state the view shows, and turns taps into favourites.
///
/// Write a test first, watch it fail, then make it pass: the use-case tables are in
/// `Exercises/Stage4.md`.
@MainActor
public final class GamesListViewModel {
    /// Shown when the data service fails.
    public static let loadFailedMessage = "Unable to load games. Please try again !"
    /// Shown when the data service answers with no games at all.
    public static let noGamesMessage = "No games available at the moment."
    /// Shown when the favourites store refuses a mark or an unmark.
    public static let favoriteFailedMessage = "Unable to update your favourites. Please try again !"

    /// Weak, as a view controller delegate would be: the view owns the view model.
    public weak var delegate: (any GamesListViewModelDelegate)?

    public private(set) var showLoading = false
    public private(set) var showError = false
    public private(set) var errorMessage = ""
    public var itemsCount: Int { games.count }

    private let dataService: any DataService
    private let favoritesQuery: any FavoritesQuery
    private let favoritesCommands: any FavoritesCommands
    private var games: [Game] = []

    /// The query answers what a row shows; the commands carry out a toggle. Two parameters,
    /// so that a test can give a stub to one and a mock to the other.
    public init(
        dataService: any DataService,
        favoritesQuery: any FavoritesQuery,
        favoritesCommands: any FavoritesCommands
    ) {
        self.dataService = dataService
        self.favoritesQuery = favoritesQuery
        self.favoritesCommands = favoritesCommands
    }

    /// One store for both halves. With no store, the favourites live in a fresh
    /// `InMemoryFavoritesStore`, so a view model needs only its data service: what a test that
    /// looks at loading alone gives it.
    public convenience init(dataService: any DataService, favorites: any FavoritesStore = InMemoryFavoritesStore()) {
        self.init(dataService: dataService, favoritesQuery: favorites, favoritesCommands: favorites)
    }

    /// Loads the games and reports each step to the delegate.
    public func loadGames() async {
        // TODO: loadGames() — report the start, ask `dataService`, then report the items or
        // an error. Settle the state before each callback: the delegate reads it.
    }

    /// Starts loading the games in the background and returns at once, so the view can show
    /// the spinner while the service works. Returns the task doing the work.
    ///
    /// While a load is in flight, a second call starts nothing: it returns the load in flight,
    /// and the service is asked once.
    @discardableResult
    public func startLoading() -> Task<Void, Never> {
        // TODO: startLoading() — report the start now, then ask `dataService` in a `Task` of
        // your own and report the answer; keep that task while it runs, and return it.
        Task {}
    }

    /// Cancels the load in flight, if any: the spinner stops, and its answer is never shown.
    ///
    /// The view that asked for the cancel needs no callback: it reads `showLoading`.
    public func cancelLoading() {
        // TODO: cancelLoading() — cancel the task in flight, forget it, stop the spinner.
    }

    /// The row at `index`, or `nil` when there is no such row.
    public func getItem(at index: Int) -> GameListItemViewModel? {
        // TODO: getItem(at:) — the row for the game at `index`, favourite flag included.
        nil
    }

    /// Marks the game at `index` as a favourite, or unmarks it if it already is one.
    ///
    /// When the store refuses, the rows stay as they are and the delegate hears
    /// `errorDidOccur`, with `favoriteFailedMessage` to show.
    public func toggleFavorite(at index: Int) {
        // TODO: toggleFavorite(at:) — ask `favoritesQuery`, then send exactly one command to
        // `favoritesCommands`, or none; if it throws, report `favoriteFailedMessage`.
    }
}
