// MARK: - Stub: canned answers to "which games are there?"

import Stage4

/// Answers `loadGames()` at once with canned games, or throws: a stub for a query.
struct StubDataService: DataService {
    struct LoadFailed: Error {}

    private let result: Result<[Game], LoadFailed>

    static func returning(_ games: [Game]) -> StubDataService {
        StubDataService(result: .success(games))
    }

    static let failing = StubDataService(result: .failure(LoadFailed()))

    func loadGames() async throws -> [Game] {
        try result.get()
    }
}

/// A stub whose answer the test changes between two loads, to check a reload.
@MainActor
final class ChangingDataService: DataService {
    var answer: StubDataService

    init(answer: StubDataService) {
        self.answer = answer
    }

    func loadGames() async throws -> [Game] {
        try await answer.loadGames()
    }
}
