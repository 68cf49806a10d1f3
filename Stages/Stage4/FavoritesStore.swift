// MARK: - Favourites: a query protocol, a command protocol, and a fake that is both

/// Answers questions about favourites and changes nothing. Don't change this protocol.
@MainActor
public protocol FavoritesQuery: AnyObject {
    func isFavorite(gameID: Int) -> Bool
    /// Every favourite's game id, smallest first, so the same favourites always read the same.
    func allFavoriteIDs() -> [Int]
}

/// Changes the favourites and answers nothing. A command that cannot be carried out throws,
/// and changes nothing. Don't change this protocol.
@MainActor
public protocol FavoritesCommands: AnyObject {
    func markFavorite(gameID: Int) throws
    func unmarkFavorite(gameID: Int) throws
}

/// Both halves in one: what a real store, or the fake below, offers.
public typealias FavoritesStore = FavoritesQuery & FavoritesCommands

/// Why a favourites command was refused.
public enum FavoritesError: Error, Equatable {
    /// Marking a game that is already a favourite.
    case alreadyFavorite(gameID: Int)
    /// Unmarking a game that is not a favourite.
    case notFavorite(gameID: Int)
}

/// A working store that keeps favourites in memory only: a *fake*.
@MainActor
public final class InMemoryFavoritesStore: FavoritesStore {
    private var favoriteIDs: Set<Int>

    public init(favoriteIDs: Set<Int> = []) {
        self.favoriteIDs = favoriteIDs
    }

    public func isFavorite(gameID: Int) -> Bool {
        // TODO: isFavorite(gameID:) — answer whether `favoriteIDs` holds the game.
        false
    }

    public func allFavoriteIDs() -> [Int] {
        // TODO: allFavoriteIDs() — every id in `favoriteIDs`, smallest first.
        []
    }

    public func markFavorite(gameID: Int) throws {
        // TODO: markFavorite(gameID:) — remember the game; throw `.alreadyFavorite` if it is one.
    }

    public func unmarkFavorite(gameID: Int) throws {
        // TODO: unmarkFavorite(gameID:) — forget the game; throw `.notFavorite` if it is not one.
    }
}
