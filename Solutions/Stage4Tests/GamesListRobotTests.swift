import Stage4
import Testing

/// The games list on its terminal view, driven by a robot: each test reads as what a person
/// does and sees. The robot knows how the screen is laid out; the tests only say what they mean.
@MainActor
@Suite("The games list on screen, driven by a robot")
struct GamesListRobotTests {
    @Test("Given three games, when the list opens, then it says it is loading, then shows them from row 1")
    func showsTheGames() async {
        let robot = await GamesListRobot().load()

        #expect(robot.lines.first == "Loading…")
        #expect(robot.rowCount == 3)
        #expect(robot.title(row: 1) == "Zelda")
        #expect(robot.title(row: 3) == "Goose")
        #expect(robot.row(3)?.hasSuffix("— Release year unknown") == true)
    }

    @Test("Given a favourite, when the list opens, then its row, and only its row, has a star")
    func starsTheFavourite() async {
        let robot = await GamesListRobot(favoriteIDs: [TestGames.celeste.id]).load()

        #expect(robot.isStarred(row: 2))
        #expect(!robot.isStarred(row: 1))
        #expect(!robot.isStarred(row: 3))
    }

    @Test("Given the list, when a row is toggled twice, then its star comes and goes, and the store agrees")
    func togglesAStar() async {
        let robot = await GamesListRobot().load()

        robot.clearScreen().toggle(row: 1)
        #expect(robot.isStarred(row: 1))
        #expect(robot.rowCount == 3)
        #expect(robot.favorites.allFavoriteIDs() == [TestGames.zelda.id])

        robot.clearScreen().toggle(row: 1)
        #expect(!robot.isStarred(row: 1))
        #expect(robot.favorites.allFavoriteIDs().isEmpty)
    }

    @Test("Given the list, when a number with no row is typed, then the screen says so", arguments: [0, 4])
    func noSuchRow(number: Int) async {
        let robot = await GamesListRobot().load()

        robot.clearScreen().toggle(row: number)

        #expect(robot.screen == "There is no row \(number).")
        #expect(robot.favorites.allFavoriteIDs().isEmpty)
    }

    @Test("Given a service that fails, when the list opens, then the screen shows the error and no row")
    func showsTheError() async {
        let robot = await GamesListRobot(service: StubDataService.failure).load()

        #expect(robot.lastLine == GamesListViewModel.loadFailedMessage)
        #expect(robot.rowCount == 0)
    }
}
