import Foundation
import GraderTestSupport
import Testing

// MARK: - The machine-readable reports, read by their real consumers

/// In the same serialized suite as the other end-to-end tests: they share one submission folder.
extension GradingEndToEndTests {
    static let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Schemas/exercism-results-v3.json").standardizedFileURL

    /// What junitparser, a real JUnit reader, makes of a report: per suite, the counts the
    /// suite claims and the counts of its test cases.
    static let junitReader = """
        import json, sys
        from junitparser import JUnitXml, Failure, Error, Skipped
        suites = []
        for suite in JUnitXml.fromfile(sys.argv[1]):
            cases = list(suite)
            kinds = [type(result) for case in cases for result in case.result]
            suites.append({"name": suite.name, "tests": suite.tests, "failures": suite.failures,
                           "errors": suite.errors, "skipped": suite.skipped, "cases": len(cases),
                           "failed": kinds.count(Failure), "errored": kinds.count(Error),
                           "skipped_cases": kinds.count(Skipped)})
        print(json.dumps(suites))
        """

    /// Grades the submission as it is, with all three reports, and checks the two files with
    /// their consumers' checkers. Returns the parsed results.json.
    @discardableResult
    static func checkReports(_ situation: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        let out = FixtureKata.root.appendingPathComponent("formats-\(situation)")
        try? FileManager.default.removeItem(at: out)
        let junit = out.appendingPathComponent("report.xml")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let run = try FixtureKata.grade(["--json", "--junit", junit.path, "--results", out.path])
        #expect(run.exitCode != 2, "\(run.stderr)", sourceLocation: sourceLocation)
        let resultsFile = out.appendingPathComponent("results.json")
        let results = try JSONSerialization.jsonObject(with: Data(contentsOf: resultsFile)) as? [String: Any] ?? [:]

        if let checker = ExternalTool.find("check-jsonschema") {
            let check = try ExternalTool.run(checker, ["--schemafile", schema.path, resultsFile.path])
            #expect(check.status == 0, "\(situation): \(check.output)", sourceLocation: sourceLocation)
        } else if ExternalTool.required {
            Issue.record("\(ExternalTool.missing("check-jsonschema"))", sourceLocation: sourceLocation)
        } else {
            ExternalTool.noteSkipped("check-jsonschema")
        }

        if ExternalTool.pythonHas("junitparser"), let python = ExternalTool.find("python3") {
            let read = try ExternalTool.run(python, ["-c", junitReader, junit.path])
            #expect(read.status == 0, "\(read.output)", sourceLocation: sourceLocation)
            let suites = try JSONSerialization.jsonObject(with: Data(read.output.utf8)) as? [[String: Any]] ?? []
            let stages = run.json["stages"] as? [[String: Any]] ?? []
            #expect(suites.count == stages.count, "\(situation): \(read.output)", sourceLocation: sourceLocation)
            for (suite, stage) in zip(suites, stages) {
                // What the suite says agrees with its cases, and its cases with the JSON report.
                #expect(suite["tests"] as? Int == suite["cases"] as? Int, "\(situation): \(suite)", sourceLocation: sourceLocation)
                #expect(suite["failures"] as? Int == suite["failed"] as? Int, "\(situation): \(suite)", sourceLocation: sourceLocation)
                #expect(suite["errors"] as? Int == suite["errored"] as? Int, "\(situation): \(suite)", sourceLocation: sourceLocation)
                #expect(suite["skipped"] as? Int == suite["skipped_cases"] as? Int, "\(situation): \(suite)", sourceLocation: sourceLocation)
                // A case per spec test that ran (a stage that does not compile counts its spec
                // tests in the JSON report, but has no case to show for them but "build").
                let specRan = (stage["tests"] as? [Any])?.count ?? 0
                let bugs = (stage["bugs"] as? [String: Int])?["total"] ?? 0
                let build = stage["status"] as? String == "compile_error" ? 1 : 0
                #expect(suite["cases"] as? Int == specRan + bugs + build, "\(situation): \(suite)", sourceLocation: sourceLocation)
            }
        } else if ExternalTool.required {
            Issue.record("\(ExternalTool.missing("junitparser"))", sourceLocation: sourceLocation)
        } else {
            ExternalTool.noteSkipped("junitparser")
        }
        return results
    }

    @Test("results.json and JUnit XML are valid for their consumers: starters, solved, not compiling")
    func reportFormats() throws {
        let starters = try Self.checkReports("starters")
        #expect(starters["status"] as? String == "fail")
        let tests = try #require(starters["tests"] as? [[String: Any]])
        let first = try #require(tests.first)
        #expect(first["name"] as? String == "Stage 1 › Task 1: Tell odd from even › two is even")
        #expect(first["task_id"] as? Int == 1)
        #expect((first["test_code"] as? String)?.contains("#expect(") == true, "\(first)")
        #expect(tests.contains { $0["status"] as? String == "fail" && $0["message"] is String })

        try FixtureKata.solveEverything()
        let solved = try Self.checkReports("solved")
        #expect(solved["status"] as? String == "pass")
        #expect(solved["message"] == nil)

        for stage in [1, 2] {
            let file = stage == 1 ? "Stages/Stage1/Parity.swift" : "Stages/Stage2/Greeting.swift"
            try FixtureKata.write("public func broken() -> Int { \"not a number\" }\n", to: file)
        }
        let broken = try Self.checkReports("broken")
        #expect(broken["status"] as? String == "error")
        #expect((broken["message"] as? String)?.contains("Stages/Stage1/Parity.swift") == true, "\(broken)")
    }

    @Test("--results refuses to write into the submission")
    func resultsIntoTheSubmission() throws {
        let run = try FixtureKata.grade(["--results", FixtureKata.submission.appendingPathComponent("out").path])
        #expect(run.exitCode == 2)
        #expect(run.stderr.contains("--results must not write into the submission"))
    }
}
