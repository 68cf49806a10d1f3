// MARK: - A service that answers only when the test says so

import Stage4

/// Holds every request until the test calls `release(with:)`: until then, a load is in flight
/// for as long as the test wants to look at it.
///
/// A release answers the requests waiting and every later one, so a view model that asks
/// twice never waits forever. Never await the load before releasing it: nothing would answer.
@MainActor
final class GatedDataService: DataService {
    private(set) var requestCount = 0
    private var answer: Result<[Game], any Error>?
    private var waiting: [CheckedContinuation<[Game], any Error>] = []

    func loadGames() async throws -> [Game] {
        requestCount += 1
        if let answer {
            return try answer.get()
        }
        return try await withCheckedThrowingContinuation { waiting.append($0) }
    }

    func release(with answer: Result<[Game], any Error>) {
        self.answer = answer
        for request in waiting {
            request.resume(with: answer)
        }
        waiting = []
    }
}
