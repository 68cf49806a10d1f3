// MARK: - Mock for the favourites commands

import Stage4

/// Records the commands it receives, so a test can check exactly what was sent.
///
/// `toggleFavorite(at:)` asks before it commands, so the mock also answers the query from a
/// fixed set. Its commands never change that answer: a fake would hide a command sent twice,
/// the recorded list does not.
@MainActor
final class FavoritesCommandMock: FavoritesStore {
    enum Command: Equatable {
        case mark(gameID: Int)
        case unmark(gameID: Int)
    }

    private let favoriteIDs: Set<Int>
    private(set) var commands: [Command] = []

    init(favoriteIDs: Set<Int> = []) {
        self.favoriteIDs = favoriteIDs
    }

    func isFavorite(gameID: Int) -> Bool {
        favoriteIDs.contains(gameID)
    }

    func markFavorite(gameID: Int) {
        commands.append(.mark(gameID: gameID))
    }

    func unmarkFavorite(gameID: Int) {
        commands.append(.unmark(gameID: gameID))
    }
}
