// MARK: - Favourites (a query and two commands)

/// Remembers which games the person marked as favourites.
///
/// `isFavorite(gameID:)` is a query: stub it. `markFavorite` and `unmarkFavorite` are
/// commands: they answer nothing, so a test verifies them with a mock that records the calls.
@MainActor
public protocol FavoritesStore: AnyObject {
    func isFavorite(gameID: Int) -> Bool
    func markFavorite(gameID: Int)
    func unmarkFavorite(gameID: Int)
}

/// A working store that keeps favourites in memory only.
///
/// A real app would save them to disk; this one forgets them when the program ends. That
/// shortcut makes it a *fake*: good for the demo, and for tests that check state, not calls.
@MainActor
public final class InMemoryFavoritesStore: FavoritesStore {
    private var favoriteIDs: Set<Int>

    public init(favoriteIDs: Set<Int> = []) {
        self.favoriteIDs = favoriteIDs
    }

    public func isFavorite(gameID: Int) -> Bool {
        favoriteIDs.contains(gameID)
    }

    public func markFavorite(gameID: Int) {
        favoriteIDs.insert(gameID)
    }

    public func unmarkFavorite(gameID: Int) {
        favoriteIDs.remove(gameID)
    }
}
