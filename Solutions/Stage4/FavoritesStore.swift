// MARK: - Favourites: a query protocol, a command protocol, and a fake that is both

/// Answers questions about favourites and changes nothing: stub it in a test.
@MainActor
public protocol FavoritesQuery: AnyObject {
    func isFavorite(gameID: Int) -> Bool
    /// Every favourite's game id, smallest first, so the same favourites always read the same.
    func allFavoriteIDs() -> [Int]
}

/// Changes the favourites and answers nothing: verify it in a test with a mock that records
/// the calls. A command that cannot be carried out throws, and changes nothing.
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

/// A working store that keeps favourites in memory only.
///
/// A real app would save them to disk; this one forgets them when the program ends. That
/// shortcut makes it a *fake*: good for the demo, and for tests that check state, not calls.
/// It refuses the same commands a real store would, so a test can trust its failures too.
@MainActor
public final class InMemoryFavoritesStore: FavoritesStore {
    private var favoriteIDs: Set<Int>

    public init(favoriteIDs: Set<Int> = []) {
        self.favoriteIDs = favoriteIDs
    }

    public func isFavorite(gameID: Int) -> Bool {
        favoriteIDs.contains(gameID)
    }

    public func allFavoriteIDs() -> [Int] {
        // A set has no order: sort it, or two runs could list the same favourites differently.
        favoriteIDs.sorted()
    }

    public func markFavorite(gameID: Int) throws {
        guard !favoriteIDs.contains(gameID) else { throw FavoritesError.alreadyFavorite(gameID: gameID) }
        favoriteIDs.insert(gameID)
    }

    public func unmarkFavorite(gameID: Int) throws {
        guard favoriteIDs.contains(gameID) else { throw FavoritesError.notFavorite(gameID: gameID) }
        favoriteIDs.remove(gameID)
    }
}
