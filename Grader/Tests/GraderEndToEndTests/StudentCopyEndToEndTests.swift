import Foundation
import GraderTestSupport
import Testing

// MARK: - A student copy of the real workbook

@Suite("A student copy of the workbook", .serialized)
struct StudentCopyEndToEndTests {
    /// This repository: the full kata.
    static let kata = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../..").standardizedFileURL
    /// Per process, not per user: two checkouts' test runs on one machine (as one user) would
    /// otherwise write into one copy.
    static let copy = FileManager.default.temporaryDirectory.appendingPathComponent("kata-student-copy-\(getuid())-\(getpid())")

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

    @Test("It has no reference, no planted bugs and no answers, and is a git repository of one commit to push")
    func contents() throws {
        try? FileManager.default.removeItem(at: Self.copy)
        let run = try Self.grader(["--kata-root", Self.kata.path, "student-copy", Self.copy.path])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: Self.copy.appendingPathComponent("Solutions").path))
        for leftOut in [".github/workflows/grade-class.yml", ".github/workflows/ci.yml", ".ci", "CONTRIBUTING.md",
                        "Teaching.md", "Grader/Tests", "Grader/Benchmarks"] {
            #expect(!FileManager.default.fileExists(atPath: Self.copy.appendingPathComponent(leftOut).path), "\(leftOut)")
        }
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
        #expect(readme.hasPrefix("# Swift Unit Testing Kata\n"))
        #expect(readme.contains("## When your instructor grades"))
        #expect(!readme.contains("KATA_SOLUTIONS"))

        #expect(readme.contains("git push -u origin main") && readme.contains("owner/repository"))
        #expect(!FileManager.default.fileExists(atPath: Self.copy.appendingPathComponent(".github/workflows/classroom.yml").path))
        let git = try #require(ExternalTool.find("git"))
        let commits = try ExternalTool.run(git, ["-C", Self.copy.path, "rev-list", "--count", "HEAD"])
        #expect(commits.status == 0 && commits.output.trimmingCharacters(in: .whitespacesAndNewlines) == "1", "\(commits.output)")
        let status = try ExternalTool.run(git, ["-C", Self.copy.path, "status", "--porcelain"])
        #expect(status.status == 0 && status.output.isEmpty, "every file is in the commit: \(status.output)")

        let again = try Self.grader(["--kata-root", Self.kata.path, "student-copy", Self.copy.path])
        #expect(again.exitCode == 2)
        #expect(again.stderr.contains("is not empty"), "\(again.stderr)")
    }

    @Test("student-copy --help prints its usage and creates nothing; hint 1 --junit x is refused with exit 2")
    func helpCreatesNothing() throws {
        // The grader runs in this process's folder: the old parser made `--help` there.
        let stray = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("--help")
        #expect(!FileManager.default.fileExists(atPath: stray.path))
        let help = try Self.grader(["--kata-root", Self.kata.path, "student-copy", "--help"])
        #expect(help.exitCode == 0 && help.stdout.hasPrefix("USAGE: ./grade.sh student-copy DIR"), "\(help.stdout)\(help.stderr)")
        #expect(!FileManager.default.fileExists(atPath: stray.path), "no folder named --help")
        let hint = try Self.grader(["--kata-root", Self.kata.path, "hint", "1", "--junit", "x"])
        #expect(hint.exitCode == 2 && hint.stderr.contains("--junit is not an option of hint"), "\(hint.stderr)")
    }

    /// The text a leak would show: every planted bug's replacement, and every line of the
    /// answers' code, that the learner does not already have (in the starters, the spec tests,
    /// the workbook, its hints or the demos), ignoring short text that any Swift file may have
    /// (`nil`, `}`, `let number = index + 1`).
    /// Replacements that say nothing of their bug on their own: a line any Swift file may
    /// hold (the grader's own sources do). `http-offline-thrown-as-is` returns the `URLError`
    /// it was given instead of explaining it, and its find names the error it leaves out.
    static let genericReplacements: Set<String> = ["return failure"]

    static func secrets() throws -> [(what: String, text: String)] {
        var given = ""
        for folder in ["Stages", "Tests", "Exercises", "Hints", "Demos"] {
            for data in try FileTree.snapshot(of: kata.appendingPathComponent(folder)).values {
                given += String(decoding: data, as: UTF8.self)
            }
        }
        var candidates: [(what: String, text: String)] = []
        let solutions = kata.appendingPathComponent("Solutions")
        for stage in 1...4 {
            let bugs = try JSONSerialization.jsonObject(with: Data(contentsOf: solutions.appendingPathComponent("PlantedBugs/Stage\(stage).json")))
            for bug in try #require((bugs as? [String: Any])?["bugs"] as? [[String: Any]]) {
                for replacement in bug["replace"] as? [String] ?? [] {
                    let text = replacement.trimmingCharacters(in: .whitespacesAndNewlines)
                    if text.count >= 12 && !Self.genericReplacements.contains(text) {
                        candidates.append(("the planted bug \(bug["id"] ?? "?") of stage \(stage)", text))
                    }
                }
            }
            let answers = try String(contentsOf: solutions.appendingPathComponent("Answers/Stage\(stage).md"), encoding: .utf8)
            var inCode = false
            for line in answers.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                if line.hasPrefix("```") { inCode.toggle(); continue }
                if inCode && line.count >= 24 && !line.hasPrefix("//") { candidates.append(("the answers of stage \(stage)", line)) }
            }
        }
        return candidates.filter { !given.contains($0.text) }
    }

    @Test("No file of the copy holds a planted bug's replacement or a line of an answer's code")
    func leaksNothing() throws {
        // A copy of its own, fresh: the other tests build in theirs.
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("kata-student-copy-leaks-\(getuid())")
        try? FileManager.default.removeItem(at: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        let run = try Self.grader(["--kata-root", Self.kata.path, "student-copy", copy.path])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let secrets = try Self.secrets()
        #expect(secrets.count > 100, "only \(secrets.count) secrets to look for")
        var leaks: [String] = []
        for (path, data) in try FileTree.snapshot(of: copy) {
            let text = String(decoding: data, as: UTF8.self)
            for secret in secrets where text.contains(secret.text) {
                leaks.append("\(path) holds \(secret.what): \(secret.text)")
            }
        }
        #expect(leaks.isEmpty, "\(leaks.joined(separator: "\n"))")

        // The grader's package still loads without its Tests folder, as grade.sh builds it.
        let swift = try #require(ExternalTool.find("swift"))
        let describe = try ExternalTool.run(swift, ["package", "--package-path", copy.appendingPathComponent("Grader").path, "describe"])
        #expect(describe.status == 0, "\(describe.output.suffix(2000))")
    }

    @Test("The kata's workflows, the instructor's that grades a class and the forks' CI, are valid")
    func gradeClassWorkflow() throws {
        for name in ["grade-class.yml", "ci.yml"] {
            try Self.expectValidWorkflow(Self.kata.appendingPathComponent(".github/workflows/\(name)"))
        }
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
        // The same maximum as the gradebook: the planted bugs' points count, none earned yet.
        let points = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.kata.appendingPathComponent("points.json")))
        let weights = try #require(((points as? [String: Any])?["stages"] as? [String: [String: Double]])?["1"])
        let maximum = (starters.json["points"] as? [String: Double])?["maximum"]
        #expect(maximum == (weights["spec"] ?? 0) + (weights["bugs"] ?? 0), "\(starters.stdout)")

        // What Classroom 50's autograder.py reads: stage 1's spec points, in whole points.
        let outputs = FileManager.default.temporaryDirectory.appendingPathComponent("kata-classroom50-\(getpid()).json")
        defer { try? FileManager.default.removeItem(at: outputs) }
        let classroom = try Self.grader(["--kata-root", Self.copy.path, "1", "--no-bugs", "--classroom50", outputs.path])
        #expect(classroom.exitCode == 1, "\(classroom.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: outputs)) as? [String: Any])
        let tests = try #require(json["tests"] as? [[String: Any]])
        #expect(tests.count == 1 && tests.first?["test-name"] as? String == "Stage 1: make it pass")
        #expect(json["max-score"] as? Int == Int(weights["spec"] ?? 0))
        #expect(json["score"] as? Int == tests.first?["score"] as? Int)

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
        // No reference, no mutants: --mutants says so rather than nothing.
        let mutants = try Self.grader(["--kata-root", Self.copy.path, "1", "--mutants"])
        #expect(mutants.stdout.contains("does not have: there are no mutants to run here"), "\(mutants.stdout)")

        let verify = try Self.grader(["--kata-root", Self.copy.path, "verify"])
        #expect(verify.exitCode == 2)
        #expect(verify.stderr.contains("this is a student copy"), "\(verify.stderr)")
    }
}
