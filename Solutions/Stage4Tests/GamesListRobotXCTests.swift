import Stage4
import XCTest

/// The robot and the snapshot in XCTest: the same steps, the same snapshot file.
final class GamesListRobotXCTests: XCTestCase {
    @MainActor
    func test_givenAFavourite_whenTheListOpens_thenOnlyItsRowIsStarred() async {
        let robot = await GamesListRobot(favoriteIDs: [TestGames.celeste.id]).load()

        XCTAssertEqual(robot.rowCount, 3)
        XCTAssertTrue(robot.isStarred(row: 2))
        XCTAssertFalse(robot.isStarred(row: 1))
    }

    @MainActor
    func test_givenAFavourite_whenTheListOpens_thenTheScreenIsAsRecorded() async {
        let robot = await GamesListRobot(favoriteIDs: [TestGames.celeste.id]).load()

        assertSnapshot(robot.screen, named: "games-list-loaded")
    }
}
