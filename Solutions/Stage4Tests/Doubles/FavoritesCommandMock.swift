// MARK: - Mock for the favourites commands

import Stage4

/// Records the commands it receives, so a test can check exactly what was sent.
///
/// It conforms to `FavoritesCommands` only: the question "is it a favourite?" goes to a stub.
/// Told to fail, it records the command and then throws, as a store that refuses would.
@MainActor
final class FavoritesCommandMock: FavoritesCommands {
    enum Command: Equatable {
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
