// MARK: - Stub that keeps a load in flight

import Stage4

/// Keeps every request waiting until the test answers: a load stays in flight for as long as
/// the test needs to look at it.
///
/// An answer goes to the requests waiting and to every later one, so a view model that asks
/// twice never waits forever. Answer before you await the load: nothing else will.
@MainActor
final class SuspendingDataService: DataService {
    private let onRequest: @MainActor () -> Void
    private var answer: Result<[Game], any Error>?
    private var waiting: [CheckedContinuation<[Game], any Error>] = []

    /// `onRequest` runs each time the view model asks: count the requests with it.
    init(onRequest: @escaping @MainActor () -> Void = {}) {
        self.onRequest = onRequest
    }

    func loadGames() async throws -> [Game] {
        onRequest()
        if let answer {
            return try answer.get()
        }
        return try await withCheckedThrowingContinuation { waiting.append($0) }
    }

    func answer(with answer: Result<[Game], any Error>) {
        self.answer = answer
        for request in waiting {
            request.resume(with: answer)
        }
        waiting = []
    }
}
