import Foundation
import Testing

// MARK: - Snapshot tests under grading: compared with the submission's snapshots, never recorded

extension AttackCatalogue {
    @Test("A snapshot test compares with the submission's own snapshot in the sandbox and catches a wrong screen; one with no snapshot fails on the reference and records nothing")
    func snapshotsAreReadOnly() throws {
        _ = try AttackLab.baseline.get()
        let run = try AttackRun(Attack(
            name: "snapshot-probe", stages: [4], honestStages: [4],
            literalFiles: ["Tests/Stage4Tests/SnapshotProbeTests.swift": Self.snapshotProbe,
                           // Snapshot tests in a subfolder, their snapshot beside them (issue 24).
                           "Tests/Stage4Tests/Screens/SubfolderSnapshotTests.swift": Self.subfolderProbe,
                           "Tests/Stage4Tests/Screens/__Snapshots__/screens-loaded.txt": Self.loadedScreen]))
        let stage = run.report.stage(4)

        let wrong = stage["wrong_tests"] as? [[String: Any]] ?? []
        #expect(wrong.compactMap { $0["name"] as? String }.map { $0.hasSuffix("probe: a snapshot nobody recorded") } == [true],
                "only the probe without a snapshot fails on the reference: \(wrong)")
        #expect((wrong.first?["message"] as? String)?.contains("cannot be recorded") == true, "\(wrong)")

        let caught = try #require(stage["bugs_caught"] as? [[String: Any]], "\(run.report.stdout) \(run.report.stderr)")
        let star = caught.first { $0["hint"] as? String == "Which rows show a star when the list appears, and which show none?" }
        #expect((star?["caught_by"] as? [String] ?? []).contains { $0.hasSuffix("probe: the recorded screen") },
                "the snapshot test catches the misplaced star: \(star ?? [:])")
        // In a subfolder too: its snapshot is copied and compared, so it passes on the reference
        // (it is not among the wrong tests above) and catches the same bug.
        #expect((star?["caught_by"] as? [String] ?? []).contains { $0.hasSuffix("probe: a screen kept in a subfolder") },
                "the subfolder's snapshot test catches the misplaced star: \(star ?? [:])")

        let recorded = FileManager.default.enumerator(atPath: AttackLab.root.path)?
            .compactMap { $0 as? String }.filter { $0.hasSuffix("probe-never-recorded.txt") } ?? []
        #expect(recorded.isEmpty, "a grading recorded a snapshot: \(recorded)")
    }

    /// Two snapshot tests beside the model tests, with their robot and snapshot helper.
    private static let snapshotProbe = #"""
        import Stage4
        import Testing

        @MainActor
        struct SnapshotProbeTests {
            @Test("probe: the recorded screen")
            func recordedScreen() async {
                let robot = await GamesListRobot(favoriteIDs: [TestGames.celeste.id]).load()
                expectSnapshot(robot.screen, named: "games-list-loaded")
            }

            @Test("probe: a snapshot nobody recorded")
            func neverRecorded() async {
                let robot = await GamesListRobot().load()
                expectSnapshot(robot.screen, named: "probe-never-recorded")
            }
        }

        """#

    /// A snapshot test in `Tests/Stage4Tests/Screens/`, with its snapshot in the subfolder's own
    /// `__Snapshots__`, as the helper records it there.
    private static let subfolderProbe = #"""
        import Stage4
        import Testing

        @MainActor
        struct SubfolderSnapshotTests {
            @Test("probe: a screen kept in a subfolder")
            func loadedScreen() async {
                let robot = await GamesListRobot(favoriteIDs: [TestGames.celeste.id]).load()
                expectSnapshot(robot.screen, named: "screens-loaded")
            }
        }

        """#

    /// What `GamesListRobot` shows for the test games with Celeste a favourite: the model
    /// tests' `games-list-loaded.txt`.
    private static let loadedScreen = """
        Loading…
        1.   Zelda — Released in 2017
        2. ★ Celeste — Released in 2018
        3.   Goose — Release year unknown

        """
}
