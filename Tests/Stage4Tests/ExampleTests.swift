import Stage4
import Testing

// This file shows the form of a test. Write your own tests in this folder, test first: a spy
// that records the delegate callbacks in order, stubs that answer `loadGames()` with games,
// an error or an empty list, a stub for `FavoritesQuery`, a mock for `FavoritesCommands`, and
// tests of the fake `InMemoryFavoritesStore` itself. `Exercises/Stage4.md` has the tables.

/// A stub: it answers `loadGames()` at once with the games it was given.
struct GamesStub: DataService {
    let games: [Game]

    func loadGames() async throws -> [Game] {
        games
    }
}

@MainActor
@Suite("Example: the games list")
struct ExampleTests {
    @Test("Given two games, when the list loads, then it counts two items")
    func countsLoadedGames() async {
        // Given
        let games = [Game(id: 1, title: "Celeste", releaseYear: 2018), Game(id: 2, title: "Hades")]
        let viewModel = GamesListViewModel(
            dataService: GamesStub(games: games),
            favorites: InMemoryFavoritesStore()
        )

        // When
        await viewModel.loadGames()

        // Then
        #expect(viewModel.itemsCount == 2)
    }
}
