import Foundation
@testable import GraderEngine
@testable import GraderExecution
@testable import GraderReports
import Testing

/// Where a grade comes from, in every report; and names of students as they write them.
@Suite("Provenance and students' names in reports")
struct ProvenanceTests {
    static let provenance = Provenance(
        gradedAt: "2026-11-25T10:40:00Z", kataCommit: String(repeating: "a", count: 40), kataModified: false,
        pointsSHA256: String(repeating: "b", count: 64), submissionName: "Zoë Ñúñez, O'Brien",
        submissionCommit: String(repeating: "c", count: 40))

    static func report() -> GradeReport {
        let stage = StageReport(
            stage: 1, status: .incomplete, spec: SpecCounts(passed: 1, failed: 1, total: 2), bugs: nil,
            tests: [ReportedTest(name: "Task 1: Even › two", status: .passed),
                    ReportedTest(name: "Task 1: Even › three", status: .failed, message: "no")],
            bugsMissed: [], wrongTests: [], compileErrors: [])
        var report = GradeReport(stages: [stage]).scored(by: PointsTable())
        report.grader = GraderIdentity(version: "grader-9", executableSHA256: "d")
        return report.stamped(provenance)
    }

    // MARK: The fields

    @Test("Graded at: UTC, ISO 8601 to the second")
    func timestamp() {
        #expect(Provenance.timestamp(Date(timeIntervalSince1970: 1_795_000_000)) == "2026-11-18T11:06:40Z")
    }

    @Test("The JSON report carries the provenance under its own keys")
    func json() throws {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(JSONReport.render(Self.report()).utf8)) as? [String: Any])
        let provenance = try #require(json["provenance"] as? [String: Any])
        #expect(provenance["graded_at"] as? String == "2026-11-25T10:40:00Z")
        #expect(provenance["kata_modified"] as? Bool == false)
        #expect(provenance["submission_name"] as? String == "Zoë Ñúñez, O'Brien")
        #expect(provenance["points_sha256"] as? String == String(repeating: "b", count: 64))
        #expect((json["grader"] as? [String: String])?["version"] == "grader-9")
    }

    @Test("JUnit: a <properties> block in every suite")
    func junit() {
        let xml = JUnitReport.render(Self.report())
        #expect(xml.contains(#"<property name="kata_commit" value="\#(String(repeating: "a", count: 40))"/>"#), "\(xml)")
        #expect(xml.contains(#"<property name="submission_name" value="Zoë Ñúñez, O&apos;Brien"/>"#))
        #expect(xml.contains(#"<property name="grader_version" value="grader-9"/>"#))
    }

    @Test("results.json: the strict format has no field for it, so the first test's output holds it")
    func exercism() throws {
        let text = ExercismReport.render(Self.report(), kataRoot: URL(fileURLWithPath: "/nonexistent"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let tests = try #require(json["tests"] as? [[String: Any]])
        let output = try #require(tests.first?["output"] as? String)
        #expect(output.contains("2026-11-25T10:40:00Z"))
        #expect(output.contains(String(repeating: "c", count: 40)))
        #expect(output.count <= ExercismReport.outputLimit)
        #expect(tests.dropFirst().allSatisfy { $0["output"] == nil })
    }

    @Test("The gradebook's provenance columns")
    func gradebookColumns() throws {
        let text = Gradebook.csv([Gradebook.Row(name: "Zoë Ñúñez, O'Brien", report: Self.report())])
        let lines = text.split(separator: "\r\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[1].hasPrefix(#""Zoë Ñúñez, O'Brien",incomplete,1,2,"#), "\(lines[1])")
        #expect(lines[1].hasSuffix(",2026-11-25T10:40:00Z,\(String(repeating: "a", count: 40)),false,"
            + "\(String(repeating: "b", count: 64)),\(String(repeating: "c", count: 40)),grader-9,"), "the provenance, then the flags (none): \(lines[1])")
    }

    // MARK: A submission's commit, read without git

    let root = FileManager.default.temporaryDirectory.appendingPathComponent("grader-commit-\(UUID().uuidString)")

    func write(_ text: String, _ relative: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    @Test("A branch's commit from refs/, then from packed-refs; a detached HEAD as it is")
    func commits() throws {
        let one = String(repeating: "1", count: 40), two = String(repeating: "2", count: 40)
        try write("ref: refs/heads/main\n", ".git/HEAD")
        #expect(CheckedOutCommit.read(in: root) == nil, "no such branch yet")
        try write("# pack-refs with: peeled\n\(two) refs/heads/main\n^\(one)\n", ".git/packed-refs")
        #expect(CheckedOutCommit.read(in: root) == two)
        try write(one + "\n", ".git/refs/heads/main")
        #expect(CheckedOutCommit.read(in: root) == one)
        try write(two + "\n", ".git/HEAD")
        #expect(CheckedOutCommit.read(in: root) == two)
    }

    @Test("Nothing but a commit id comes out: no text of a file named by HEAD, no link, no ref outside refs/")
    func hostileGit() throws {
        try write("secret answer\n", "notes.txt")
        try write("ref: refs/../../notes.txt\n", ".git/HEAD")
        #expect(CheckedOutCommit.read(in: root) == nil)
        try write("ref: refs/heads/main\n", ".git/HEAD")
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git/refs"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent(".git/refs/heads"),
                                                   withDestinationURL: root.appendingPathComponent("elsewhere"))
        try write(String(repeating: "3", count: 40), "elsewhere/main")
        #expect(CheckedOutCommit.read(in: root) == nil, "a linked refs/heads is not followed")
        try write("secret answer\n", "elsewhere/main")
        #expect(CheckedOutCommit.read(in: root) == nil)
        #expect(CheckedOutCommit.read(in: root.appendingPathComponent("no-such-folder")) == nil)
    }

    // MARK: Students' names

    @Test("A report file is named after the student as written, made safe only where a disk or a shell needs it",
          arguments: [
              ("Zoë Ñúñez, O'Brien", "Zoë Ñúñez, O'Brien.json"),
              ("Ann", "Ann.json"),
          ])
    func reportFileNames(name: String, file: String) {
        #expect(ReportFileName.of(name) == file)
    }

    @Test("Names no disk or shell takes as they are get a safe, unique file name", arguments: [
        "Bad\nName", "a/b", "what? *really*", "-rf", "trailing dot.", "\u{202E}fdp.exe", String(repeating: "é", count: 120),
    ])
    func unsafeReportFileNames(name: String) {
        let file = ReportFileName.of(name)
        #expect(file.hasSuffix(".json"))
        #expect(file.utf8.count <= 255)
        #expect(!file.hasPrefix("-"))
        #expect(file.unicodeScalars.allSatisfy { !"\\/:*?\"<>|\n\u{202E}".unicodeScalars.contains($0) }, "\(file)")
        #expect(file != ReportFileName.of(name + " "), "two names, two files")
    }

    @Test("gradebook names a batch's report after the student as written, any other after its file")
    func mergedNames() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("grader-merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var report = Self.report()
        report.provenance?.submissionName = "what? *really*"
        let batchFile = folder.appendingPathComponent(ReportFileName.of("what? *really*"))
        try Data(JSONReport.render(report).utf8).write(to: batchFile)
        let ciFile = folder.appendingPathComponent("ann.json")
        try Data(JSONReport.render(Self.report()).utf8).write(to: ciFile)
        let rows = try Gradebook.rows(fromReportsAt: [batchFile.path, ciFile.path])
        #expect(rows.map(\.name) == ["what? *really*", "ann"])
    }
}
