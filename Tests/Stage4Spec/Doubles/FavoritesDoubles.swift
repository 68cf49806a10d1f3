// MARK: - Stub and mock for the favourites store

import Stage4
import Testing

/// Answers `isFavorite` from a fixed set: a stub for the query.
///
/// A test that uses it only reads rows, so a command reaching it is a bug: it records an issue.
@MainActor
final class FavoritesStub: FavoritesStore {
    private let favoriteIDs: Set<Int>

    init(favoriteIDs: Set<Int> = []) {
        self.favoriteIDs = favoriteIDs
    }

    func isFavorite(gameID: Int) -> Bool {
        favoriteIDs.contains(gameID)
    }

    func markFavorite(gameID: Int) {
        Issue.record("Unexpected command: markFavorite(gameID: \(gameID))")
    }

    func unmarkFavorite(gameID: Int) {
        Issue.record("Unexpected command: unmarkFavorite(gameID: \(gameID))")
    }
}

/// Records every command it receives, in order: a mock for the commands.
///
/// The view model asks before it commands, so the mock answers `isFavorite` from a fixed set
/// too; a command never changes that answer, so the test sees exactly what was sent.
@MainActor
final class FavoritesMock: FavoritesStore {
    enum Command: Equatable, Sendable {
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
