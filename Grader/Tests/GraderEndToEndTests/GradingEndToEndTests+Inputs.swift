import Foundation
import GraderTestSupport
import Testing

// MARK: - Links and provenance, end to end

/// In the same serialized suite as the other cases: they all edit the one fixture submission.
extension GradingEndToEndTests {
    @Test("Stages linked to the Solutions inside the submission refuses every stage's sources, one line each")
    func stagesLinkedToSolutions() throws {
        try FixtureKata.solveEverything()
        try FixtureKata.copySolutionsIntoSubmission()
        try FixtureKata.link("Stages", to: "Solutions")
        let run = try FixtureKata.grade(["--json", "--no-bugs"])
        #expect(run.exitCode == 1)
        for stage in [1, 2] {
            #expect(run.stage(stage)["message"] as? String == "Stages is a symbolic link: not graded (copy your files in instead)")
            #expect((run.stage(stage)["spec"] as? [String: Int])?["passed"] == 0)
        }
    }

    @Test("Tests linked to a classmate's folder outside the submission catches no planted bug")
    func testsLinkedToClassmate() throws {
        try FixtureKata.solveEverything()
        let classmate = FixtureKata.root.appendingPathComponent("classmate/Tests")
        try? FileManager.default.removeItem(at: classmate)
        try FileTree.copy(from: FixtureKata.submission.appendingPathComponent("Tests"), to: classmate)
        try FixtureKata.link("Tests", to: classmate.path)
        let run = try FixtureKata.grade(["--json"])
        #expect(run.exitCode == 1)
        for stage in [1, 2] {
            #expect(run.stage(stage)["learner_tests_message"] as? String
                    == "Tests is a symbolic link: not graded (copy your files in instead)")
            #expect((run.stage(stage)["bugs"] as? [String: Int])?["caught"] == 0)
        }
        // The spec tests are the kata's, not the submission's: they still pass.
        #expect((run.stage(1)["spec"] as? [String: Int])?["failed"] == 0)
    }

    @Test("A typo in a learner test: the compiler's error first, then the two causes it can have, in the text report too")
    func typoInALearnerTest() throws {
        try FixtureKata.solveEverything()
        try FixtureKata.write("""
            import Testing
            import Stage1

            @Test func typo() { #expect(isEvn(number: 2)) }

            """, to: "Tests/Stage1Tests/Typo.swift")
        let run = try FixtureKata.grade(["--json"])
        let message = try #require(run.stage(1)["learner_tests_message"] as? String)
        let lines = message.split(separator: "\n").map(String.init)
        #expect(lines.first == "your tests do not compile against the reference:", "\(message)")
        #expect(lines.dropFirst().first?.contains("Tests/Stage1Tests/Typo.swift:4:") == true, "the error comes next: \(message)")
        #expect(lines.dropFirst().first?.contains("isEvn") == true)
        #expect(message.contains("a name is mistyped"), "\(message)")
        #expect(message.contains("exists only in your own code"), "\(message)")
        #expect(!message.contains("public API"), "\(message)")

        let text = try FixtureKata.grade(["1"])
        #expect(text.stdout.contains("your tests do not compile against the reference:\n      Tests/Stage1Tests/Typo.swift:4:"),
                "\(text.stdout)")
    }

    @Test("--submission: spec tests edited in the submission are not used, and the report says so")
    func submissionSpecIgnored() throws {
        try FixtureKata.solveEverything()
        try FileTree.copy(from: FixtureKata.kata.appendingPathComponent("Tests/Stage1Spec"),
                          to: FixtureKata.submission.appendingPathComponent("Tests/Stage1Spec"))
        try FileTree.copy(from: FixtureKata.kata.appendingPathComponent("Tests/Stage2Spec"),
                          to: FixtureKata.submission.appendingPathComponent("Tests/Stage2Spec"))
        let asShipped = try FixtureKata.grade(["--json", "--no-bugs"])
        #expect(asShipped.json["notice"] == nil, "the same spec tests: nothing to say")

        try FixtureKata.write("import Testing\n@Test func free() {}\n", to: "Tests/Stage2Spec/Extra.swift")
        let edited = try FixtureKata.grade(["--json", "--no-bugs"])
        let notice = try #require(edited.json["notice"] as? String)
        #expect(notice.contains("Tests/Stage2Spec"), "\(notice)")
        #expect(!notice.contains("Tests/Stage1Spec"), "\(notice)")
        #expect(notice.contains("not used"), "\(notice)")
        #expect(try FixtureKata.grade(["--no-bugs"]).stdout.contains(notice), "the text report says it too")
    }

    @Test("A file linked into Solutions refuses its own stage only")
    func fileLinkedIntoSolutions() throws {
        try FixtureKata.solveEverything()
        try FixtureKata.copySolutionsIntoSubmission()
        try FixtureKata.link("Stages/Stage1/Parity.swift", to: "../../Solutions/Stage1/Parity.swift")
        let run = try FixtureKata.grade(["--json", "--no-bugs"])
        #expect(run.stage(1)["message"] as? String
                == "Stages/Stage1/Parity.swift is a symbolic link into Solutions: not graded")
        #expect(run.stage(2)["status"] as? String == "complete")
    }

    @Test("The JSON report names the grader and the SHA-256 of every graded file")
    func provenance() throws {
        try FixtureKata.solveEverything()
        let run = try FixtureKata.grade(["--json"])
        let grader = try #require(run.json["grader"] as? [String: String])
        #expect(grader["version"]?.hasPrefix("grader-") == true)
        #expect(grader["executable_sha256"] == (try FixtureKata.systemSHA256(of: BuiltGrader.url)))
        let files = try #require(run.stage(1)["files"] as? [[String: String]])
        #expect(files.map { $0["path"] } == ["Stages/Stage1/Parity.swift", "Tests/Stage1Tests/ParityTests.swift"])
        for file in files {
            let path = try #require(file["path"])
            #expect(file["sha256"] == (try FixtureKata.systemSHA256(of: FixtureKata.submission.appendingPathComponent(path))))
        }
        // Without the bug hunt the learner's tests are not graded, so they are not listed.
        let specOnly = try FixtureKata.grade(["--json", "--no-bugs", "1"])
        #expect((specOnly.stage(1)["files"] as? [[String: String]])?.map { $0["path"] } == ["Stages/Stage1/Parity.swift"])
    }

    @Test("Every report says what it graded: the kata's commit, the points table, the submission's commit (read without git), when")
    func provenanceOfTheGrade() throws {
        try FixtureKata.solveEverything()
        // The submission is a repository whose config names an fsmonitor: git run in it would
        // run that command. The grader reads the commit without git, so the marker never appears.
        let marker = FixtureKata.root.appendingPathComponent("fsmonitor-ran")
        try? FileManager.default.removeItem(at: marker)
        let git = FixtureKata.submission.appendingPathComponent(".git")
        defer { try? FileManager.default.removeItem(at: git) }
        try FixtureKata.runGit(["init", "-q"], in: FixtureKata.submission)
        try FixtureKata.runGit(["add", "-A"], in: FixtureKata.submission)
        try FixtureKata.runGit(["-c", "user.name=Zoë", "-c", "user.email=zoe@example.invalid", "-c", "commit.gpgsign=false",
                                "commit", "-q", "-m", "my work"], in: FixtureKata.submission)
        try FixtureKata.runGit(["config", "core.fsmonitor", "touch \(marker.path); false"], in: FixtureKata.submission)
        let commit = try FixtureKata.runGit(["rev-parse", "HEAD"], in: FixtureKata.submission)
        let kataCommit = try FixtureKata.runGit(["rev-parse", "HEAD"], in: FixtureKata.kata)

        let out = FixtureKata.root.appendingPathComponent("provenance")
        try? FileManager.default.removeItem(at: out)
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let junit = out.appendingPathComponent("report.xml")
        let run = try FixtureKata.grade(["--json", "--junit", junit.path, "--results", out.path])
        #expect(!FileManager.default.fileExists(atPath: marker.path), "git ran in the submission")
        let provenance = try #require(run.json["provenance"] as? [String: Any], "\(run.stdout)")
        #expect(provenance["submission_commit"] as? String == commit)
        #expect(provenance["kata_commit"] as? String == kataCommit)
        #expect(provenance["kata_modified"] is Bool)
        #expect(provenance["submission_name"] as? String == "submission")
        #expect(provenance.keys.contains("points_sha256"), "null: the fixture kata has no points.json")
        let gradedAt = try #require(provenance["graded_at"] as? String)
        #expect(gradedAt.range(of: #"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$"#, options: .regularExpression) != nil, "\(gradedAt)")

        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains(#"<property name="submission_commit" value="\#(commit)"/>"#), "\(xml)")
        #expect(xml.contains(#"<property name="graded_at" value="\#(gradedAt)"/>"#))
        let results = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("results.json"))) as? [String: Any]
        let first = try #require((results?["tests"] as? [[String: Any]])?.first)
        #expect((first["output"] as? String)?.contains(commit) == true, "\(first)")
        #expect((first["output"] as? String)?.contains(gradedAt) == true)
    }

    @Test("An uncommitted points.json is refused when grading for marks, like the rest of the kata, unless --allow-modified-kata")
    func uncommittedPoints() throws {
        let points = FixtureKata.kata.appendingPathComponent("points.json")
        defer { try? FileManager.default.removeItem(at: points) }
        let text = #"{ "stages": { "1": { "spec": 30, "bugs": 10 } } }"#
        try Data(text.utf8).write(to: points)
        let refused = try FixtureKata.grade(["--json", "--no-bugs", "1"])
        #expect(refused.exitCode == 2)
        #expect(refused.stderr.contains("points.json"), "\(refused.stderr)")

        let allowed = try FixtureKata.grade(["--json", "--no-bugs", "1", "--allow-modified-kata"])
        #expect(allowed.exitCode != 2, "\(allowed.stderr)")
        #expect(allowed.stderr.contains("warning"), "\(allowed.stderr)")
        #expect((allowed.stage(1)["points"] as? [String: Double])?["maximum"] == 30)
        let provenance = allowed.json["provenance"] as? [String: Any]
        #expect(provenance?["points_sha256"] as? String == (try FixtureKata.systemSHA256(of: points)))
    }
}
