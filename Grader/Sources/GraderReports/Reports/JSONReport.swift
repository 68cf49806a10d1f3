import Foundation
import GraderEngine

// MARK: - The report for machines

/// `--json`: the whole `GradeReport`, keys in snake_case and sorted, so diffs stay stable.
package enum JSONReport {
    /// Renders `report`, naming the running grader in it unless the report already names one:
    /// a report for machines must say what made it.
    package static func render(_ report: GradeReport) -> String {
        var report = report
        if report.grader == nil {
            report.grader = .current
        }
        let encoder = JSONEncoder.readable
        guard let data = try? encoder.encode(report) else { return "{}" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
