// MARK: - Stub for the favourites query, mock for the favourites commands

import Stage4

/// Answers the query from a fixed set: a stub. It has no commands to receive.
@MainActor
final class FavoritesStub: FavoritesQuery {
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

/// Records every command it receives, in order: a mock for the commands.
///
/// Given an error, it records each command and then throws that error, as a store that
/// refuses would.
@MainActor
final class FavoritesMock: FavoritesCommands {
    enum Command: Equatable, Sendable {
        case mark(gameID: Int)
        case unmark(gameID: Int)
    }

    private let failure: FavoritesError?
    private(set) var commands: [Command] = []

    init(failingWith failure: FavoritesError? = nil) {
        self.failure = failure
    }

    func markFavorite(gameID: Int) throws {
        commands.append(.mark(gameID: gameID))
        if let failure { throw failure }
    }

    func unmarkFavorite(gameID: Int) throws {
        commands.append(.unmark(gameID: gameID))
        if let failure { throw failure }
    }
}
