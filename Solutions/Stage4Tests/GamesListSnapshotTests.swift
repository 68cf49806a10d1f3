import Foundation
import Stage4
import Testing

/// Whole screens, compared with the snapshots in `__Snapshots__`. The first run of a new
/// snapshot records it and fails: read the file, and run again. To record every snapshot again
/// after a change you meant: `SNAPSHOT_RECORD=1 swift test --filter Stage4Tests`.
@MainActor
@Suite("The games list's screens, against their snapshots")
struct GamesListSnapshotTests {
    @Test("Given three games and a favourite, when the list opens, then the screen is as recorded")
    func loaded() async {
        let robot = await GamesListRobot(favoriteIDs: [TestGames.celeste.id]).load()

        expectSnapshot(robot.screen, named: "games-list-loaded")
    }

    @Test("Given the list, when a row is toggled and a missing row is typed, then the screen is as recorded")
    func toggled() async {
        let robot = await GamesListRobot(favoriteIDs: [TestGames.goose.id]).load()

        robot.toggle(row: 2).toggle(row: 3).toggle(row: 7)

        expectSnapshot(robot.screen, named: "games-list-toggled")
    }

    @Test("Given a service that fails, and then one with no games, when the list opens, then the screens are as recorded")
    func errors() async {
        let failed = await GamesListRobot(service: StubDataService.failure).load()
        let empty = await GamesListRobot(service: StubDataService.games([])).load()

        expectSnapshot(failed.screen, named: "games-list-failed")
        expectSnapshot(empty.screen, named: "games-list-empty")
    }
}

/// The snapshot helper itself: its diff, and a first run that records and fails.
@Suite("A text snapshot")
struct TextSnapshotTests {
    @Test("The diff keeps the common lines and marks the snapshot's with - and the screen's with +")
    func diff() {
        let diff = TextSnapshot.lineDiff(from: "Loading…\n1.   Zelda\n2. ★ Goose", to: "Loading…\n1. ★ Zelda\n2. ★ Goose\n3.   Hades")

        #expect(diff == """
              Loading…
            - 1.   Zelda
            + 1. ★ Zelda
              2. ★ Goose
            + 3.   Hades
            """)
    }

    @Test("Given no snapshot, the check fails and records one beside the test file; the next check passes, a changed screen fails")
    func firstRunRecords() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let testFile = folder.appendingPathComponent("SomeTests.swift")
        let snapshot = TextSnapshot(name: "screen", testFile: testFile.path)

        // No test file there (as under ./grade.sh, which shows the tests only their snapshots):
        // nothing is recorded, and the failure says what to do.
        #expect(snapshot.failure(matching: "1. ★ Zelda", record: false)?.contains("cannot be recorded here") == true)
        #expect(!FileManager.default.fileExists(atPath: snapshot.file.path))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("// a test file\n".utf8).write(to: testFile)

        let first = try #require(snapshot.failure(matching: "1. ★ Zelda", record: false))
        #expect(first.contains("recorded one"))
        #expect(snapshot.failure(matching: "1. ★ Zelda", record: false) == nil)
        #expect(snapshot.failure(matching: "1.   Zelda", record: false)?.contains("- 1. ★ Zelda\n+ 1.   Zelda") == true)
        #expect(snapshot.failure(matching: "1. ★ Zelda", record: true)?.contains("Recorded the snapshot again") == true)
    }
}
