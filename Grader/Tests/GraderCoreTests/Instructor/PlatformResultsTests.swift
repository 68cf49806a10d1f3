import Foundation
@testable import GraderEngine
@testable import GraderExecution
@testable import GraderMaintenance
@testable import GraderReports
import Testing

// MARK: - Gradescope's and Classroom 50's results, as the kata counts points

@Suite("Platform results: scores that add up to the kata's points")
struct PlatformResultsTests {
    static let points = PointsTable(stages: [1: .init(spec: 10, bugs: 10), 2: .init(spec: 10, bugs: 10),
                                             3: .init(spec: 15, bugs: 15), 4: .init(spec: 15, bugs: 15)])

    /// A stage with two tasks: task 1 of `first` tests, task 2 of `second`, `passed` passing in all
    /// (task 1's first).
    static func stage(_ number: Int, first: Int, second: Int, passed: Int, caught: Int, of bugs: Int,
                      status: StageStatus = .incomplete) -> StageReport {
        let total = first + second
        var report = StageReport(stage: number, status: status,
                                 spec: SpecCounts(passed: passed, failed: total - passed, total: total),
                                 bugs: BugCounts(caught: caught, total: bugs), tests: [], bugsMissed: [],
                                 wrongTests: [], compileErrors: status == .compileError ? ["Stage.swift:1: error: oops"] : [])
        report.tasks = [TaskProgress(task: 1, title: "Tell even from odd", passed: min(passed, first), total: first),
                        TaskProgress(task: 2, title: "Format money", passed: max(0, passed - first), total: second)]
        report.bugsMissed = (0..<(bugs - caught)).map { ReportedBug(hint: "What happens with a negative number? (\($0))") }
        return report
    }

    static let report = GradeReport(stages: [
        stage(1, first: 3, second: 4, passed: 5, caught: 2, of: 3),
        stage(2, first: 2, second: 2, passed: 4, caught: 4, of: 4, status: .complete),
        stage(3, first: 5, second: 1, passed: 6, caught: 1, of: 5, status: .specModified),
        stage(4, first: 0, second: 0, passed: 0, caught: 2, of: 6, status: .compileError),
    ]).scored(by: points)

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("Gradescope: a test per task and per stage's bugs; maximums sum to the kata's points, scores to the report's")
    func gradescopeSums() throws {
        let results = try Self.json(GradescopeResults.render(Self.report, points: Self.points, stages: [1, 2, 3, 4]))
        let tests = try #require(results["tests"] as? [[String: Any]])
        for test in tests {
            for key in ["name", "score", "max_score", "output", "visibility"] { #expect(test[key] != nil, "\(key) in \(test)") }
        }
        let maximum = tests.compactMap { $0["max_score"] as? Double }.reduce(0, +)
        let score = tests.compactMap { $0["score"] as? Double }.reduce(0, +)
        let earned = try #require(Self.report.points?.earned)
        #expect(abs(maximum - 100) < 0.01)
        #expect(abs(score - earned) < 0.01 && results["score"] as? Double == earned)
        // 2 + 2 + 2 task lines (stage 4 did not build: one line), and 4 bug lines.
        let taskLines = 2 + 2 + 2 + 1
        #expect(tests.count == taskLines + 4)
        #expect(tests.contains { $0["name"] as? String == "Stage 1, Task 2: Format money" })
        let stage1Bugs = try #require(tests.first { $0["name"] as? String == "Stage 1: your tests catch the planted bugs" })
        #expect((stage1Bugs["output"] as? String)?.contains("Still to catch: What happens with a negative number? (0)") == true)
    }

    @Test("An edited spec test voids the stage; a stage that does not compile keeps the bugs its tests catch")
    func voidedAndBroken() throws {
        let lines = PlatformScores.lines(Self.report, points: Self.points)
        let stage3 = lines.filter { $0.name.hasPrefix("Stage 3") }
        #expect(stage3.allSatisfy { $0.score == 0 } && stage3.map(\.maximum).reduce(0, +) == 30)
        let stage4 = lines.filter { $0.name.hasPrefix("Stage 4") }
        #expect(stage4.count == 2 && stage4[0].score == 0 && stage4[0].output.contains("does not compile"))
        #expect(abs(stage4[1].score - 5) < 1e-9)
    }

    @Test("Classroom 50: whole points per stage, rounded down, adding up to score and max-score")
    func classroom50() throws {
        let result = try Self.json(Classroom50Result.render(Self.report, points: Self.points))
        let tests = try #require(result["tests"] as? [[String: Any]])
        #expect(tests.map { $0["test-name"] as? String } == (1...4).map { "Stage \($0): make it pass" })
        #expect(tests.map { $0["score"] as? Int } == [7, 10, 0, 0])  // 5 of 7 of 10 is 7.14
        #expect(tests.map { $0["max-score"] as? Int } == [10, 10, 15, 15])
        #expect(tests.map { $0["passed"] as? Bool } == [false, true, false, false])
        #expect(result["score"] as? Int == 17 && result["max-score"] as? Int == 50)
    }

    @Test("A zip that Python's zipfile reads: the entries, their bytes and the executable bit")
    func zip() throws {
        var archive = ZipArchive()
        archive.add("run_autograder", Data("#!/bin/sh\necho hi\n".utf8), executable: true)
        archive.add("kata/README.md", Data("# Kata\n".utf8))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("kata-zip-\(getpid()).zip")
        defer { try? FileManager.default.removeItem(at: file) }
        try archive.data().write(to: file)
        let script = """
            import sys, zipfile
            z = zipfile.ZipFile(sys.argv[1])
            assert z.testzip() is None
            for i in z.infolist(): print(i.filename, oct(i.external_attr >> 16), z.read(i).decode().strip())
            """
        let run = ProcessRunner.run(ProcessRequest(executable: "/usr/bin/env", arguments: ["python3", "-c", script, file.path],
                                                   environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"],
                                                   timeout: 60, outputLimit: 1 << 16))
        #expect(run.end.succeeded, "\(run.output)")
        #expect(run.output.contains("run_autograder 0o100755 #!/bin/sh\necho hi"), "\(run.output)")
        #expect(run.output.contains("kata/README.md 0o100644 # Kata"), "\(run.output)")
        #expect(CRC32.checksum(Data("123456789".utf8)) == 0xCBF4_3926)
    }
}
