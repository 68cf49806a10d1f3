import Foundation
import GraderTestSupport
import Testing

// MARK: - Names people use, end to end

/// In the same serialized suite as the other cases: they all edit the one fixture submission.
extension GradingEndToEndTests {
    static let zoesTests = #"Tests/Stage1Tests/Zoë's "formatter" tests ✓.swift"#

    @Test("A finished stage whose test file is named Zoë's \"formatter\" tests ✓.swift is complete; a backslash costs only its file")
    func namesPeopleUse() throws {
        try FixtureKata.solveEverything()
        let tests = FixtureKata.submission.appendingPathComponent("Tests/Stage1Tests")
        try FileManager.default.moveItem(at: tests.appendingPathComponent("ParityTests.swift"),
                                         to: FixtureKata.submission.appendingPathComponent(Self.zoesTests))
        // Graded, this test would fail on the reference: a wrong test of the learner's.
        try FixtureKata.write("import Testing\n@Test func wrong() { #expect(Bool(false)) }\n", to: #"Tests/Stage2Tests/Back\slash.swift"#)
        let run = try FixtureKata.grade(["--json"])
        #expect(run.exitCode == 0, "\(run.stdout)")
        #expect(run.stage(1)["status"] as? String == "complete", "\(run.stdout)")
        #expect((run.stage(1)["bugs"] as? [String: Int]) == ["caught": 2, "total": 2])
        let files = try #require(run.stage(1)["files"] as? [[String: String]])
        #expect(files.map { $0["path"] } == ["Stages/Stage1/Parity.swift", Self.zoesTests])
        let graded = try #require(files.last?["sha256"])
        #expect(graded == (try FixtureKata.systemSHA256(of: FixtureKata.submission.appendingPathComponent(Self.zoesTests))))

        #expect(run.stage(2)["status"] as? String == "complete", "the refused file costs only itself: \(run.stdout)")
        let refused = try #require(run.stage(2)["refused_files"] as? [[String: String]])
        #expect(refused.map { $0["path"] } == [#"Tests/Stage2Tests/Back\slash.swift"#])
        #expect(refused.first?["reason"]?.contains("backslash") == true)

        // The learner's own report says it in one escaped line.
        let text = try FixtureKata.grade([])
        #expect(text.stdout.contains(#"Tests/Stage2Tests/Back\\slash.swift has a backslash in its name"#), "\(text.stdout)")
        #expect(text.stdout.contains("not graded (rename it)"))
    }

    @Test("A temporary folder whose name is not ASCII (as under a home called zoë) costs nothing: Swift's tools get one of the grader's, the mutants' compile check too")
    func temporaryFolderNamedInAnyScript() throws {
        try FixtureKata.solveEverything()
        // Swift's tools stop on such a TMPDIR ("Failed to parse target info"): every stage
        // failed to build, as if the learner's code did not compile.
        let temporary = FixtureKata.root.appendingPathComponent("Übung's tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        // `--mutants` too: its compile check runs the compiler outside any workspace build.
        let run = try FixtureKata.grade(["--json", "--no-cache", "--mutants"], environment: ["TMPDIR": temporary.path])
        #expect(run.exitCode == 0, "\(run.stdout)")
        #expect(run.stage(1)["status"] as? String == "complete", "\(run.stdout)")
        #expect(run.stage(2)["status"] as? String == "complete", "\(run.stdout)")
        let mutants = try #require(run.stage(1)["mutants"] as? [String: Any], "\(run.stdout)")
        let total = try #require(mutants["total"] as? Int)
        #expect(total >= 5 && mutants["caught"] as? Int == total, "\(mutants)")
    }

    @Test("The learner's own ./grade.sh, in their checkout, says which name the instructor's grading will refuse")
    func learnerLoopNamesARefusedFile() throws {
        let file = FixtureKata.kata.appendingPathComponent(#"Tests/Stage1Tests/Back\slash.swift"#)
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("import Testing\n".utf8).write(to: file)
        let run = try BuiltGrader.run(["--kata-root", FixtureKata.kata.path, "--quiet", "--no-bugs", "1"])
        #expect(run.stdout.contains(#"Tests/Stage1Tests/Back\\slash.swift has a backslash in its name"#), "\(run.stdout)")
    }

    @Test("A compiler error in a file named with quotes names the file as the learner wrote it")
    func quotedNameInCompilerErrors() throws {
        try FixtureKata.solveEverything()
        try FixtureKata.write("public let broken: Int = \"not a number\"\n", to: #"Stages/Stage2/Say "hi".swift"#)
        let run = try FixtureKata.grade(["--json", "--no-bugs", "2"])
        #expect(run.stage(2)["status"] as? String == "compile_error")
        let errors = try #require(run.stage(2)["compile_errors"] as? [String])
        #expect(errors.first?.hasPrefix(#"Stages/Stage2/Say "hi".swift:1:"#) == true, "\(errors)")
    }
}
