// MARK: - The demo's catalogue

import Stage4

/// A fixed catalogue for the demo to show. It lives with the demo, not in `Stages/Stage4`,
/// because no test grades it: it is data, not behaviour.
struct SampleGamesService: DataService {
    func loadGames() async throws -> [Game] {
        [
            Game(id: 1, title: "The Legend of Zelda: Breath of the Wild", releaseYear: 2017),
            Game(id: 2, title: "Celeste", releaseYear: 2018),
            Game(id: 3, title: "Hades", releaseYear: 2020),
            Game(id: 4, title: "Untitled Goose Game"),
        ]
    }
}
