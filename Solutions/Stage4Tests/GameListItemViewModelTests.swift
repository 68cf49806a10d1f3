import Stage4
import Testing

@Suite("One row of the list")
struct GameListItemViewModelTests {
    @Test("Given a game released in 2017, when it becomes a row, then the subtitle says so")
    func subtitleWithYear() {
        let item = GameListItemViewModel(game: TestGames.zelda, isFavorite: false)
        #expect(item.title == "Zelda")
        #expect(item.subtitle == "Released in 2017")
    }

    @Test("Given a game without a year, when it becomes a row, then the year is unknown")
    func subtitleWithoutYear() {
        let item = GameListItemViewModel(game: TestGames.goose, isFavorite: false)
        #expect(item.subtitle == "Release year unknown")
    }

    @Test("Given a favourite flag, when a row is made, then the row keeps it", arguments: [true, false])
    func favoriteFlag(isFavorite: Bool) {
        let item = GameListItemViewModel(game: TestGames.celeste, isFavorite: isFavorite)
        #expect(item.isFavorite == isFavorite)
    }
}
