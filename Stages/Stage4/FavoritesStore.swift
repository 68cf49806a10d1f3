// MARK: - Favourites (a query and two commands)

/// Remembers which games the person marked as favourites.
///
/// `isFavorite(gameID:)` is a query: it answers and changes nothing. `markFavorite` and
/// `unmarkFavorite` are commands: they change something and answer nothing.
/// Don't change this protocol (stage 4's first challenge does, on a branch of its own).
@MainActor
public protocol FavoritesStore: AnyObject {
    func isFavorite(gameID: Int) -> Bool
    func markFavorite(gameID: Int)
    func unmarkFavorite(gameID: Int)
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

    public func markFavorite(gameID: Int) {
        // TODO: markFavorite(gameID:) — remember the game as a favourite.
    }

    public func unmarkFavorite(gameID: Int) {
        // TODO: unmarkFavorite(gameID:) — forget the game; unmarking a non-favourite is harmless.
    }
}
