import Stage4
import Testing

@Suite("Task 1: Build one row's view model")
struct Task01ItemViewModelSpec {
    @Test("The title is the game's title")
    func title() {
        let item = GameListItemViewModel(game: SampleGames.celeste, isFavorite: false)
        #expect(item.title == "Celeste")
    }

    @Test("A known year reads \"Released in <year>\"", arguments: [
        (2017, "Released in 2017"),
        (1985, "Released in 1985"),
    ])
    func subtitleWithYear(year: Int, expected: String) {
        let game = Game(id: 1, title: "Any", releaseYear: year)
        #expect(GameListItemViewModel(game: game, isFavorite: false).subtitle == expected)
    }

    @Test("An unknown year reads \"Release year unknown\"")
    func subtitleWithoutYear() {
        let item = GameListItemViewModel(game: SampleGames.goose, isFavorite: false)
        #expect(item.subtitle == "Release year unknown")
    }

    @Test("The favourite flag is kept as given", arguments: [true, false])
    func favoriteFlag(isFavorite: Bool) {
        let item = GameListItemViewModel(game: SampleGames.hades, isFavorite: isFavorite)
        #expect(item.isFavorite == isFavorite)
    }
}
