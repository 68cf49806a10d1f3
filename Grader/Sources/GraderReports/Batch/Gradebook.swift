import Foundation
import GraderEngine
import GraderExecution

// MARK: - A class's grades in one table

/// `gradebook.csv`: one row per submission, named after its folder (or its report's file), with
/// per stage the status, spec tests passed and total, bugs caught and total, and points; then
/// the total points, their maximum, why a submission could not be graded, if it could not, and
/// where each grade comes from (`Provenance`, and the grader's version).
///
/// Counts stay in columns of their own (not "7/9", which a spreadsheet reads as a date), and a
/// cell that a spreadsheet would run as a formula (`=`, `+`, `-`, `@` first) is quoted as text:
/// folder names come from students.
package enum Gradebook {
    package struct Row: Sendable, Equatable {
        /// The submission's folder name, as written.
        package var name: String
        package var report: GradeReport
        /// Its report's and feedback's file name, without the extension (`ReportFileNames`).
        var fileStem: String
        /// The name as the class's files show it: `name`, unless another row's looks the same
        /// (`labelled`).
        package var label: String

        package init(name: String, report: GradeReport, fileStem: String? = nil) {
            self.name = name
            self.report = report
            self.fileStem = fileStem ?? ReportFileName.stem(name)
            label = name
        }
    }

    /// The rows with labels that tell apart names that look alike: `Zoë` composed and `Zoë`
    /// decomposed are two students (names are compared by bytes), shown as `Zoë (Zo\u{EB})`
    /// and `Zoë (Zoe\u{308})`, every scalar beyond ASCII escaped.
    static func labelled(_ rows: [Row]) -> [Row] {
        rows.map { row in
            var row = row
            // Swift's `==` is canonical: equal names with other bytes look alike.
            if rows.contains(where: { $0.name == row.name && !$0.name.hasSameBytes(as: row.name) }) {
                row.label = row.name + " (" + escapedBeyondASCII(row.name) + ")"
            }
            return row
        }
    }

    /// `Zoe\u{308}`: every scalar beyond ASCII as its code point.
    private static func escapedBeyondASCII(_ name: String) -> String {
        name.unicodeScalars.map { $0.isASCII ? String($0) : "\\u{\(String($0.value, radix: 16, uppercase: true))}" }.joined()
    }

    /// How a spreadsheet of the reader's region reads a CSV file.
    package enum CSVLocale: String, Sendable, CaseIterable {
        /// `,` between cells, `.` in decimals: English-speaking regions, and every CSV reader.
        case standard = "us"
        /// `;` between cells, `,` in decimals: German, French and most of Europe's spreadsheets,
        /// which open a standard file in one column.
        case europe = "eu"

        var separator: String { self == .europe ? ";" : "," }

        func number(_ value: Double) -> String {
            let text = Points.text(value)
            return self == .europe ? text.replacingOccurrences(of: ".", with: ",") : text
        }
    }

    /// - Parameter flags: Each student's flags for review, by label (`ClassSummary`).
    package static func csv(_ rows: [Row], locale: CSVLocale = .standard, flags: [String: [ReviewFlag]] = [:]) -> String {
        let rows = labelled(rows)
        let stages = Set(rows.flatMap { $0.report.stages.map(\.stage) }).sorted()
        var header = ["submission"]
        for stage in stages {
            header += ["status", "spec_passed", "spec_total", "bugs_caught", "bugs_total", "points"].map { "stage\(stage)_\($0)" }
        }
        header += ["points", "max_points", "problem"] + provenanceColumns + ["flags"]

        let separator = locale.separator
        var lines = [header.map { cell($0, separator: separator) }.joined(separator: separator)]
        for row in rows.sorted(by: { $0.label < $1.label }) {
            var cells = [row.label]
            for stage in stages {
                guard let report = row.report.stages.first(where: { $0.stage == stage }) else {
                    // Not graded at all: no points for the stage, so the columns still add up.
                    cells += ["not_graded", "", "", "", "", row.report.problem != nil ? locale.number(0) : ""]
                    continue
                }
                cells += [report.status.rawValue, String(report.spec.passed), String(report.spec.total),
                          report.bugs.map { String($0.caught) } ?? "", report.bugs.map { String($0.total) } ?? "",
                          report.points.map { locale.number($0.earned) } ?? ""]
            }
            let total = row.report.points ?? row.report.stages.compactMap(\.points).reduce(.zero, +)
            let flagged = (flags[row.label] ?? []).map { ($0.stage.map { "stage \($0): " } ?? "") + $0.kind.rawValue }
            cells += [locale.number(total.earned), locale.number(total.maximum), row.report.problem ?? ""]
                + provenanceCells(row.report) + [flagged.joined(separator: "; ")]
            lines.append(cells.map { cell($0, separator: separator) }.joined(separator: separator))
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// `Provenance.textFields` but the submission's name, which names the row, and the grader.
    static let provenanceColumns = [
        "graded_at", "kata_commit", "kata_modified", "points_sha256", "submission_commit", "grader_version",
    ]

    private static func provenanceCells(_ report: GradeReport) -> [String] {
        let fields = Dictionary(uniqueKeysWithValues: report.provenance?.textFields ?? [])
        return provenanceColumns.dropLast().map { fields[$0] ?? "" } + [report.grader?.version ?? ""]
    }

    /// One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break; text
    /// that starts like a formula gets a leading apostrophe so no spreadsheet runs it.
    static func cell(_ value: String, separator: String = ",") -> String {
        var text = value
        if let first = text.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first), Double(text) == nil {
            text = "'" + text
        }
        // By scalar: as Characters, "\r\n" is one and would match neither "\r" nor "\n" alone.
        guard text.unicodeScalars.contains(where: { (separator + "\"\r\n").unicodeScalars.contains($0) }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// What tells a class's `summary.json` from a report.
    private struct SummaryMark: Decodable {
        var format: String?
    }

    /// Reads reports written by `--json` (or by `--batch`) for `gradebook OUT REPORT.json...`:
    /// each row is named after its file, without `.json`, or, for a file a batch named after
    /// its submission (`ReportFileName`), after the submission's folder as written.
    ///
    /// A class's `summary.json` among them is passed over.
    ///
    /// - Throws: `UsageError` naming the first file that is not such a report.
    package static func rows(fromReportsAt paths: [String]) throws(UsageError) -> [Row] {
        var rows: [Row] = []
        // By bytes: Swift's `==` takes a composed and a decomposed `Zoë` for one name.
        var names: Set<[UInt8]> = []
        for path in paths {
            let url = URL(fileURLWithPath: path)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw UsageError("cannot read the report \(path)")
            }
            // A batch's OUT holds the class's summary beside the reports: `OUT/*.json` names it too.
            if (try? JSONDecoder().decode(SummaryMark.self, from: data))?.format == ClassSummary.formatName { continue }
            let report: GradeReport
            do {
                report = try JSONDecoder().decode(GradeReport.self, from: data)
            } catch {
                throw UsageError("\(path) is not a report of the grader (./grade.sh --json)")
            }
            let file = url.lastPathComponent
            let stem = file.hasSuffix(".json") ? String(file.dropLast(".json".count)) : file
            var name = stem
            if let recorded = report.provenance?.submissionName, ReportFileName.isStem(stem, of: recorded) {
                name = recorded
            }
            guard names.insert(Array(name.utf8)).inserted else {
                throw UsageError("two reports are named \(name): each submission needs a report of its own name")
            }
            rows.append(Row(name: name, report: report, fileStem: stem))
        }
        return rows
    }
}
