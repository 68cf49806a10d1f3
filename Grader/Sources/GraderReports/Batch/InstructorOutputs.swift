import Foundation
import GraderExecution

// MARK: - What a batch leaves in OUT for the instructor

/// Writes a class's files into OUT, for `--batch` and for `gradebook`:
///
/// - `gradebook.csv`, a row per student (`Gradebook`), after a UTF-8 byte-order mark;
/// - `summary.json`, what the class missed, with the planted bugs' ids (`ClassSummary`);
/// - `class.html`, the same on one page (`ClassPage`);
/// - `feedback/<name>.md`, what each student is handed back (`FeedbackFile`).
///
/// The students' own reports (`<name>.json`) are the batch's to write: `gradebook` reads them.
package struct InstructorOutputs {
    package let folder: URL
    package let bugIDs: PlantedBugIDs
    /// Who attempted which stage is told from the kata's starters.
    package let starters: StarterDigests
    /// How the gradebook writes its separators and decimals.
    package let csvLocale: Gradebook.CSVLocale

    package init(folder: URL, bugIDs: PlantedBugIDs, starters: StarterDigests = .none, csvLocale: Gradebook.CSVLocale = .standard) {
        self.folder = folder
        self.bugIDs = bugIDs
        self.starters = starters
        self.csvLocale = csvLocale
    }

    /// The gradebook opens with a byte-order mark: Excel reads a CSV file without one in the
    /// system's legacy code page, and shows "Zoë" as "ZoÃ«". Spreadsheets and CSV readers that
    /// know UTF-8 skip it (Python: `encoding="utf-8-sig"`).
    static let byteOrderMark = "\u{FEFF}"

    /// The class's files, all of them new: the gradebook, the summary and the page.
    func writeClass(_ rows: [Gradebook.Row]) throws(UsageError) {
        let summary = ClassSummary(rows: rows, bugIDs: bugIDs, starters: starters)
        try write(Self.byteOrderMark + Gradebook.csv(rows, locale: csvLocale, flags: summary.flagsByLabel), to: "gradebook.csv")
        let encoded = (try? JSONEncoder.readable.encode(summary)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        try write(encoded + "\n", to: "summary.json")
        try write(ClassPage.render(summary), to: "class.html")
    }

    /// One student's feedback file.
    func writeFeedback(_ row: Gradebook.Row) throws(UsageError) {
        try write(FeedbackFile.render(name: row.name, report: row.report), to: FeedbackFile.path(forStem: row.fileStem))
    }

    /// Everything, for a class whose reports are all there: `gradebook OUT REPORT.json...`.
    package func writeAll(_ rows: [Gradebook.Row]) throws(UsageError) {
        for row in rows {
            try writeFeedback(row)
        }
        try writeClass(rows)
    }

    private func write(_ text: String, to relative: String) throws(UsageError) {
        let url = folder.appendingPathComponent(relative)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw UsageError("cannot write \(url.path): \(error.localizedDescription)")
        }
    }
}
