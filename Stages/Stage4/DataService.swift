// MARK: - Loading games (a query)

/// Where the list of games comes from: a server in a real app, a stub in a test.
///
/// It only answers a question and changes nothing, so a test replaces it with a stub that
/// returns canned games or throws, and checks what the view model does with the answer.
/// Don't change this protocol.
public protocol DataService: Sendable {
    func loadGames() async throws -> [Game]
}
