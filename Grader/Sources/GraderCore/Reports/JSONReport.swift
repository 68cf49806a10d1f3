import Foundation

// MARK: - The report for machines

/// `--json`: the whole `GradeReport`, keys in snake_case and sorted, so diffs stay stable.
public enum JSONReport {
    public static func render(_ report: GradeReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(report) else { return "{}" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
