// MARK: - Games list view model

/// What the games list tells its view, in this order: loading started, then either the
/// items loaded or an error (a failed load, or an empty list).
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

    /// Weak, as a view controller delegate would be: the view owns the view model.
    public weak var delegate: (any GamesListViewModelDelegate)?

    public private(set) var showLoading = false
    public private(set) var showError = false
    public private(set) var errorMessage = ""
    public var itemsCount: Int { games.count }

    private let dataService: any DataService
    private let favorites: any FavoritesStore
    private var games: [Game] = []

    public init(dataService: any DataService, favorites: any FavoritesStore) {
        self.dataService = dataService
        self.favorites = favorites
    }

    /// Loads the games and reports each step to the delegate.
    public func loadGames() async {
        showLoading = true
        showError = false
        errorMessage = ""
        delegate?.didStartLoading(self)

        let loaded: [Game]
        do {
            loaded = try await dataService.loadGames()
        } catch {
            finishLoading(with: [], error: Self.loadFailedMessage)
            return
        }
        // An empty list is not a success the view can show: it gets a message of its own.
        finishLoading(with: loaded, error: loaded.isEmpty ? Self.noGamesMessage : nil)
    }

    /// The row at `index`, or `nil` when there is no such row.
    public func getItem(at index: Int) -> GameListItemViewModel? {
        guard games.indices.contains(index) else { return nil }
        let game = games[index]
        return GameListItemViewModel(game: game, isFavorite: favorites.isFavorite(gameID: game.id))
    }

    /// Marks the game at `index` as a favourite, or unmarks it if it already is one.
    public func toggleFavorite(at index: Int) {
        guard games.indices.contains(index) else { return }
        let id = games[index].id
        if favorites.isFavorite(gameID: id) {
            favorites.unmarkFavorite(gameID: id)
        } else {
            favorites.markFavorite(gameID: id)
        }
    }

    /// Settles the state first, then tells the delegate, so the delegate reads the new state.
    private func finishLoading(with loaded: [Game], error: String?) {
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
