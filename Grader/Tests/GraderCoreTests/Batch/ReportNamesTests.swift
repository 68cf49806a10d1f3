import Foundation
@testable import GraderEngine
@testable import GraderReports
import Testing

/// Issue 39: a batch's report and feedback names are unique by construction, compared by bytes.
@Suite("Report names in a batch: one student, one file")
struct ReportNamesTests {
    static let composed = "Zo\u{EB}"
    static let decomposed = "Zoe\u{308}"

    @Test("A folder named exactly like a classmate's made-safe name does not get the classmate's file")
    func lookalikeOfAMadeSafeName() {
        let classmate = "Zoë\u{7}"
        let madeSafe = ReportFileName.of(classmate)
        let lookalike = String(madeSafe.dropLast(".json".count))
        #expect(ReportFileName.of(lookalike) != madeSafe)
    }

    @Test("Zoë composed and Zoë decomposed are two students: two files, whatever the disk compares")
    func composedAndDecomposed() {
        // Swift's `!=` is canonical: a disk that normalizes names (APFS) would see one file.
        #expect(ReportFileName.of(Self.composed) != ReportFileName.of(Self.decomposed))
        #expect(ReportFileName.of(Self.composed) == "Zoë.json", "a name as people write it stays as it is")
    }

    @Test("A batch gives names that one disk would take for the same (case, a taken file) files of their own")
    func claimsAreUnique() {
        var names = ReportFileNames()
        let first = names.claim("Ann")
        let second = names.claim("ann")
        #expect(first == "Ann")
        #expect(second.lowercased() != first.lowercased())
        #expect(names.claim("Ann") == "Ann", "the same student, the same file")
        // A file of another student already in OUT is never written over.
        var fresh = ReportFileNames()
        let stem = fresh.claim("Bob", isTaken: { $0 == "Bob" })
        #expect(stem != "Bob")
    }

    @Test("gradebook accepts the two Zoës a batch wrote: two rows that can be told apart")
    func gradebookOfTheTwoZoes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("grader-zoes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var names = ReportFileNames()
        var paths: [String] = []
        for name in [Self.composed, Self.decomposed] {
            var report = GradeReport(stages: [])
            report.provenance = Provenance(gradedAt: "2026-11-28T00:00:00Z", kataCommit: nil, kataModified: nil,
                                           pointsSHA256: nil, submissionName: name, submissionCommit: nil)
            let file = folder.appendingPathComponent(names.claim(name) + ".json")
            try Data(JSONReport.render(report).utf8).write(to: file)
            paths.append(file.path)
        }
        let rows = try Gradebook.rows(fromReportsAt: paths)
        #expect(rows.map { Array($0.name.utf8) } == [Array(Self.composed.utf8), Array(Self.decomposed.utf8)])
        let labels = Gradebook.labelled(rows).map(\.label)
        #expect(labels[0] != labels[1], "two rows that look alike: \(labels)")
        let csv = Gradebook.csv(rows)
        #expect(csv.split(separator: "\r\n").count == 3)
        #expect(csv.contains("\\u{EB}") && csv.contains("\\u{308}"), "\(csv)")
    }
}
