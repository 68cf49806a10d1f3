// MARK: - Stub for the favourites query

import Stage4

/// Answers "is this game a favourite?" from a fixed set.
///
/// It conforms to `FavoritesQuery` only, so it has no command to receive: a test that reads
/// rows through it cannot change a favourite, and the compiler says so.
@MainActor
final class FavoritesQueryStub: FavoritesQuery {
    private let favoriteIDs: Set<Int>

    init(favoriteIDs: Set<Int> = []) {
        self.favoriteIDs = favoriteIDs
    }

    func isFavorite(gameID: Int) -> Bool {
        favoriteIDs.contains(gameID)
    }

    func allFavoriteIDs() -> [Int] {
        favoriteIDs.sorted()
    }
}
