// MARK: - Games list view model

/// What the games list tells its view, in this order: loading started, then either the
/// items loaded or an error (a failed load, or an empty list). A favourite that the store
/// refuses to change is an error too, told on its own.
@MainActor
public protocol GamesListViewModelDelegate: AnyObject {
    func didStartLoading(_ viewModel: GamesListViewModel)
    func itemsLoaded(_ viewModel: GamesListViewModel)
    func errorDidOccur(_ viewModel: GamesListViewModel)
}

/// Loads the games, keeps the state the view shows, and turns taps into favourites.
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
    private var loadInFlight: Task<Void, Never>?

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
        reportStart()
        finishLoading(with: await askForGames())
    }

    /// Starts loading the games in the background and returns at once, so the view can show
    /// the spinner while the service works. Returns the task doing the work.
    ///
    /// While a load is in flight, a second call starts nothing: it returns the load in flight,
    /// and the service is asked once.
    @discardableResult
    public func startLoading() -> Task<Void, Never> {
        if let loadInFlight { return loadInFlight }
        let load = Task { await finishInBackground() }
        loadInFlight = load
        // The task cannot run before this method returns: the start is reported first.
        reportStart()
        return load
    }

    /// Cancels the load in flight, if any: the spinner stops, and its answer is never shown.
    ///
    /// The view that asked for the cancel needs no callback: it reads `showLoading`.
    public func cancelLoading() {
        // Only a background load can be cancelled: a loadGames() in flight keeps its spinner.
        guard loadInFlight != nil else { return }
        showLoading = false
        loadInFlight?.cancel()
        loadInFlight = nil
    }

    /// The row at `index`, or `nil` when there is no such row.
    public func getItem(at index: Int) -> GameListItemViewModel? {
        guard games.indices.contains(index) else { return nil }
        let game = games[index]
        return GameListItemViewModel(game: game, isFavorite: favoritesQuery.isFavorite(gameID: game.id))
    }

    /// Marks the game at `index` as a favourite, or unmarks it if it already is one.
    ///
    /// When the store refuses, the rows stay as they are and the delegate hears
    /// `errorDidOccur`, with `favoriteFailedMessage` to show.
    public func toggleFavorite(at index: Int) {
        guard games.indices.contains(index) else { return }
        let id = games[index].id
        do {
            if favoritesQuery.isFavorite(gameID: id) {
                try favoritesCommands.unmarkFavorite(gameID: id)
            } else {
                try favoritesCommands.markFavorite(gameID: id)
            }
        } catch {
            reportFavoriteFailure()
        }
    }

    /// A refused command changed nothing, so the games stay: only the error is new.
    private func reportFavoriteFailure() {
        showError = true
        errorMessage = Self.favoriteFailedMessage
        delegate?.errorDidOccur(self)
    }

    private func reportStart() {
        showLoading = true
        showError = false
        errorMessage = ""
        delegate?.didStartLoading(self)
    }

    private func askForGames() async -> Result<[Game], any Error> {
        do {
            return .success(try await dataService.loadGames())
        } catch {
            return .failure(error)
        }
    }

    private func finishInBackground() async {
        let answer = await askForGames()
        // A cancelled load shows nothing, not even a CancellationError: the view moved on.
        guard !Task.isCancelled else { return }
        // Forgotten before the delegate hears: a view that retries from its callback gets a new load.
        loadInFlight = nil
        finishLoading(with: answer)
    }

    private func finishLoading(with answer: Result<[Game], any Error>) {
        switch answer {
        case .success(let loaded):
            // An empty list is not a success the view can show: it gets a message of its own.
            settle(games: loaded, error: loaded.isEmpty ? Self.noGamesMessage : nil)
        case .failure:
            settle(games: [], error: Self.loadFailedMessage)
        }
    }

    /// Settles the state first, then tells the delegate, so the delegate reads the new state.
    private func settle(games loaded: [Game], error: String?) {
        games = loaded
        showLoading = false
        showError = error != nil
        errorMessage = error ?? ""
        if error == nil {
            delegate?.itemsLoaded(self)
        } else {
            delegate?.errorDidOccur(self)
        }
    }
}
