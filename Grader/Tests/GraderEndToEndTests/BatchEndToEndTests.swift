import Foundation
import GraderTestSupport
import Testing

// MARK: - A class of made-up submissions, graded in one command

/// In the same serialized suite as the other end-to-end tests: one batch at a time per kata.
extension GradingEndToEndTests {
    /// The class: one folder per kind of submission an instructor meets.
    static let classFolder = FixtureKata.root.appendingPathComponent("class")
    static let outFolder = FixtureKata.root.appendingPathComponent("class-out")

    /// Writes the class under `folder`, each submission named `prefix` + its kind.
    static func writeClass(in folder: URL, names: (String) -> String) throws {
        try? FileManager.default.removeItem(at: folder)
        let solutions = FixtureKata.source.appendingPathComponent("Solutions")
        func submission(_ kind: String, solved stages: [Int], _ edit: (URL) throws -> Void = { _ in }) throws {
            let root = folder.appendingPathComponent(names(kind))
            try FileTree.copy(from: FixtureKata.source.appendingPathComponent("Stages"), to: root.appendingPathComponent("Stages"))
            try FileTree.copy(from: FixtureKata.source.appendingPathComponent("Tests"), to: root.appendingPathComponent("Tests"))
            for stage in stages {
                for (from, to) in [("Stage\(stage)", "Stages/Stage\(stage)"), ("Stage\(stage)Tests", "Tests/Stage\(stage)Tests")] {
                    try FileManager.default.removeItem(at: root.appendingPathComponent(to))
                    try FileTree.copy(from: solutions.appendingPathComponent(from), to: root.appendingPathComponent(to))
                }
            }
            try edit(root)
        }
        func write(_ text: String, _ relative: String) -> (URL) throws -> Void {
            { root in try Data(text.utf8).write(to: root.appendingPathComponent(relative)) }
        }
        try submission("solved", solved: [1, 2])
        try submission("half", solved: [1])
        try submission("broken", solved: [1, 2],
                       write("public func greeting(for name: String) -> String { name + 1 }\n", "Stages/Stage2/Greeting.swift"))
        try submission("hanging", solved: [1, 2], write("""
            public func isEven(number: Int) -> Bool {
                var turns = 0
                while turns >= 0 { turns = (turns + 1) % 1000 }
                return number % 2 == 0
            }

            """, "Stages/Stage1/Parity.swift"))
        try submission("tampered", solved: [1, 2],
                       write(forger(flippingOnlyPublicTests: false), "Stages/Stage1/Parity.swift"))
        try submission("crashing", solved: [1, 2], write("""
            public func isEven(number: Int) -> Bool {
                if number < 0 { fatalError("negative numbers are not supported") }
                return number % 2 == 0
            }

            """, "Stages/Stage1/Parity.swift"))
        try submission("resubmitted", solved: [1])
        let empty = folder.appendingPathComponent(names("empty"))
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        try Data("I could not get it to work\n".utf8).write(to: empty.appendingPathComponent("NOTE.txt"))
    }

    static func batch(_ folder: URL, into out: URL, _ extra: [String] = []) throws -> GraderRun {
        try BuiltGrader.run(["--kata-root", FixtureKata.kata.path, "--batch", folder.path, "--out", out.path,
                             "--timeout", "10"] + extra)
    }

    /// The gradebook's rows by submission, each a dictionary from column to cell.
    static func gradebook(in out: URL) throws -> [String: [String: String]] {
        let text = try String(contentsOf: out.appendingPathComponent("gradebook.csv"), encoding: .utf8)
        let lines = text.split(separator: "\r\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let header = try #require(lines.first)
        var rows: [String: [String: String]] = [:]
        for cells in lines.dropFirst() {
            rows[cells[0]] = Dictionary(uniqueKeysWithValues: zip(header, cells))
        }
        return rows
    }

    /// A report without the time it was graded at: what two gradings of one submission share.
    static func withoutTime(_ json: Any) -> NSDictionary {
        withoutProvenance(json, ["graded_at"])
    }

    /// A report without the time and its folder's name: what one submission graded under two
    /// names shares.
    static func withoutTimeOrName(_ json: Any) -> NSDictionary {
        withoutProvenance(json, ["graded_at", "submission_name"])
    }

    private static func withoutProvenance(_ json: Any, _ keys: [String]) -> NSDictionary {
        var report = json as? [String: Any] ?? [:]
        var provenance = report["provenance"] as? [String: Any] ?? [:]
        for key in keys {
            #expect(provenance[key] is String, "\(key)")
            provenance[key] = nil
        }
        report["provenance"] = provenance
        return NSDictionary(dictionary: report)
    }

    /// The rows of a gradebook as Python's `csv` reads them: the reader a spreadsheet user's
    /// script would use, told that the file may open with a byte-order mark (`utf-8-sig`), as
    /// the gradebook does for Excel.
    static func gradebookByPython(in out: URL) throws -> [[String: String]] {
        let python = try #require(ExternalTool.find("python3"))
        let read = try ExternalTool.run(python, ["-c", """
            import csv, json, sys
            with open(sys.argv[1], newline="", encoding="utf-8-sig") as file:
                print(json.dumps(list(csv.DictReader(file))))
            """, out.appendingPathComponent("gradebook.csv").path])
        #expect(read.status == 0, "\(read.output)")
        return try JSONSerialization.jsonObject(with: Data(read.output.utf8)) as? [[String: String]] ?? []
    }

    @Test("A folder named Zoë Ñúñez, O'Brien gets its row with that exact name, a report, and where the grade comes from")
    func batchNames() throws {
        let folder = FixtureKata.root.appendingPathComponent("class-names")
        let out = FixtureKata.root.appendingPathComponent("class-names-out")
        let names = ["Zoë Ñúñez, O'Brien", "=HYPERLINK(\"x\")", "Line\nBreak"]
        try Self.writeClass(in: folder) { kind in ["solved": names[0], "half": names[1], "broken": names[2]][kind] ?? kind }
        for kind in ["hanging", "tampered", "crashing", "resubmitted", "empty"] {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(kind))
        }
        try? FileManager.default.removeItem(at: out)
        let run = try Self.batch(folder, into: out)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stderr.contains("Zoë Ñúñez, O'Brien"), "progress names the student as written: \(run.stderr)")

        let rows = try Self.gradebookByPython(in: out)
        let zoe = try #require(rows.first { $0["submission"] == names[0] }, "\(rows)")
        #expect(zoe["stage1_status"] == "complete")
        #expect(zoe["points"] == "40")
        #expect(zoe["problem"] == "")
        #expect(zoe["graded_at"]?.hasSuffix("Z") == true)
        #expect(zoe["kata_commit"]?.count == 40)
        #expect(["true", "false"].contains(zoe["kata_modified"]))
        #expect(zoe["grader_version"]?.hasPrefix("grader-") == true)
        // Formula-safe, as a spreadsheet must not run it; and a line break kept inside its cell.
        #expect(rows.contains { $0["submission"] == "'" + names[1] }, "\(rows.map { $0["submission"] })")
        #expect(rows.contains { $0["submission"] == names[2] && $0["stage2_status"] == "compile_error" })

        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("Zoë Ñúñez, O'Brien.json")))
        #expect(((report as? [String: Any])?["provenance"] as? [String: Any])?["submission_name"] as? String == names[0])
        // The reports, beside the class's summary.json.
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".json") && $0 != "summary.json" }
        #expect(files.count == 3)
        let feedback = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("feedback").path)
        #expect(feedback.count == 3 && feedback.contains("Zoë Ñúñez, O'Brien.md"), "\(feedback)")
        #expect(feedback.allSatisfy { !$0.contains("\n") }, "\(feedback)")
        #expect(files.allSatisfy { !$0.contains("\n") }, "\(files)")

        // Merged again from the reports, every row keeps its name as written.
        let merged = FixtureKata.root.appendingPathComponent("class-names-merged")
        try? FileManager.default.removeItem(at: merged)
        let merge = try BuiltGrader.run(["--kata-root", FixtureKata.kata.path, "gradebook", merged.path]
                                        + files.map { out.appendingPathComponent($0).path })
        #expect(merge.exitCode == 0, "\(merge.stderr)")
        #expect(try Data(contentsOf: merged.appendingPathComponent("gradebook.csv"))
                == Data(contentsOf: out.appendingPathComponent("gradebook.csv")))
    }

    @Test("A class of eight (solved, half-solved, not compiling, hanging, tampered, crashing, empty, resubmitted) grades into one gradebook")
    func batchOfEight() throws {
        try Self.writeClass(in: Self.classFolder) { $0 }
        try? FileManager.default.removeItem(at: Self.outFolder)
        let run = try Self.batch(Self.classFolder, into: Self.outFolder)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stderr.contains("[8/8] tampered"), "\(run.stderr)")
        #expect(run.stderr.contains("Graded 7 of 8 submissions"))
        // The class's profile, last: each kind of work's steps, summed.
        #expect(run.stderr.contains("Where the time went, by kind of work and step"), "\(run.stderr)")
        #expect(run.stderr.contains("  spec tests: ") && run.stderr.contains("· build "), "\(run.stderr)")

        let rows = try Self.gradebook(in: Self.outFolder)
        #expect(rows.keys.sorted() == ["broken", "crashing", "empty", "half", "hanging", "resubmitted", "solved", "tampered"])
        #expect(rows["solved"]?["stage1_status"] == "complete")
        #expect(rows["solved"]?["points"] == "40")
        #expect(rows["solved"]?["max_points"] == "40")
        #expect(rows["half"]?["stage1_status"] == "complete")
        #expect(rows["half"]?["stage2_status"] == "incomplete")
        #expect(rows["broken"]?["stage2_status"] == "compile_error")
        #expect(rows["broken"]?["stage1_status"] == "complete")
        // A stage that does not compile: its real totals; the bug its tests catch on the reference
        // counts once the code compiles (`CatchRule`; 10 points before issue 38).
        #expect(rows["broken"]?["stage2_spec_total"] == "1")
        #expect(rows["broken"]?["stage2_bugs_total"] == "1")
        #expect(rows["broken"]?["stage2_points"] == "0")
        #expect(rows["broken"]?["max_points"] == "40")
        #expect(rows["hanging"]?["stage1_status"] == "timeout")
        #expect(rows["hanging"]?["stage2_status"] == "complete")
        #expect(rows["tampered"]?["stage1_status"] == "tampered")
        #expect(rows["tampered"]?["stage1_points"] == "0")
        #expect(rows["crashing"]?["stage1_spec_passed"] == "2", "\(rows["crashing"] ?? [:])")
        #expect(rows["crashing"]?["stage1_spec_total"] == "3")
        #expect(rows["empty"]?["points"] == "0")
        #expect(rows["empty"]?["max_points"] == "40", "what the stages asked for are worth: the class adds up")
        #expect(rows["empty"]?["problem"]?.contains("your submission is not a copy of the workbook") == true, "\(rows["empty"] ?? [:])")
        #expect(rows["empty"]?["problem"]?.contains(FixtureKata.root.path) == false, "no path of the grading machine")
        #expect(rows["empty"]?["stage1_points"] == "0" && rows["empty"]?["flags"] == "not_graded")
        #expect(rows["empty"]?["stage1_status"] == "not_graded")

        // Each submission's report is the one --json prints for it.
        let alone = try FixtureKata.grade(["--json", "--timeout", "10"],
                                          submission: Self.classFolder.appendingPathComponent("half"))
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.outFolder.appendingPathComponent("half.json")))
        #expect(Self.withoutTime(report) == Self.withoutTime(alone.json))

        // Again after one resubmission: only that one is graded again. The fixture kata and
        // its cache outlive this process: a resubmission never seen before keeps it a miss.
        try Data("""
            // Resubmission \(UUID().uuidString)
            public func greeting(for name: String) -> String {
                "Hello, " + name + "!"
            }

            """.utf8).write(to: Self.classFolder.appendingPathComponent("resubmitted/Stages/Stage2/Greeting.swift"))
        let again = try Self.batch(Self.classFolder, into: Self.outFolder)
        #expect(again.exitCode == 0)
        let fromCache = again.stderr.split(separator: "\n").filter { $0.contains("all from the cache (") }
        // All but the resubmitted one, the one that hangs (a timeout is never kept) and the empty one.
        #expect(fromCache.map { $0.split(separator: " ")[1] }.sorted() == ["broken:", "crashing:", "half:", "solved:", "tampered:"],
                "\(again.stderr)")
        let resubmitted = try #require(try Self.gradebook(in: Self.outFolder)["resubmitted"])
        #expect(resubmitted["stage2_spec_passed"] == resubmitted["stage2_spec_total"])
        #expect(resubmitted["stage2_spec_passed"] != "0")
    }

    @Test("The grades of a class do not depend on the order its submissions are graded in")
    func batchOrder() throws {
        let forward = FixtureKata.root.appendingPathComponent("order-forward")
        let backward = FixtureKata.root.appendingPathComponent("order-backward")
        let kinds = ["solved", "half", "broken", "crashing", "tampered", "resubmitted", "empty"]
        // The same submissions, named so that they sort the other way round.
        try Self.writeClass(in: forward) { "\(kinds.firstIndex(of: $0) ?? 9)-\($0)" }
        try Self.writeClass(in: backward) { "\(9 - (kinds.firstIndex(of: $0) ?? 9))-\($0)" }
        for folder in [forward, backward] {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(folder == forward ? "9-hanging" : "0-hanging"))
        }
        var reports: [[String: NSDictionary]] = []
        for folder in [forward, backward] {
            let out = folder.appendingPathExtension("out")
            try? FileManager.default.removeItem(at: out)
            // No cache: every submission is built and run, each in the workspace its predecessor left.
            let run = try Self.batch(folder, into: out, ["--no-cache"])
            #expect(run.exitCode == 0, "\(run.stderr)")
            var byKind: [String: NSDictionary] = [:]
            for kind in kinds where kind != "empty" {
                let name = try #require(try FileManager.default.contentsOfDirectory(atPath: out.path).first { $0.hasSuffix("-\(kind).json") })
                let json = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent(name)))
                byKind[kind] = Self.withoutTimeOrName(json)
            }
            reports.append(byKind)
        }
        #expect(reports[0].count == 6)
        for kind in reports[0].keys.sorted() {
            #expect(reports[0][kind] == reports[1][kind], "\(kind) graded differently in the other order")
        }
    }

    @Test("gradebook merges reports from anywhere into the batch's gradebook; a file that is no report is refused")
    func gradebookMerge() throws {
        if !FileManager.default.fileExists(atPath: Self.outFolder.appendingPathComponent("gradebook.csv").path) {
            try batchOfEight()
        }
        let merged = FixtureKata.root.appendingPathComponent("merged")
        try? FileManager.default.removeItem(at: merged)
        let reports = try FileManager.default.contentsOfDirectory(atPath: Self.outFolder.path)
            .filter { $0.hasSuffix(".json") }.map { Self.outFolder.appendingPathComponent($0).path }
        // The batch's summary.json among them is passed over.
        let run = try BuiltGrader.run(["--kata-root", FixtureKata.kata.path, "gradebook", merged.path] + reports)
        #expect(run.exitCode == 0, "\(run.stderr)")
        for file in ["gradebook.csv", "summary.json", "class.html", "feedback/half.md"] {
            #expect(try Data(contentsOf: merged.appendingPathComponent(file))
                    == Data(contentsOf: Self.outFolder.appendingPathComponent(file)), "\(file)")
        }

        let notAReport = FixtureKata.root.appendingPathComponent("notes.json")
        try Data("{\"hello\": 1}".utf8).write(to: notAReport)
        let refused = try BuiltGrader.run(["--kata-root", FixtureKata.kata.path, "gradebook", merged.path, notAReport.path])
        #expect(refused.exitCode == 2)
        #expect(refused.stderr.contains("notes.json is not a report of the grader"), "\(refused.stderr)")
    }

    @Test("A batch refuses an --out inside the class folder and a class folder that does not exist")
    func batchBadInput() throws {
        try FileManager.default.createDirectory(at: Self.classFolder, withIntermediateDirectories: true)
        let inside = try Self.batch(Self.classFolder, into: Self.classFolder.appendingPathComponent("out"))
        #expect(inside.exitCode == 2)
        #expect(inside.stderr.contains("--out must not be inside the folder of submissions"), "\(inside.stderr)")
        let missing = try Self.batch(FixtureKata.root.appendingPathComponent("no-such-class"), into: Self.outFolder)
        #expect(missing.exitCode == 2)
        #expect(missing.stderr.contains("does not exist"))
    }
}
