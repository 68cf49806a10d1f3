import Foundation
@testable import GraderEngine
@testable import GraderExecution
@testable import GraderReports
import Testing

@Suite("The class summary and the class page")
struct ClassSummaryTests {
    /// A stage 1 report: `done` of its two tasks' tests pass, `missed` hints are missed.
    static func report(passing: Int, missed: [String] = [], wrong: [WrongTest] = [], bugsTotal: Int = 2) -> GradeReport {
        let tasks = [TaskProgress(task: 1, title: "Tell odd from even", passed: min(passing, 2), total: 2),
                     TaskProgress(task: 2, title: "Group the digits", passed: max(0, passing - 2), total: 1)]
        let complete = passing == 3 && missed.isEmpty
        var stage = StageReport(
            stage: 1, status: complete ? .complete : .incomplete,
            spec: SpecCounts(passed: passing, failed: 3 - passing, total: 3),
            bugs: BugCounts(caught: bugsTotal - missed.count, total: bugsTotal), tests: [],
            bugsMissed: missed.map { ReportedBug(hint: $0, caughtBy: nil) }, wrongTests: wrong, compileErrors: [])
        stage.tasks = tasks
        return GradeReport(stages: [stage]).scored(by: PointsTable())
    }

    static let negatives = "Does your suite check an odd negative number?"
    static let separator = "Does your suite pass a separator other than the default?"
    static let ids = PlantedBugIDs(ids: [1: [negatives: "odd-check-wrong-for-negatives"]])

    static let rows = [
        Gradebook.Row(name: "ann", report: report(passing: 3)),
        Gradebook.Row(name: "bob", report: report(passing: 2, missed: [negatives, separator])),
        Gradebook.Row(name: "cy", report: report(passing: 1, missed: [negatives],
                                                 wrong: [WrongTest(name: "threeIsEven()", status: .failed, message: "3 is odd\nsecond line")])),
    ]

    @Test("Missed bugs are counted by stage, most missed first, with the catalog's id or a stable one from the hint")
    func missedBugs() throws {
        let summary = ClassSummary(rows: Self.rows, bugIDs: Self.ids)
        #expect(summary.missedBugs.map(\.id) == ["odd-check-wrong-for-negatives", "hint-" + SHA256.hex(Self.separator).prefix(8)])
        #expect(summary.missedBugs.map(\.missedBy) == [["bob", "cy"], ["bob"]])
        #expect(summary.missedBugs.allSatisfy { $0.hunted == 3 })
        #expect(summary.unfinishedTasks.map { [$0.task, $0.unfinishedBy.count] } == [[2, 2], [1, 1]])
        #expect(summary.wrongTests.map(\.name) == ["threeIsEven()"])
        #expect(summary.wrongTests.first?.reason == "3 is odd")
        let bob = try #require(summary.students.first { $0.name == "bob" })
        #expect(bob.toDo.map(\.text) == ["Task 2: Group the digits (0 of 1 spec tests pass)",
                                         "Catch a planted bug: \(Self.negatives)", "Catch a planted bug: \(Self.separator)"])
        #expect(bob.toDo.compactMap(\.bugID).first == "odd-check-wrong-for-negatives")
        #expect(summary.students.first { $0.name == "ann" }?.toDo == [])
    }

    /// A stage 1 report whose graded files are `files` (path → SHA-256) and whose work digest is `digest`.
    static func report(passing: Int, missed: [String] = [], files: [String: String], digest: String) -> GradeReport {
        var report = report(passing: passing, missed: missed)
        report.stages[0].files = files.sorted { $0.key < $1.key }.map { GradedFile(path: $0.key, sha256: $0.value) }
        report.stages[0].workDigest = digest
        return report
    }

    @Test("Who attempted a stage: only they count in what the class missed; identical work is flagged both ways")
    func attemptedAndFlags() throws {
        let starters = StarterDigests(files: ["Stages/Stage1/IsEven.swift": "starter", "Tests/Stage1Tests/Example.swift": "example"])
        let untouched = ["Stages/Stage1/IsEven.swift": "starter", "Tests/Stage1Tests/Example.swift": "example"]
        let solved = ["Stages/Stage1/IsEven.swift": "solved", "Tests/Stage1Tests/Example.swift": "tested"]
        var edited = Self.report(passing: 0, missed: [Self.negatives, Self.separator], files: untouched, digest: "starter")
        edited.flags = [ReviewFlag(.specEdited, stage: 1, "the spec tests in Tests/Stage1Spec differ from the kata's")]
        var lost = GradeReport(stages: [])
        lost.problem = "your submission is not a copy of the workbook: it has no Stages folder"
        let rows = [
            Gradebook.Row(name: "ann", report: Self.report(passing: 2, missed: [Self.negatives], files: solved, digest: "work")),
            Gradebook.Row(name: "ann's twin", report: Self.report(passing: 2, missed: [Self.negatives],
                                                                  files: solved.mapValues { $0 + "-respaced" }, digest: "work")),
            Gradebook.Row(name: "ben", report: Self.report(passing: 0, missed: [Self.negatives, Self.separator], files: untouched, digest: "starter")),
            Gradebook.Row(name: "lea", report: edited),
            Gradebook.Row(name: "zed", report: lost),
        ]
        let summary = ClassSummary(rows: rows, bugIDs: Self.ids, starters: starters)
        #expect(summary.attempted == [ClassSummary.StageAttempts(stage: 1, attempted: 2, graded: 4, students: ["ann", "ann's twin"])])
        #expect(summary.missedBugs.map(\.missedBy) == [["ann", "ann's twin"]], "the starters miss nothing they tried")
        #expect(summary.missedBugs.first?.attempted == 2 && summary.missedBugs.first?.hunted == 4)
        #expect(summary.unfinishedTasks.allSatisfy { $0.attempted == 2 && !$0.unfinishedBy.contains("ben") })
        let flags = Dictionary(uniqueKeysWithValues: summary.students.map { ($0.name, $0.flags) })
        #expect(flags["ann"]?.map(\.text) == ["stage 1's code and tests are the same, once comments and spacing are set aside, as ann's twin's"])
        #expect(flags["ann's twin"]?.map(\.text) == ["stage 1's code and tests are the same, once comments and spacing are set aside, as ann's"])
        #expect(flags["ben"] == [], "two untouched starters are not shared work")
        #expect(flags["lea"]?.map(\.kind) == [.specEdited])
        #expect(flags["zed"]?.map(\.kind) == [.notGraded])
        #expect(summary.students.first { $0.name == "ben" }?.stages.first?.attempted == false)
        let page = ClassPage.render(summary)
        #expect(page.contains("2 of the 2 who attempted") && page.contains(#"data-flag="spec_edited""#))
        let csv = Gradebook.csv(rows, flags: summary.flagsByLabel)
        #expect(csv.contains("stage 1: same_work_as") && csv.contains(",not_graded\r\n"))
    }

    @Test("The kata's own catalogs give every planted bug of its four stages its id")
    func katasOwnIDs() throws {
        let kata = KataRoot(url: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent())
        let ids = PlantedBugIDs(kata: kata)
        for stage in 1...4 {
            let catalog = try BugCatalog.load(from: kata.bugCatalog(stage), stage: stage)
            for bug in catalog.bugs {
                #expect(ids.id(of: ReportedBug(hint: bug.hint, caughtBy: nil), stage: stage) == bug.id)
            }
        }
    }

    @Test("summary.json is passed over when reports are merged; a student named summary gets a report of another name")
    func summaryBesideReports() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("class-summary-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try InstructorOutputs(folder: folder, bugIDs: Self.ids).writeAll(Self.rows)
        let report = folder.appendingPathComponent("ann.json")
        try Data(JSONReport.render(Self.rows[0].report).utf8).write(to: report)
        let rows = try Gradebook.rows(fromReportsAt: [report.path, folder.appendingPathComponent("summary.json").path])
        #expect(rows.map(\.name) == ["ann"])
        #expect(ReportFileName.of("summary") != "summary.json")
        #expect(ReportFileName.of("summary").hasPrefix("summary-"))
    }

    @Test("The gradebook opens with a UTF-8 byte-order mark, so that Excel shows Zoë")
    func byteOrderMark() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("class-bom-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try InstructorOutputs(folder: folder, bugIDs: Self.ids).writeClass([Gradebook.Row(name: "Zoë", report: Self.report(passing: 3))])
        let bytes = try Data(contentsOf: folder.appendingPathComponent("gradebook.csv"))
        #expect(Array(bytes.prefix(3)) == [0xEF, 0xBB, 0xBF])
        #expect(String(decoding: bytes.dropFirst(3), as: UTF8.self).hasPrefix("submission,"))
        #expect(String(decoding: bytes, as: UTF8.self).contains("\nZoë,complete,"))
    }

    @Test("A hostile name, test name or message is text on the class page, never markup")
    func hostileText() throws {
        let hostile = #"Eve <script>alert("x")</script> & 'co'"#
        let rows = [Gradebook.Row(name: hostile, report: Self.report(
            passing: 3, missed: [Self.negatives], wrong: [WrongTest(name: hostile, status: .failed, message: hostile)]))]
        let page = ClassPage.render(ClassSummary(rows: rows, bugIDs: Self.ids))
        #expect(!page.contains("<script>alert"))
        #expect(!page.contains(#"alert("x")"#))
        #expect(page.contains("Eve &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;co&apos;"))
        #expect(page.components(separatedBy: "<script").count == 2, "the page's own script only")
    }

    @Test("The page's one script runs by its hash, and nothing is loaded from anywhere")
    func contentSecurityPolicy() {
        let page = ClassPage.render(ClassSummary(rows: Self.rows, bugIDs: Self.ids))
        let policy = ClassPageAssets.contentSecurityPolicy
        #expect(policy.hasPrefix("default-src 'none';"))
        #expect(page.contains(#"content="\#(policy)""#))
        #expect(page.contains("<script>\(ClassPageAssets.script)</script>"))
        #expect(!page.contains("src="), "no file, image or script from elsewhere")
        #expect(!page.contains("http://") && !page.contains("https://"), "no address at all")
    }
}
