import Foundation
import GraderTestSupport
import Testing

// MARK: - A dishonest student in a class graded with --batch

extension AttackCatalogue {
    /// Every attack of the catalogue on stage 1 that needs no option of its own (not the
    /// budget's, not the build timeout's), each one student of one class graded with `--batch`,
    /// beside an honest student: the batch path (one warm workspace for the class, one cache)
    /// must hold them as `--submission` does, one at a time, above. One more student is the
    /// batch's own attack: a folder named like a spreadsheet formula whose stage 1 files are
    /// links into the honest student's folder.
    @Test("In a batch, every attack on stage 1 earns nothing and harms nothing, a neighbour's files linked earn nothing, and the honest student beside them is complete")
    func batchOfTheCatalogue() throws {
        let attacks: [Attack] = [
            .bugSwitchReadFromTheEnvironment, .bugRunsToldByTheirCommandLine, .bugSwitchAskedThroughTestableImport,
            .bugSwitchReadFromTheSymbolTable, .firstRunPassesLaterRunsFail, .failAtRandom,
            .passesAppendedThenExit, .onlyPublicSpecNamesFlipped, .specAnswersReadFromTheSpecSources,
            .testLibraryChecksReplaced, .stringEqualityReplaced, .libcWriteFiltered, .canariesRecognised,
            .processOutlivesTheGrading, .leftoverSabotagesTheNextStudent, .forkBomb, .memoryHog, .diskFiller,
            .specTestsRewritten, .resultCacheForged, .bugCatalogEmptied, .graderSourcesRewritten, .ownSubmissionErased,
            .instructorTokenLeaked, .phonesHome, .bugSwitchFoundInOwnCode, .bugSwitchReadThroughFiles,
            .unsafeHiddenFromTheTokenizer, .bucketTestsWithNoExpectedValue, .answersThatAgreeWithAnything,
            .answersOnlyThePublicInputs,
        ]
        let baseline = try AttackLab.baseline.get()
        let classFolder = AttackLab.root.appendingPathComponent("class")
        let out = AttackLab.root.appendingPathComponent("class-grades")
        try? FileManager.default.removeItem(at: classFolder)
        try? FileManager.default.removeItem(at: out)
        // A class's first grade: with an empty cache, every attack's code runs.
        try? FileManager.default.removeItem(at: AttackLab.kata.appendingPathComponent("Grader/.build/workspaces/batch/cache"))
        let honest = classFolder.appendingPathComponent("honest")
        try FileTree.mirror(from: AttackLab.honest, to: honest)
        let honestBefore = try FileTree.snapshot(of: honest)
        let listener = try TrapListener()
        let marker = ProcessScan.newMarker()
        for attack in attacks {
            try attack.install(into: classFolder.appendingPathComponent(attack.name), .init(marker: marker, listenerPort: listener.port))
        }
        let neighbourName = "=1+2"
        let neighbour = classFolder.appendingPathComponent(neighbourName)
        try AttackLab.copyStarters(to: neighbour)
        for file in ["IsEven.swift", "NumberFormatter.swift"] {
            let link = neighbour.appendingPathComponent("Stages/Stage1/\(file)")
            try FileManager.default.removeItem(at: link)
            try FileManager.default.createSymbolicLink(atPath: link.path,
                                                       withDestinationPath: honest.appendingPathComponent("Stages/Stage1/\(file)").path)
        }

        let run = try BuiltGrader.run(["--kata-root", AttackLab.kata.path, "--batch", classFolder.path, "--out", out.path, "1"],
                                      environment: ["TMPDIR": AttackLab.scratch.path, "KATA_INSTRUCTOR_TOKEN": AttackLab.instructorToken,
                                                    ProcessScan.markerVariable: marker])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let rows = try Self.gradebookRows(out.appendingPathComponent("gradebook.csv"))
        #expect(rows["honest"]?["stage1_status"] == "complete", "\(rows["honest"] ?? [:])")
        // The neighbour's name is text in the gradebook, never a formula a spreadsheet would run.
        for name in attacks.map(\.name) + ["'" + neighbourName] {
            let row = try #require(rows[name], "no row for \(name): \(rows.keys.sorted())")
            #expect(row["stage1_bugs_caught"] == "0", "\(name): \(row)")
            #expect(Int(row["stage1_spec_passed"] ?? "") ?? 0 <= baseline.specPassed[1] ?? 0, "\(name): \(row)")
            #expect(row["stage1_status"] != "complete", "\(name): \(row)")
        }

        // Harm: the kata, the honest student's folder, the network, what outlives the batch, leaks.
        let kataChanges = try AttackLab.kataChanges()
        #expect(kataChanges.isEmpty, "the kata's files changed: \(kataChanges)")
        if !kataChanges.isEmpty { try AttackLab.restoreKata(force: true) }
        #expect(try FileTree.snapshot(of: honest) == honestBefore, "the honest student's folder changed")
        #expect(!listener.someoneConnected(), "code under test connected to 127.0.0.1:\(listener.port)")
        let leftBehind = ProcessScan.find(marker: marker)
        #expect(leftBehind.isEmpty, "processes outlived the batch: \(leftBehind)")
        ProcessScan.end(leftBehind)
        let outputs = try FileTree.snapshot(of: out).filter { String(decoding: $0.value, as: UTF8.self).contains(AttackLab.instructorToken) }
        #expect(outputs.isEmpty && !(run.stdout + run.stderr).contains(AttackLab.instructorToken),
                "the instructor's token is in \(outputs.keys.sorted()) or the batch's output")
    }

    /// The gradebook's rows by submission name (a formula-like name keeps its leading quote).
    static func gradebookRows(_ file: URL) throws -> [String: [String: String]] {
        let lines = try String(contentsOf: file, encoding: .utf8)
            .split(separator: "\r\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let header = try #require(lines.first)
        let rows = lines.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
        return Dictionary(rows.map { ($0["submission"] ?? "", $0) }, uniquingKeysWith: { first, _ in first })
    }
}

extension AttackCatalogue {
    /// A batch compiles stage 4's spec twins once, against the reference, and loads each
    /// student's library in its place (`SpecOnceReference`). A default argument is compiled
    /// into the caller: against the reference's `InMemoryFavoritesStore(favoriteIDs: = [])`,
    /// a store that starts with a favourite of its own (`= [1]`) passed every spec test (seen
    /// with the interface check off). A library whose public interface is not the
    /// reference's is graded again the usual way; an honest one whose private parts differ
    /// (a stored property and a helper of its own) is graded compiled once, complete.
    @Test("In a batch, stage 4's spec twins compiled once grade an honest library of another layout complete, and one whose default differs the usual way")
    func batchSpecCompiledOnce() throws {
        let classFolder = AttackLab.root.appendingPathComponent("class-stage4")
        let out = AttackLab.root.appendingPathComponent("class-stage4-grades")
        let batch = AttackLab.kata.appendingPathComponent("Grader/.build/workspaces/batch")
        let store = "Stages/Stage4/FavoritesStore.swift"
        // grade NAME FIND REPLACE: stage 4 of one student, the reference with FIND replaced in
        // its favourites store; the student's gradebook row, and the batch's closing lines.
        func grade(_ name: String, _ find: String, _ replace: String) throws -> (row: [String: String], output: String) {
            try? FileManager.default.removeItem(at: classFolder)
            let student = classFolder.appendingPathComponent(name)
            try AttackLab.copyStarters(to: student)
            try AttackLab.solve(4, in: student)
            let file = student.appendingPathComponent(store)
            let text = try String(contentsOf: file, encoding: .utf8)
            try #require(text.contains(find), "\(store) no longer has: \(find)")
            try text.replacingOccurrences(of: find, with: replace).write(to: file, atomically: true, encoding: .utf8)
            let run = try BuiltGrader.run(["--kata-root", AttackLab.kata.path, "--batch", classFolder.path, "--out", out.path,
                                           "--no-cache", "--no-bugs", "4"],
                                          environment: ["TMPDIR": AttackLab.scratch.path])
            #expect(run.exitCode == 0, "\(run.stderr)")
            return (try #require(try Self.gradebookRows(out.appendingPathComponent("gradebook.csv"))[name]), run.stderr)
        }
        // The batch's profile names the spec tests built again (`GradingWork.specTestsAgain`).
        let builtAgain = "spec tests built again"
        try? FileManager.default.removeItem(at: batch.appendingPathComponent("spec-usual"))

        let (honest, honestOutput) = try grade("honest-layout", "    private var favoriteIDs: Set<Int>\n", """
                private var favoriteIDs: Set<Int>
                private var changesMade = 0
                private func counted() { changesMade += 1 }

            """)
        #expect(honest["stage4_status"] == "complete", "\(honest)")
        #expect(honest["stage4_spec_passed"] == honest["stage4_spec_total"], "\(honest)")
        let manifest = try String(contentsOf: batch.appendingPathComponent("spec/Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#".library(name: "Stage4", type: .dynamic"#), "stage 4 was not compiled once:\n\(manifest)")
        #expect(!FileManager.default.fileExists(atPath: batch.appendingPathComponent("spec-usual").path) && !honestOutput.contains(builtAgain),
                "the honest library was graded again the usual way: \(honestOutput)")

        let (other, otherOutput) = try grade("other-default", "public init(favoriteIDs: Set<Int> = []) {",
                                             "public init(favoriteIDs: Set<Int> = [1]) {")
        #expect(otherOutput.contains(builtAgain), "\(otherOutput)")
        #expect(other["stage4_status"] != "complete", "\(other)")
        #expect(Int(other["stage4_spec_passed"] ?? "") ?? 0 < Int(other["stage4_spec_total"] ?? "") ?? 0, "\(other)")
    }
}
