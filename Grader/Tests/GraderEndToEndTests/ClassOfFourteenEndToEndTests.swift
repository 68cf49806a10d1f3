import Foundation
import GraderTestSupport
import Testing

// MARK: - The instructor's class of fourteen, marks predicted before grading

/// In the same serialized suite as the other end-to-end tests: one batch at a time per kata.
extension GradingEndToEndTests {
    /// What one stage of a student should get, as a gradebook row spells it.
    struct PredictedStage: Sendable {
        var status: String
        var spec: (passed: Int, total: Int)
        var bugs: (caught: Int, total: Int)
        var points: String
    }

    /// One student's predicted mark: both stages and the total out of 40.
    struct PredictedMark: Sendable {
        var stages: [PredictedStage]
        var points: String
    }

    // The fixture kata's stages: stage 1 has 3 spec tests and 2 planted bugs, stage 2 has 1 and 1;
    // each stage is worth 10 points for its spec tests and 10 for its bugs, earned in proportion.
    // An untouched `isEven` always says `false`, which is right for 3 and -3: 2 of 3 spec tests.
    static let done1 = PredictedStage(status: "complete", spec: (3, 3), bugs: (2, 2), points: "20")
    static let done2 = PredictedStage(status: "complete", spec: (1, 1), bugs: (1, 1), points: "20")
    static let starter1 = PredictedStage(status: "incomplete", spec: (2, 3), bugs: (0, 2), points: "6.67")
    static let starter2 = PredictedStage(status: "incomplete", spec: (0, 1), bugs: (0, 1), points: "0")
    /// Stage 1's code is right and its tests catch no bug: the spec points only.
    static let untested1 = PredictedStage(status: "incomplete", spec: (3, 3), bugs: (0, 2), points: "10")
    /// One spec test hangs or crashes: it costs only itself. The model tests catch both bugs on
    /// the reference, but neither catch counts while the code fails task 1, whose spec tests
    /// catch both bugs (`CatchRule`; before issue 38, 2 of 2 and 16.67 points).
    static let oneLost1 = PredictedStage(status: "incomplete", spec: (2, 3), bugs: (0, 2), points: "6.67")

    /// The marks, written down before grading.
    static let predictedMarks: [String: PredictedMark] = [
        // Finished both stages, code and tests.
        "Ada Finished": PredictedMark(stages: [done1, done2], points: "40"),
        // Handed in the starters untouched: the baseline.
        "Ben Baseline": PredictedMark(stages: [starter1, starter2], points: "6.67"),
        // Stage 2's code is done, its test not written yet (the shipped example catches nothing).
        "Cleo Halfway": PredictedMark(stages: [done1, PredictedStage(status: "incomplete", spec: (1, 1), bugs: (0, 1), points: "10")],
                                      points: "30"),
        // Stage 2 does not compile: no spec points; its tests catch the bug on the reference, which
        // counts once the code compiles and passes them (before issue 38: 1 of 1, 10 points, 30).
        "Dev Broken": PredictedMark(stages: [done1, PredictedStage(status: "compile_error", spec: (0, 1), bugs: (0, 1), points: "0")],
                                    points: "20"),
        // isEven hangs on a negative number: one spec test times out (before issue 38: 36.67).
        "Eli Hanging": PredictedMark(stages: [oneLost1, done2], points: "26.67"),
        // isEven crashes on a negative number: one spec test crashes (before issue 38: 36.67).
        "Fay Crashing": PredictedMark(stages: [oneLost1, done2], points: "26.67"),
        // Finished, with the stage 1 tests in a file named as people name files.
        "Gus Quotes": PredictedMark(stages: [done1, done2], points: "40"),
        // Tests only an odd positive number: catches always-even, misses the negative one.
        "Hana Partial": PredictedMark(stages: [PredictedStage(status: "incomplete", spec: (3, 3), bugs: (1, 2), points: "15"), done2],
                                      points: "35"),
        // One test is wrong on the reference (3 is not even); it costs only itself, the other
        // test catches both bugs.
        "Ivan Wrong": PredictedMark(stages: [done1, done2], points: "40"),
        // Right code, an empty test folder.
        "Jo Empty": PredictedMark(stages: [untested1, done2], points: "30"),
        // Tests call a helper that only exists in his own code: they do not compile on the reference.
        "Kai Helper": PredictedMark(stages: [untested1, done2], points: "30"),
        // The starters, with the spec tests edited to pass and Package.swift rewritten: ignored.
        "Lea Edits": PredictedMark(stages: [starter1, starter2], points: "6.67"),
        // Skipped stage 1 and did stage 2.
        "Nia Skipped": PredictedMark(stages: [starter1, done2], points: "26.67"),
        // Her folder is named as she writes her name; stage 1 done, stage 2 not started.
        "Zoë Ñúñez, O'Brien": PredictedMark(stages: [done1, starter2], points: "20"),
    ]

    /// A folder of submissions, each made from the fixture's starters and solutions.
    struct ClassFolder {
        let folder: URL
        let solutions = FixtureKata.source.appendingPathComponent("Solutions")

        /// A copy of the starters named `name`, with `solved` stages' code and tests taken from
        /// the reference, then `edits` applied.
        func add(_ name: String, solved stages: [Int], _ edits: [String: String?] = [:]) throws {
            let root = folder.appendingPathComponent(name)
            for part in ["Stages", "Tests"] {
                try FileTree.copy(from: FixtureKata.source.appendingPathComponent(part), to: root.appendingPathComponent(part))
            }
            for stage in stages {
                for (from, to) in [("Stage\(stage)", "Stages/Stage\(stage)"), ("Stage\(stage)Tests", "Tests/Stage\(stage)Tests")] {
                    try FileManager.default.removeItem(at: root.appendingPathComponent(to))
                    try FileTree.copy(from: solutions.appendingPathComponent(from), to: root.appendingPathComponent(to))
                }
            }
            // A nil text deletes the file.
            for (relative, text) in edits {
                let url = root.appendingPathComponent(relative)
                try? FileManager.default.removeItem(at: url)
                guard let text else { continue }
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
        }
    }

    /// Writes the fourteen submissions of `predictedMarks` under `folder`.
    static func writeClassOfFourteen(in folder: URL) throws {
        try? FileManager.default.removeItem(at: folder)
        let school = ClassFolder(folder: folder)
        let parity = "Stages/Stage1/Parity.swift"
        let modelTests = "Tests/Stage1Tests/ParityTests.swift"
        func stage1Tests(_ body: String) -> [String: String?] {
            [modelTests: "import Testing\nimport Stage1\n\n\(body)\n"]
        }
        try school.add("Ada Finished", solved: [1, 2])
        try school.add("Ben Baseline", solved: [])
        let example2 = "Tests/Stage2Tests/GreetingExample.swift"
        try school.add("Cleo Halfway", solved: [1, 2],
                       ["Tests/Stage2Tests/GreetingTests.swift": nil, example2: try fixtureText(example2)])
        try school.add("Dev Broken", solved: [1, 2],
                       ["Stages/Stage2/Greeting.swift": "public func greeting(for name: String) -> String { name + 1 }\n"])
        try school.add("Eli Hanging", solved: [1, 2], [parity: """
            public func isEven(number: Int) -> Bool {
                var turns = 0
                while number < 0 && turns >= 0 { turns = (turns + 1) % 1000 }
                return number % 2 == 0
            }

            """])
        try school.add("Fay Crashing", solved: [1, 2], [parity: """
            public func isEven(number: Int) -> Bool {
                if number < 0 { fatalError("negative numbers are not supported") }
                return number % 2 == 0
            }

            """])
        try school.add("Gus Quotes", solved: [1, 2], [
            modelTests: nil,
            #"Tests/Stage1Tests/Zoë's "formatter" tests ✓.swift"#: try fixtureText("Solutions/Stage1Tests/ParityTests.swift"),
        ])
        try school.add("Hana Partial", solved: [1, 2], stage1Tests("@Test func threeIsOdd() { #expect(!isEven(number: 3)) }"))
        try school.add("Ivan Wrong", solved: [1, 2], stage1Tests("""
            @Test func threeIsEven() { #expect(isEven(number: 3)) }
            @Test func minusThreeIsOdd() { #expect(!isEven(number: -3)) }
            """))
        try school.add("Jo Empty", solved: [1, 2], [modelTests: nil])
        try school.add("Kai Helper", solved: [1, 2], stage1Tests("@Test func minusThree() { #expect(isOdd(number: -3)) }").merging([
            parity: try fixtureText("Solutions/Stage1/Parity.swift")
                + "\n/// Mine, not the kata's.\npublic func isOdd(number: Int) -> Bool { !isEven(number: number) }\n",
        ]) { $1 })
        try school.add("Lea Edits", solved: [], [
            "Tests/Stage1Spec/ParitySpec.swift": "import Testing\n\n@Suite(\"Task 1: Tell odd from even\")\nstruct ParitySpec {\n"
                + "    @Test(\"two is even\") func two() {}\n    @Test(\"three is odd\") func three() {}\n"
                + "    @Test(\"minus three is odd\") func minusThree() {}\n}\n",
            "Package.swift": "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"Mine\")\n",
        ])
        try school.add("Nia Skipped", solved: [2])
        try school.add("Zoë Ñúñez, O'Brien", solved: [1])
    }

    static func fixtureText(_ relative: String) throws -> String {
        try String(contentsOf: FixtureKata.source.appendingPathComponent(relative), encoding: .utf8)
    }

    @Test("The instructor's class of fourteen grades exactly as predicted, in the gradebook and in every report")
    func classOfFourteen() throws {
        let folder = FixtureKata.root.appendingPathComponent("class-of-fourteen")
        let out = FixtureKata.root.appendingPathComponent("class-of-fourteen-out")
        try Self.writeClassOfFourteen(in: folder)
        try? FileManager.default.removeItem(at: out)
        // The batch's own limits: a hanging test is stopped after 10 s, so Eli's hang costs seconds.
        let run = try BuiltGrader.run(["--kata-root", FixtureKata.kata.path, "--batch", folder.path, "--out", out.path])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stderr.contains("Graded 14 of 14 submissions"), "\(run.stderr)")

        let rows = try Self.gradebookByPython(in: out)
        #expect(rows.map { $0["submission"] ?? "" }.sorted() == Self.predictedMarks.keys.sorted())
        for row in rows {
            let name = row["submission"] ?? ""
            let predicted = try #require(Self.predictedMarks[name], "\(name)")
            #expect(Self.markColumns(of: row) == Self.markColumns(of: predicted), "\(name)")
            #expect(row["max_points"] == "40", "\(name)")
            #expect(row["problem"] == "", "\(name)")
            #expect(row["graded_at"]?.hasSuffix("Z") == true, "\(name)")
            #expect(row["kata_commit"]?.count == 40, "\(name)")
        }

        var reports: [String: [String: Any]] = [:]
        for name in Self.predictedMarks.keys.sorted() {
            let data = try Data(contentsOf: out.appendingPathComponent("\(name).json"))
            let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(name)")
            reports[name] = report
            let predicted = try #require(Self.predictedMarks[name])
            #expect(Self.markColumns(of: report) == Self.markColumns(of: predicted), "\(name)")
            #expect((report["provenance"] as? [String: Any])?["submission_name"] as? String == name)
        }
        try Self.checkWhatTheReportsSay(reports)
        try Self.checkTheClassFiles(in: out)

        // Graded again (mostly from the cache): every student keeps the same mark.
        let again = FixtureKata.root.appendingPathComponent("class-of-fourteen-again")
        try? FileManager.default.removeItem(at: again)
        let rerun = try BuiltGrader.run(["--kata-root", FixtureKata.kata.path, "--batch", folder.path, "--out", again.path])
        #expect(rerun.exitCode == 0, "\(rerun.stderr)")
        let marks = Dictionary(uniqueKeysWithValues: rows.map { ($0["submission"] ?? "", Self.markColumns(of: $0)) })
        let marksAgain = Dictionary(uniqueKeysWithValues: try Self.gradebookByPython(in: again).map {
            ($0["submission"] ?? "", Self.markColumns(of: $0))
        })
        #expect(marksAgain == marks)
    }

    /// The details behind the marks, one per case that has one to show.
    static func checkWhatTheReportsSay(_ reports: [String: [String: Any]]) throws {
        func stage(_ name: String, _ number: Int) -> [String: Any] {
            (reports[name]?["stages"] as? [[String: Any]])?.first { $0["stage"] as? Int == number } ?? [:]
        }
        func testStatuses(_ name: String) -> [String] {
            (stage(name, 1)["tests"] as? [[String: Any]])?.map { $0["status"] as? String ?? "" } ?? []
        }
        #expect(testStatuses("Eli Hanging") == ["passed", "passed", "timeout"])
        #expect(testStatuses("Fay Crashing") == ["passed", "passed", "crashed"])
        for name in ["Eli Hanging", "Fay Crashing"] {
            let failure = stage(name, 1)["first_failure"] as? [String: Any]
            #expect(failure?["name"] as? String == "Task 1: Tell odd from even › minus three is odd", "\(name)")
        }
        let gusFiles = (stage("Gus Quotes", 1)["files"] as? [[String: String]])?.map { $0["path"] } ?? []
        #expect(gusFiles.contains(#"Tests/Stage1Tests/Zoë's "formatter" tests ✓.swift"#), "\(gusFiles)")
        let wrong = (stage("Ivan Wrong", 1)["wrong_tests"] as? [Any]).map { "\($0)" } ?? ""
        #expect(wrong.contains("threeIsEven"), "\(wrong)")
        #expect((stage("Kai Helper", 1)["learner_tests_message"] as? String)?.contains("isOdd") == true)
        #expect((reports["Lea Edits"]?["notice"] as? String)?.contains("Tests/Stage1Spec") == true)
        #expect(!(stage("Dev Broken", 2)["compile_errors"] as? [Any] ?? []).isEmpty)
        let devWaiting = (stage("Dev Broken", 2)["bugs_missed"] as? [[String: Any]])?.compactMap { $0["waiting_for"] as? String }
        #expect(devWaiting == ["your tests catch it; it counts once your stage code compiles"])
        let eliFailing = (stage("Eli Hanging", 1)["failing_on_your_code"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(eliFailing?.isEmpty == false, "\(stage("Eli Hanging", 1))")
    }

    /// The class page, its summary and a feedback file per student, with the predicted marks
    /// (`ClassPageBrowserTests` reads such a page in a browser). The gradebook opens with a
    /// byte-order mark, for Excel.
    static func checkTheClassFiles(in out: URL) throws {
        let gradebook = try Data(contentsOf: out.appendingPathComponent("gradebook.csv"))
        #expect(Array(gradebook.prefix(3)) == [0xEF, 0xBB, 0xBF])
        let summary = try #require(try JSONSerialization.jsonObject(
            with: Data(contentsOf: out.appendingPathComponent("summary.json"))) as? [String: Any])
        let students = summary["students"] as? [[String: Any]] ?? []
        let points = students.map { ($0["name"] as? String ?? "", ($0["points"] as? [String: Any])?["earned"] as? Double ?? -1) }
        #expect(points.map(\.0) == predictedMarks.keys.sorted())
        for (name, earned) in points {
            #expect(String(format: "%.2f", earned) == String(format: "%.2f", Double(predictedMarks[name]?.points ?? "") ?? -2), "\(name)")
        }
        let page = try String(contentsOf: out.appendingPathComponent("class.html"), encoding: .utf8)
        #expect(page.components(separatedBy: "<tr data-student=").count == 15, "a row per student")
        let feedback = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("feedback").path)
        #expect(feedback.sorted() == predictedMarks.keys.sorted().map { $0 + ".md" })
    }

    /// The columns that make a mark, in gradebook order, from a gradebook row.
    static func markColumns(of row: [String: String]) -> [String] {
        var columns: [String] = []
        for stage in [1, 2] {
            columns += ["status", "spec_passed", "spec_total", "bugs_caught", "bugs_total", "points"]
                .map { row["stage\(stage)_\($0)"] ?? "-" }
        }
        return columns + [row["points"] ?? "-"]
    }

    /// The same columns from a prediction.
    static func markColumns(of mark: PredictedMark) -> [String] {
        mark.stages.flatMap { stage in
            [stage.status, "\(stage.spec.passed)", "\(stage.spec.total)", "\(stage.bugs.caught)", "\(stage.bugs.total)", stage.points]
        } + [mark.points]
    }

    /// The same columns from a JSON report, its points written as the gradebook writes them.
    static func markColumns(of report: [String: Any]) -> [String] {
        func points(_ value: Any?) -> String {
            let earned = (value as? [String: Any])?["earned"] as? Double ?? -1
            return earned == earned.rounded() ? "\(Int(earned))" : String(format: "%.2f", earned)
        }
        let stages = (report["stages"] as? [[String: Any]] ?? []).sorted { ($0["stage"] as? Int ?? 0) < ($1["stage"] as? Int ?? 0) }
        return stages.flatMap { stage -> [String] in
            let spec = stage["spec"] as? [String: Int] ?? [:]
            let bugs = stage["bugs"] as? [String: Int] ?? [:]
            return [stage["status"] as? String ?? "-", "\(spec["passed"] ?? -1)", "\(spec["total"] ?? -1)",
                    "\(bugs["caught"] ?? -1)", "\(bugs["total"] ?? -1)", points(stage["points"])]
        } + [points(report["points"])]
    }
}
