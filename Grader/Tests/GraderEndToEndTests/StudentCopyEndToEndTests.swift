import Foundation
import GraderTestSupport
import Testing

// MARK: - A student copy of the real workbook

@Suite("A student copy of the workbook", .serialized)
struct StudentCopyEndToEndTests {
    /// This repository: the full kata.
    static let kata = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../..").standardizedFileURL
    static let copy = FileManager.default.temporaryDirectory.appendingPathComponent("kata-student-copy-\(getuid())")

    static func grader(_ arguments: [String]) throws -> GraderRun {
        try BuiltGrader.run(["--quiet"] + arguments)
    }

    static func text(_ relative: String) throws -> String {
        try String(contentsOf: copy.appendingPathComponent(relative), encoding: .utf8)
    }

    /// Validates a workflow with GitHub's schema, or says why it cannot.
    static func expectValidWorkflow(_ file: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        guard let checker = ExternalTool.find("check-jsonschema") else {
            if ExternalTool.required {
                Issue.record("\(ExternalTool.missing("check-jsonschema"))", sourceLocation: sourceLocation)
            } else {
                ExternalTool.noteSkipped("check-jsonschema")
            }
            return
        }
        let result = try ExternalTool.run(checker, ["--builtin-schema", "vendor.github-workflows", file.path])
        #expect(result.status == 0, "\(file.lastPathComponent): \(result.output)", sourceLocation: sourceLocation)
    }

    @Test("It has no reference, no planted bugs and no answers, and a valid GitHub Classroom workflow worth the spec points")
    func contents() throws {
        try? FileManager.default.removeItem(at: Self.copy)
        let run = try Self.grader(["--kata-root", Self.kata.path, "student-copy", Self.copy.path])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: Self.copy.appendingPathComponent("Solutions").path))
        #expect(!FileManager.default.fileExists(atPath: Self.copy.appendingPathComponent(".github/workflows/grade-class.yml").path))
        #expect(FileManager.default.isExecutableFile(atPath: Self.copy.appendingPathComponent("grade.sh").path))
        // Task 10's snapshot helper and its two wrappers are the learner's to use (issue 24).
        for helper in ["TextSnapshot.swift", "ExpectSnapshot.swift"] {
            #expect(FileManager.default.fileExists(atPath: Self.copy.appendingPathComponent("Tests/Stage4Tests/Support/\(helper)").path),
                    "\(helper) in the student copy")
        }

        // The answers live in Solutions/Answers/, linked from the tasks of each stage's file of the
        // workbook: no link survives, in the entry file or in any stage file.
        let original = try String(contentsOf: Self.kata.appendingPathComponent("Exercises/Stage1.md"), encoding: .utf8)
        #expect(original.contains("**Answer:** [") && original.contains("](../Solutions/Answers/Stage1.md#"))
        for path in ["Exercises.md"] + (1...4).map({ "Exercises/Stage\($0).md" }) {
            let exercises = try Self.text(path)
            #expect(!exercises.contains("Solutions/Answers"), "\(path)")
            // Only hints are left folded away.
            #expect(exercises.components(separatedBy: "<details>").count
                    == exercises.components(separatedBy: "<summary>Hint</summary>").count, "\(path)")
            #expect(!exercises.contains("<!-- check:"), "\(path)")
            #expect(!exercises.contains("KATA_SOLUTIONS"), "\(path)")
        }
        #expect(try Self.text("Exercises/Stage1.md").contains("ask your instructor"))
        #expect(!(try Self.text("Package.swift")).contains("KATA_SOLUTIONS"))
        let readme = try Self.text("README.md")
        #expect(readme.hasPrefix("> **This is a student copy"))
        #expect(!readme.contains("KATA_SOLUTIONS"))

        let workflow = Self.copy.appendingPathComponent(".github/workflows/classroom.yml")
        try Self.expectValidWorkflow(workflow)
        let scores = try Self.text(".github/workflows/classroom.yml").split(separator: "\n")
            .filter { $0.contains("max-score:") }.map { $0.split(separator: ":").last!.trimmingCharacters(in: .whitespaces) }
        let points = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.kata.appendingPathComponent("points.json")))
        let stages = try #require((points as? [String: Any])?["stages"] as? [String: [String: Double]])
        #expect(scores == (1...4).map { String(Int(stages["\($0)"]?["spec"] ?? -1)) })

        let again = try Self.grader(["--kata-root", Self.kata.path, "student-copy", Self.copy.path])
        #expect(again.exitCode == 2)
        #expect(again.stderr.contains("is not empty"), "\(again.stderr)")
    }

    @Test("The instructor's workflow that grades a class is valid")
    func gradeClassWorkflow() throws {
        try Self.expectValidWorkflow(Self.kata.appendingPathComponent(".github/workflows/grade-class.yml"))
    }

    @Test("It builds; its starters fail; with a solution copied in, its grader passes the spec tests without Solutions/")
    func grading() throws {
        if !FileManager.default.fileExists(atPath: Self.copy.appendingPathComponent("grade.sh").path) {
            try contents()
        }
        let swift = try #require(ExternalTool.find("swift"))
        let build = try ExternalTool.run(swift, ["build", "--build-tests", "--package-path", Self.copy.path])
        #expect(build.status == 0, "\(build.output.suffix(2000))")

        try FileTree.copy(from: Self.kata.appendingPathComponent("Stages/Stage1"), to: Self.copy.appendingPathComponent("Stages/Stage1"))
        let starters = try Self.grader(["--kata-root", Self.copy.path, "1", "--json"])
        #expect(starters.exitCode == 1)
        #expect(starters.stage(1)["status"] as? String == "incomplete")
        #expect(starters.stage(1)["bugs"] == nil)
        #expect((starters.json["notice"] as? String)?.contains("when your instructor grades") == true, "\(starters.stdout)")

        // The last level of a hint says what the instructor's answer covers: no dead path.
        try? FileManager.default.removeItem(at: Self.copy.appendingPathComponent("Grader/.build/hint-levels.json"))
        let hints = try (1...3).map { _ in try Self.grader(["--kata-root", Self.copy.path, "hint", "1"]).stdout }
        #expect(hints[2].contains("Hint 3 of 3") && hints[2].contains("Your instructor keeps the answers"), "\(hints[2])")
        #expect(hints[2].contains("Stages/Stage1/") && !hints[2].contains("`Solutions/"), "\(hints[2])")

        try? FileManager.default.removeItem(at: Self.copy.appendingPathComponent("Stages/Stage1"))
        try FileTree.copy(from: Self.kata.appendingPathComponent("Solutions/Stage1"), to: Self.copy.appendingPathComponent("Stages/Stage1"))
        let solved = try Self.grader(["--kata-root", Self.copy.path, "1"])
        #expect(solved.exitCode == 0, "\(solved.stdout)")
        #expect(solved.stdout.contains("Stage 1  ✔ complete"))
        #expect(solved.stdout.contains("when your instructor grades the class"))

        let verify = try Self.grader(["--kata-root", Self.copy.path, "verify"])
        #expect(verify.exitCode == 2)
        #expect(verify.stderr.contains("this is a student copy"), "\(verify.stderr)")
    }
}
