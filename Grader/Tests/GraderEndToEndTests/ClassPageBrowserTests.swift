import Foundation
import GraderTestSupport
import Testing

// MARK: - The class page, read in a real browser

/// The class of fourteen's reports, as a batch of `ClassOfFourteenEndToEndTests` wrote them
/// (`Fixtures/ClassOfFourteenReports`), merged by the built grader's `gradebook` into a class
/// page that headless Chromium loads: its figures are checked against the reports. No kata is
/// built, so the suite takes seconds.
@Suite("The class page in a browser")
struct ClassPageBrowserTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let reports = fixtures.appendingPathComponent("ClassOfFourteenReports")

    /// The browser, or nil after a note (or a failure under `KATA_REQUIRE_TOOLS=1`).
    static func browser() -> HeadlessBrowser? {
        if let browser = HeadlessBrowser.find() { return browser }
        if ExternalTool.required { Issue.record("\(HeadlessBrowser.missing)") } else { print("note: a check was skipped: \(HeadlessBrowser.missing)") }
        return nil
    }

    /// Runs `gradebook` over `reports` into a fresh folder, with the fixture kata's bug catalogs.
    static func classFolder(from reports: [URL]) throws -> URL {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("kata-class-page-\(UUID().uuidString.prefix(8))")
        let run = try BuiltGrader.run(["--kata-root", fixtures.appendingPathComponent("TinyKata").path, "gradebook", out.path]
                                      + reports.map(\.path))
        #expect(run.exitCode == 0, "\(run.stderr)")
        return out
    }

    /// Each student's report, by name (the file's, without `.json`).
    static func fixtureReports() throws -> [String: [String: Any]] {
        var reports: [String: [String: Any]] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: Self.reports.path) where file.hasSuffix(".json") {
            let data = try Data(contentsOf: Self.reports.appendingPathComponent(file))
            reports[String(file.dropLast(".json".count))] = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        }
        return reports
    }

    @Test("Chromium shows the class of fourteen with the figures of their reports, and the page's script runs")
    func classOfFourteen() throws {
        guard let browser = Self.browser() else { return }
        let reports = try Self.fixtureReports()
        #expect(reports.count == 14)
        let out = try Self.classFolder(from: reports.keys.sorted().map { Self.reports.appendingPathComponent($0 + ".json") })
        defer { try? FileManager.default.removeItem(at: out) }
        let (dom, log) = try browser.dumpDOM(of: out.appendingPathComponent("class.html"))
        let page = DOMReading(dom: dom)
        #expect(page.attribute("data-sortable", of: "html") == "yes", "the sorting script ran: \(log)")
        #expect(!log.contains("Content Security Policy"), "\(log)")

        let rows = page.elements("tr", having: "data-student")
        #expect(rows.map { $0["data-student"] ?? "" } == reports.keys.sorted())
        for row in rows {
            let name = row["data-student"] ?? ""
            let report = try #require(reports[name], "\(name)")
            #expect(row.inner.contains(#"data-points="\#(Self.pointsText(report["points"]))""#), "\(name)")
            for stage in report["stages"] as? [[String: Any]] ?? [] {
                let cell = #"data-stage="\#(stage["stage"] ?? "")" data-status="\#(stage["status"] ?? "")" "#
                    + #"data-points="\#(Self.pointsText(stage["points"]))""#
                #expect(row.inner.contains(cell), "\(name): \(cell)")
            }
        }
        // Sorted by the points column (the stages' two, then the total), the most first.
        let (sorted, _) = try browser.dumpDOM(of: out.appendingPathComponent("class.html"), fragment: "#sort-by-3")
        let sortedRows = DOMReading(dom: sorted).elements("tr", having: "data-student")
        let totals = sortedRows.map { row in
            // The last cell's attributes: the total's.
            Double(DOMReading.attributes(row.inner.components(separatedBy: "<td").last ?? "")["data-value"] ?? "") ?? -1
        }
        #expect(totals.count == 14 && totals == totals.sorted(by: >), "\(totals)")
        #expect(sortedRows.map { $0["data-student"] } != rows.map { $0["data-student"] }, "no longer by name")
        let attempted = try Self.attempted(in: out)
        try Self.checkMissedBugs(page, reports, attempted: attempted)
        try Self.checkUnfinishedTasks(page, reports, attempted: attempted)
        #expect(page.elements("section", having: "data-student").count == 14, "a to-do list per student")
    }

    /// "name stage" of each stage a student attempted, as `summary.json` says; the starters of
    /// the fixture kata make some students' stages not attempted (the class's starter student's).
    static func attempted(in out: URL) throws -> Set<String> {
        let summary = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("summary.json")))
        let stages = try #require((summary as? [String: Any])?["attempted"] as? [[String: Any]])
        var attempted: Set<String> = []
        for stage in stages {
            for name in stage["students"] as? [String] ?? [] { attempted.insert("\(name) \(stage["stage"] ?? "")") }
        }
        #expect(stages.allSatisfy { ($0["attempted"] as? Int ?? 0) < ($0["graded"] as? Int ?? 0) }, "some student left each stage as handed out")
        return attempted
    }

    /// Each missed bug's count among the students who attempted its stage, against the reports,
    /// and its id, against the fixture's catalog.
    static func checkMissedBugs(_ page: DOMReading, _ reports: [String: [String: Any]], attempted: Set<String>) throws {
        var missed: [String: Int] = [:]
        for (name, report) in reports {
            for stage in report["stages"] as? [[String: Any]] ?? [] where attempted.contains("\(name) \(stage["stage"] ?? "")") {
                for bug in stage["bugs_missed"] as? [[String: Any]] ?? [] {
                    missed["\(stage["stage"] ?? "") \(bug["hint"] ?? "")", default: 0] += 1
                }
            }
        }
        var ids: [String: String] = [:]
        for stage in [1, 2] {
            let catalog = fixtures.appendingPathComponent("TinyKata/Solutions/PlantedBugs/Stage\(stage).json")
            let bugs = (try JSONSerialization.jsonObject(with: Data(contentsOf: catalog)) as? [String: Any])?["bugs"] as? [[String: Any]]
            for bug in bugs ?? [] { ids["\(stage) \(bug["hint"] ?? "")"] = bug["id"] as? String }
        }
        let rows = page.elements("tr", having: "data-bug")
        #expect(rows.count == missed.count)
        for row in rows {
            let hint = try #require(page.cells(of: row).dropFirst().first)
            let key = "\(row["data-stage"] ?? "") \(hint)"
            #expect(row["data-missed"] == missed[key].map(String.init), "\(key)")
            #expect(row["data-bug"] == ids[key], "\(key)")
        }
        #expect(missed.values.max().map(String.init) == rows.first?["data-missed"], "the most missed first")
    }

    /// Each unfinished task's count: the students some of whose spec tests for it do not pass.
    static func checkUnfinishedTasks(_ page: DOMReading, _ reports: [String: [String: Any]], attempted: Set<String>) throws {
        var unfinished: [String: Int] = [:]
        for (name, report) in reports {
            for stage in report["stages"] as? [[String: Any]] ?? [] where attempted.contains("\(name) \(stage["stage"] ?? "")") {
                for task in stage["tasks"] as? [[String: Any]] ?? [] {
                    let total = task["total"] as? Int ?? 0
                    if total == 0 || task["passed"] as? Int != total {
                        unfinished["\(stage["stage"] ?? "") \(task["task"] ?? "")", default: 0] += 1
                    }
                }
            }
        }
        let rows = page.elements("tr", having: "data-task")
        #expect(Dictionary(uniqueKeysWithValues: rows.map { ("\($0["data-stage"] ?? "") \($0["data-task"] ?? "")", Int($0["data-unfinished"] ?? "")) })
                == unfinished.mapValues { Optional($0) })
    }

    @Test("A student's name and test name with markup and quotes are text in the browser: no element, no script")
    func hostileNames() throws {
        guard let browser = Self.browser() else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-hostile-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var report = try #require(try Self.fixtureReports()["Ivan Wrong"])
        report["provenance"] = nil
        var stages = report["stages"] as? [[String: Any]] ?? []
        stages[0]["wrong_tests"] = [["name": #"<script>document.body.dataset.pwned = "yes"</script><i id="injected-test">"#,
                                     "status": "failed", "message": #"" onmouseover="alert(1)"#]]
        report["stages"] = stages
        let name = #"Eve <img id="injected-name" src="x"> "quoted" & 'co'"#
        let file = folder.appendingPathComponent(name + ".json")
        try JSONSerialization.data(withJSONObject: report).write(to: file)

        let out = try Self.classFolder(from: [file])
        defer { try? FileManager.default.removeItem(at: out) }
        let (dom, _) = try browser.dumpDOM(of: out.appendingPathComponent("class.html"))
        #expect(!dom.contains("<img"), "no element of the name's: \(dom)")
        #expect(!dom.contains("<i id="), "no element of the test's")
        #expect(dom.components(separatedBy: "<script").count == 2, "the page's own script only")
        #expect(!dom.contains("data-pwned"))
        #expect(dom.contains(#"Eve &lt;img id="injected-name" src="x"&gt; "quoted" &amp; 'co'"#), "shown as written")
        #expect(dom.contains("&lt;script&gt;document.body.dataset.pwned"), "shown as written")
        #expect(DOMReading(dom: dom).elements("tr", having: "data-student").count == 1)
    }

    /// Points as the page writes them: "20", "6.67".
    static func pointsText(_ value: Any?) -> String {
        let earned = (value as? [String: Any])?["earned"] as? Double ?? -1
        return earned == earned.rounded() ? "\(Int(earned))" : String(format: "%.2f", earned)
    }
}
