import Foundation
@testable import GraderExecution
@testable import GraderReports
import Testing

@Suite("Spec tests as shipped: what in-place grading compares them with")
struct ShippedSpecTestsTests {
    @Test("Edited, added and deleted spec files are named; other files and other stages are not")
    func changes() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kata-digests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ text: String, _ path: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("a\nline two\n", "Tests/Stage1Spec/A.swift")
        try write("b", "Tests/Stage1Spec/B.swift")
        try write("c", "Tests/Stage2Spec/C.swift")
        let kata = KataRoot(url: root)
        let shipped = ShippedSpecTests.current(kata)
        #expect(shipped.files.keys.sorted() == ["Tests/Stage1Spec/A.swift", "Tests/Stage1Spec/B.swift", "Tests/Stage2Spec/C.swift"])
        #expect(shipped.changes(stage: 1, in: kata, current: .current(kata)).isEmpty)

        // Windows line endings, as a clone with core.autocrlf writes them: the same spec file.
        try write("a\r\nline two\r\n", "Tests/Stage1Spec/A.swift")
        #expect(shipped.changes(stage: 1, in: kata, current: .current(kata)).isEmpty)
        try write("a\r\rline two\r\n", "Tests/Stage1Spec/A.swift")
        #expect(shipped.changes(stage: 1, in: kata, current: .current(kata)) == ["edited Tests/Stage1Spec/A.swift"])

        try write("a, edited", "Tests/Stage1Spec/A.swift")
        try FileManager.default.removeItem(at: root.appendingPathComponent("Tests/Stage1Spec/B.swift"))
        try write("new", "Tests/Stage1Spec/New.swift")
        try write("Finder's", "Tests/Stage1Spec/.DS_Store")
        #expect(shipped.changes(stage: 1, in: kata, current: .current(kata)) == [
            "edited Tests/Stage1Spec/A.swift", "deleted Tests/Stage1Spec/B.swift", "added Tests/Stage1Spec/New.swift",
        ])
        #expect(shipped.changes(stage: 2, in: kata, current: .current(kata)).isEmpty)
    }
}
