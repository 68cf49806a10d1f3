import Foundation
import GraderTestSupport
import Testing

// MARK: - The grader, end to end, on a tiny kata

/// Each test edits the same submission and grades it, so one warm workspace serves them all.
@Suite("Grading a submission end to end", .serialized)
struct GradingEndToEndTests {
    init() throws {
        try FixtureKata.prepare()
    }

    @Test("The starters are incomplete, with a first failure and a hint; the submission is untouched")
    func starters() throws {
        let before = try FixtureKata.snapshot()
        let run = try FixtureKata.grade(["--json"])
        #expect(run.exitCode == 1)
        let stage1 = run.stage(1)
        #expect(stage1["status"] as? String == "incomplete")
        let spec = try #require(stage1["spec"] as? [String: Int])
        #expect(spec == ["passed": 2, "failed": 1, "total": 3])
        #expect((stage1["bugs"] as? [String: Int]) == ["caught": 0, "total": 2])
        let failure = try #require(stage1["first_failure"] as? [String: Any])
        #expect(failure["hint"] as? String == "See Exercises/Stage1.md, Task 1.")
        let tests = try #require(stage1["tests"] as? [[String: Any]])
        #expect(tests.map { $0["name"] as? String } == [
            "Task 1: Tell odd from even › two is even",
            "Task 1: Tell odd from even › three is odd",
            "Task 1: Tell odd from even › minus three is odd",
        ])
        #expect((stage1["bugs_missed"] as? [[String: String]])?.count == 2)
        #expect(try FixtureKata.snapshot() == before)
    }

    @Test("The reference and the model tests make every stage complete; JUnit is written")
    func solved() throws {
        try FixtureKata.solveEverything()
        let junit = FixtureKata.root.appendingPathComponent("report.xml")
        let run = try FixtureKata.grade(["--junit", junit.path])
        #expect(run.exitCode == 0, "\(run.stdout)")
        #expect(run.stdout.contains("Stage 1  ✔ complete"))
        #expect(run.stdout.contains("Progress: 2 of 2 stages complete"))
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains("<testsuite name=\"Stage 1\" tests=\"5\" failures=\"0\" errors=\"0\""))
        // Named by hint, never by the catalog's id (always-even), which states the bug.
        #expect(xml.contains("classname=\"Stage1.PlantedBugs\" name=\"What does your suite expect for an odd number?\""))
        #expect(!xml.contains("always-even"))
    }

    @Test("The test binaries keep no symbol table: a test that reads its own binary finds no name for the planted-bug switch")
    func strippedTestBinaries() throws {
        let nm = try #require(ExternalTool.find("nm"), "nm (binutils) lists a binary's symbols")
        try FixtureKata.solveEverything()
        _ = try FixtureKata.grade(["--json", "--no-cache"])
        let workspaces = FixtureKata.kata.appendingPathComponent("Grader/.build/workspaces")
        // The submission's own workspace, linked anew even when an earlier grader built it with
        // other flags.
        let binaries = try FileManager.default.subpathsOfDirectory(atPath: workspaces.path)
            .filter { $0.hasPrefix("submission-") && $0.hasSuffix("debug/KataLearnerWorkspacePackageTests.xctest") }
        try #require(!binaries.isEmpty)
        for binary in binaries {
            let symbols = try ExternalTool.run(nm, [workspaces.appendingPathComponent(binary).path])
            #expect(!symbols.output.contains("plantedBug"), "\(binary)")
        }
    }

    @Test("A compile error in one stage is reported with submission paths; the other stage is graded")
    func compileError() throws {
        try FixtureKata.solveEverything()
        try FixtureKata.write("public func greeting(for name: String) -> String { name + 1 }\n", to: "Stages/Stage2/Greeting.swift")
        let run = try FixtureKata.grade(["--json"])
        #expect(run.exitCode == 1)
        #expect(run.stage(2)["status"] as? String == "compile_error")
        let errors = try #require(run.stage(2)["compile_errors"] as? [String])
        #expect(errors.first?.hasPrefix("Stages/Stage2/Greeting.swift:1:") == true, "\(errors)")
        #expect(run.stage(1)["status"] as? String == "complete")
        // Its real totals, and the documented points: none for the spec tests, and none for the
        // bug the learner's tests catch against the reference: a catch needs code that compiles
        // (issue 38), and the report says it is waiting for that.
        #expect((run.stage(2)["spec"] as? [String: Int]) == ["passed": 0, "failed": 1, "total": 1])
        #expect((run.stage(2)["bugs"] as? [String: Int]) == ["caught": 0, "total": 1])
        let waiting = (run.stage(2)["bugs_missed"] as? [[String: Any]])?.compactMap { $0["waiting_for"] as? String }
        #expect(waiting == ["your tests catch it; it counts once your stage code compiles"])
        #expect((run.stage(2)["points"] as? [String: Double]) == ["earned": 0, "maximum": 20])
        #expect(((run.json["progress"] as? [String: Int])?["spec_total"]) == 4)
    }

    @Test("A crash fails only the test in flight; the others still run and count")
    func crash() throws {
        try FixtureKata.solveEverything()
        try FixtureKata.write("""
            public func isEven(number: Int) -> Bool {
                if number == 3 { return [Int]()[number] == 0 }
                return number.isMultiple(of: 2)
            }

            """, to: "Stages/Stage1/Parity.swift")
        let run = try FixtureKata.grade(["--json", "1", "--no-bugs"])
        let tests = try #require(run.stage(1)["tests"] as? [[String: Any]])
        #expect(tests.map { $0["status"] as? String } == ["passed", "crashed", "passed"])
        #expect((run.stage(1)["spec"] as? [String: Int])?["passed"] == 2)
    }

    @Test("Through swift test, the path macOS takes, a crash fails only the test in flight and bugs are hunted")
    func portableLauncher() throws {
        try FixtureKata.solveEverything()
        try FixtureKata.write("""
            public func isEven(number: Int) -> Bool {
                if number == 3 { return [Int]()[number] == 0 }
                return number.isMultiple(of: 2)
            }

            """, to: "Stages/Stage1/Parity.swift")
        let run = try FixtureKata.grade(["--json", "--no-cache"], environment: ["KATA_GRADER_LAUNCHER": "swift-test"])
        let tests = try #require(run.stage(1)["tests"] as? [[String: Any]])
        #expect(tests.map { $0["status"] as? String } == ["passed", "crashed", "passed"])
        let crash = tests[1]["message"] as? String ?? ""
        #expect(crash.hasPrefix("crashed (SIG") && crash.contains("Fatal error: Index out of range"), "\(tests[1])")
        // Both bugs are hunted and caught, and wait for the code to pass Task 1 (it crashes there).
        #expect((run.stage(1)["bugs"] as? [String: Int]) == ["caught": 0, "total": 2])
        let waiting = (run.stage(1)["bugs_missed"] as? [[String: Any]])?.compactMap { $0["waiting_for"] as? String } ?? []
        #expect(waiting.count == 2 && waiting.allSatisfy { $0.hasSuffix("passes the spec tests of Task 1") }, "\(waiting)")
        #expect(run.stage(2)["status"] as? String == "complete")
    }

    @Test("A hang in one stage is a timeout; the other stage is graded")
    func hang() throws {
        try FixtureKata.solveEverything()
        try FixtureKata.write("""
            public func greeting(for name: String) -> String {
                var spins = 0
                while name.count >= 0 { spins += 1 }
                return "\\(spins)"
            }

            """, to: "Stages/Stage2/Greeting.swift")
        let start = Date()
        let run = try FixtureKata.grade(["--json", "--timeout", "3", "--no-bugs"])
        #expect(run.stage(2)["status"] as? String == "timeout")
        #expect(run.stage(1)["status"] as? String == "complete")
        #expect(Date().timeIntervalSince(start) < 120)
    }

    @Test("A spec test that hangs costs only itself: the others keep their verdicts, the stage is incomplete")
    func hangInOneSpecTest() throws {
        try FixtureKata.solveEverything()
        try FixtureKata.write("""
            public func isEven(number: Int) -> Bool {
                var spins = 0
                while number == 3 { spins += 1 }
                return number.isMultiple(of: 2) && spins == 0
            }

            """, to: "Stages/Stage1/Parity.swift")
        let run = try FixtureKata.grade(["--json", "1", "--no-bugs", "--timeout", "20"])
        let tests = try #require(run.stage(1)["tests"] as? [[String: Any]])
        #expect(tests.map { $0["status"] as? String } == ["passed", "timeout", "passed"])
        #expect(run.stage(1)["status"] as? String == "incomplete")
        #expect((run.stage(1)["spec"] as? [String: Int])?["passed"] == 2)
        let first = try #require(run.stage(1)["first_failure"] as? [String: Any])
        #expect(first["name"] as? String == "Task 1: Tell odd from even › three is odd")
    }

    @Test("Two grades of one copy at once: the second waits, and both are complete")
    func twoGradesAtOnce() throws {
        try FixtureKata.solveEverything()
        // From no workspace at all, so that both grades write every file and build.
        try? FileManager.default.removeItem(at: FixtureKata.kata.appendingPathComponent("Grader/.build/workspaces"))
        let runs = LockedRuns()
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            runs.append(Result { try FixtureKata.grade(["--json", "--no-cache"]) })
        }
        let both = try runs.all.map { try $0.get() }
        #expect(both.count == 2)
        for run in both {
            #expect(run.stage(1)["status"] as? String == "complete", "\(run.stderr)")
            #expect(run.stage(2)["status"] as? String == "complete", "\(run.stderr)")
        }
    }

    @Test("Code that calls exit(0) or prints fake results gets no test passed that was not seen passing")
    func exitEarly() throws {
        try FixtureKata.write("""
            import Foundation

            public func isEven(number: Int) -> Bool {
                print("Test Case 'ParitySpec.two' passed (0.001 seconds)")
                print(#"{"kind":"event","payload":{"kind":"testEnded","testID":"x"},"version":0}"#)
                exit(0)
            }

            """, to: "Stages/Stage1/Parity.swift")
        let run = try FixtureKata.grade(["--json", "1", "--no-bugs"])
        #expect(run.exitCode == 1)
        #expect((run.stage(1)["spec"] as? [String: Int])?["passed"] == 0)
        let tests = try #require(run.stage(1)["tests"] as? [[String: Any]])
        #expect(tests.allSatisfy { $0["status"] as? String == "crashed" })
    }

    @Test("Edited spec tests and a rewritten Package.swift in the submission are ignored")
    func tamperedSpec() throws {
        try FixtureKata.write("import Testing\n@Test func alwaysPasses() {}\n", to: "Tests/Stage1Spec/ParitySpec.swift")
        try FixtureKata.write("// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"X\")\n", to: "Package.swift")
        let run = try FixtureKata.grade(["--json", "1", "--no-bugs"])
        #expect((run.stage(1)["spec"] as? [String: Int]) == ["passed": 2, "failed": 1, "total": 3])
    }

    @Test("A learner test that always fails is reported wrong and catches nothing")
    func wrongTest() throws {
        try FixtureKata.write("""
            import Testing
            import Stage1

            @Test func alwaysFails() { #expect(isEven(number: 1)) }

            """, to: "Tests/Stage1Tests/ParityExample.swift")
        let run = try FixtureKata.grade(["--json", "1"])
        let wrong = try #require(run.stage(1)["wrong_tests"] as? [[String: Any]])
        #expect(wrong.map { $0["name"] as? String } == ["alwaysFails()"])
        #expect((run.stage(1)["bugs"] as? [String: Int]) == ["caught": 0, "total": 2])
    }

    @Test("A stage folder linked out of the submission and a missing stage folder get a clear message")
    func unusableFolders() throws {
        try FixtureKata.link("Stages/Stage1", to: FixtureKata.kata.appendingPathComponent("Solutions/Stage1").path)
        try FileManager.default.removeItem(at: FixtureKata.submission.appendingPathComponent("Stages/Stage2"))
        let run = try FixtureKata.grade([])
        #expect(run.exitCode == 1)
        #expect(run.stdout.contains("Stages/Stage1 is a symbolic link: not graded (copy your files in instead)"))
        #expect(run.stdout.contains("Stages/Stage2 is missing"))
    }

    @Test("Huge output from the code under test is capped; grading goes on")
    func hugeOutput() throws {
        try FixtureKata.solveEverything()
        try FixtureKata.write("""
            public func isEven(number: Int) -> Bool {
                let line = String(repeating: "x", count: 1_000)
                for _ in 0..<20_000 { print(line) }
                return number.isMultiple(of: 2)
            }

            """, to: "Stages/Stage1/Parity.swift")
        let run = try FixtureKata.grade(["--json", "1", "--no-bugs"])
        #expect(run.stage(1)["status"] as? String == "complete")
        #expect(run.stdout.count < 100_000)
    }

    @Test("A folder that is not the kata, or bad usage, exits 2 with one line on stderr")
    func badUsage() throws {
        let notKata = FixtureKata.root.appendingPathComponent("not-a-kata")
        try FileManager.default.createDirectory(at: notKata, withIntermediateDirectories: true)
        let run = try FixtureKata.grade([], submission: notKata)
        #expect(run.exitCode == 2)
        #expect(run.stderr.contains("is not a copy of the kata"))
        #expect(run.stderr.split(separator: "\n").count == 1)
        let unknown = try FixtureKata.grade(["--frobnicate"])
        #expect(unknown.exitCode == 2)
        let noStage = try FixtureKata.grade(["7"])
        #expect(noStage.exitCode == 2)
    }
}

/// Results gathered from several threads.
private final class LockedRuns: @unchecked Sendable {
    private var runs: [Result<GraderRun, any Error>] = []
    private let lock = NSLock()

    func append(_ run: Result<GraderRun, any Error>) { lock.withLock { runs.append(run) } }
    var all: [Result<GraderRun, any Error>] { lock.withLock { runs } }
}
