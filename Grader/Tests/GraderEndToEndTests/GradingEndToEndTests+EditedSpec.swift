import Foundation
import GraderTestSupport
import Testing

// MARK: - Grading in place with an edited spec test

/// In the same serialized suite as the other cases: they all edit the one fixture kata.
extension GradingEndToEndTests {
    @Test("In place, an edited, added or deleted spec file makes its stage spec_modified, exit 1, with the way back")
    func editedSpecInPlace() throws {
        let kata = FixtureKata.kata
        let digests = kata.appendingPathComponent("Grader/SpecDigests.json")
        let spec = kata.appendingPathComponent("Tests/Stage1Spec/ParitySpec.swift")
        let original = try Data(contentsOf: spec)
        defer {
            try? FileManager.default.removeItem(at: digests)
            try? original.write(to: spec)
            try? FileManager.default.removeItem(at: kata.appendingPathComponent("Tests/Stage2Spec/Extra.swift"))
        }
        func gradeInPlace() throws -> GraderRun {
            try BuiltGrader.run(["--kata-root", kata.path, "--quiet", "--json", "--no-bugs", "all"])
        }
        #expect(try BuiltGrader.run(["--kata-root", kata.path, "spec-digests"]).exitCode == 0)
        let before = try gradeInPlace()
        #expect(before.stage(1)["status"] as? String == "incomplete", "the starters, spec tests as shipped")

        // The learner "fixes" a spec test to match their code, and adds one to stage 2.
        let edited = String(decoding: original, as: UTF8.self).replacingOccurrences(of: "!isEven(number: 3)", with: "isEven(number: 3)")
        try Data(edited.utf8).write(to: spec)
        try Data("import Testing\n@Test func free() {}\n".utf8).write(to: kata.appendingPathComponent("Tests/Stage2Spec/Extra.swift"))
        let after = try gradeInPlace()
        #expect(after.exitCode == 1)
        #expect(after.stage(1)["status"] as? String == "spec_modified")
        let message = try #require(after.stage(1)["message"] as? String)
        #expect(message.contains("edited Tests/Stage1Spec/ParitySpec.swift"))
        #expect(message.contains("git checkout -- Tests/Stage1Spec"))
        #expect((after.stage(1)["points"] as? [String: Double])?["earned"] == 0)
        #expect(after.stage(2)["status"] as? String == "spec_modified")
        #expect((after.stage(2)["message"] as? String)?.contains("remove the files you added") == true)

        // A kata that keeps no digests (like this fixture, usually) is not checked.
        try FileManager.default.removeItem(at: digests)
        #expect(try gradeInPlace().stage(1)["status"] as? String != "spec_modified", "no digests kept: nothing to check")
    }
}
