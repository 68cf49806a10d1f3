// MARK: - Stub for the favourites query

import Stage4
import Testing

/// Answers "is this game a favourite?" from a fixed set, for tests that only read rows.
///
/// Reading a row must never change a favourite, so a command reaching this stub fails the test.
@MainActor
final class FavoritesQueryStub: FavoritesStore {
    private let favoriteIDs: Set<Int>

    init(favoriteIDs: Set<Int> = []) {
        self.favoriteIDs = favoriteIDs
    }

    func isFavorite(gameID: Int) -> Bool {
        favoriteIDs.contains(gameID)
    }

    func markFavorite(gameID: Int) {
        Issue.record("A stub got a command: markFavorite(gameID: \(gameID))")
    }

    func unmarkFavorite(gameID: Int) {
        Issue.record("A stub got a command: unmarkFavorite(gameID: \(gameID))")
    }
}
