import Foundation
import GraderTestSupport
import Testing

// MARK: - A class day: what the instructor must look at

extension GradingEndToEndTests {
    @Test("A batch of five (finished, a copy of it, an edited spec test, the starter, a hanging learner test): flags, attempts, feedback, no cached timeout")
    func batchOfFive() throws {
        let folder = FixtureKata.root.appendingPathComponent("class-of-five")
        let out = FixtureKata.root.appendingPathComponent("class-of-five-out")
        try? FileManager.default.removeItem(at: out)
        try Self.writeClass(in: folder) { $0 }
        for kind in ["half", "broken", "hanging", "tampered", "crashing", "resubmitted", "empty"] {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(kind))
        }
        try FileTree.copy(from: folder.appendingPathComponent("solved"), to: folder.appendingPathComponent("copied"))
        try FileTree.copy(from: folder.appendingPathComponent("solved"), to: folder.appendingPathComponent("edited"))
        let spec = folder.appendingPathComponent("edited/Tests/Stage1Spec/ParitySpec.swift")
        try Data((String(contentsOf: spec, encoding: .utf8) + "// made it pass\n").utf8).write(to: spec)
        for folderName in ["Stages", "Tests"] {
            try FileTree.copy(from: FixtureKata.source.appendingPathComponent(folderName),
                              to: folder.appendingPathComponent("starter/\(folderName)"))
        }
        try FileTree.copy(from: folder.appendingPathComponent("solved"), to: folder.appendingPathComponent("waiting"))
        try Data("""
            import Testing
            import Stage1

            @Test func evenNumbers() { #expect(isEven(number: 4)) }
            @Test func waitsForever() {
                var turns = 0
                while turns >= 0 { turns = (turns + 1) % 1000 }
                #expect(isEven(number: 2))
            }

            """.utf8).write(to: folder.appendingPathComponent("waiting/Tests/Stage1Tests/ParityTests.swift"))

        let run = try Self.batch(folder, into: out)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("summary.json"))) as? [String: Any])
        let students = try #require(summary["students"] as? [[String: Any]])
        func flags(_ name: String) -> [[String: Any]] {
            students.first { $0["name"] as? String == name }?["flags"] as? [[String: Any]] ?? []
        }
        #expect(flags("edited").contains { $0["kind"] as? String == "spec_edited" && $0["stage"] as? Int == 1 }, "\(flags("edited"))")
        // "edited" and "waiting" began as copies of "solved" too, so the flag names them as well.
        #expect(flags("solved").contains { $0["kind"] as? String == "same_work_as" && ($0["text"] as? String)?.contains("copied's") == true })
        #expect(flags("copied").contains { $0["kind"] as? String == "same_work_as" && ($0["text"] as? String)?.contains("solved's") == true })
        #expect(flags("starter").isEmpty, "\(flags("starter"))")
        let attempted = try #require(summary["attempted"] as? [[String: Any]])
        let stage1 = try #require(attempted.first { $0["stage"] as? Int == 1 })
        #expect((stage1["students"] as? [String])?.contains("starter") == false && stage1["graded"] as? Int == 5, "\(stage1)")

        for file in try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("feedback").path) {
            let text = try String(contentsOf: out.appendingPathComponent("feedback/\(file)"), encoding: .utf8)
            #expect(!text.contains(FixtureKata.root.path) && !text.contains(FixtureKata.kata.path), "\(file): \(text)")
        }

        // Graded again: the hanging learner test runs again; the others come from the cache.
        let again = try Self.batch(folder, into: out)
        #expect(again.exitCode == 0, "\(again.stderr)")
        let waiting = again.stderr.split(separator: "\n").filter { $0.contains("waiting:") }
        #expect(!waiting.isEmpty && waiting.allSatisfy { !$0.contains("all from the cache") }, "\(again.stderr)")
        #expect(again.stderr.split(separator: "\n").contains { $0.contains("copied:") && $0.contains("all from the cache") }, "\(again.stderr)")
    }
}
