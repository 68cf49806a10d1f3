// MARK: - Loading games (a query)

/// Where the list of games comes from: a server in a real app, a stub in a test.
///
/// It only answers a question and changes nothing, so a test replaces it with a stub that
/// returns canned games or throws, and checks what the view model does with the answer.
/// Don't change this protocol.
public protocol DataService: Sendable {
    func loadGames() async throws -> [Game]
}

/// A fixed catalogue, for the demo. Nothing to do here.
public struct SampleGamesService: DataService {
    public init() {}

    public func loadGames() async throws -> [Game] {
        [
            Game(id: 1, title: "The Legend of Zelda: Breath of the Wild", releaseYear: 2017),
            Game(id: 2, title: "Celeste", releaseYear: 2018),
            Game(id: 3, title: "Hades", releaseYear: 2020),
            Game(id: 4, title: "Untitled Goose Game"),
        ]
    }
}
