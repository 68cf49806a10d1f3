// MARK: - Stubs for the data service

import Stage4

/// Answers `loadGames()` at once: with games, or with an error.
enum StubDataService: DataService {
    case games([Game])
    case failure

    struct LoadError: Error {}

    func loadGames() async throws -> [Game] {
        switch self {
        case .games(let games):
            return games
        case .failure:
            throw LoadError()
        }
    }
}

/// Gives one canned answer per call, in order: to test a reload.
@MainActor
final class ScriptedDataService: DataService {
    private var answers: [StubDataService]

    init(answers: [StubDataService]) {
        self.answers = answers
    }

    /// Once the script runs out, every further call fails.
    func loadGames() async throws -> [Game] {
        let answer = answers.isEmpty ? .failure : answers.removeFirst()
        return try await answer.loadGames()
    }
}
