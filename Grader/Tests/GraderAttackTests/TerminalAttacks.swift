import Foundation
import Testing

// MARK: - Driving the terminal of whoever reads the report

extension AttackCatalogue {
    /// About what the report shows, not what it awards: the stage code is honest for task 1,
    /// so that a spec test of `numberFormatter` fails first and its message shows the value the
    /// stage returned. So the marks are checked against the truth here, not against the starters.
    @Test("Terminal escapes in a test's name and message and in a returned value reach the text report as visible escapes")
    func terminalTakenOver() throws {
        let run = try AttackRun(Attack(name: "terminal-taken-over", stages: [1]))
        // The same grade as text, from the results the first one cached.
        let text = try AttackLab.grade(AttackLab.attacker, stages: [1], marker: run.marker, json: false)
        let report = text.stdout

        // The payload reached the report, from all three places, so the checks below see it.
        #expect(report.contains("First failing test: "), "\(report)")
        #expect(report.contains(#"\u{1B}[2J\u{1B}[3J"#), "the escapes are not shown at all: \(report)")
        #expect(report.contains("Screen takeover"), "the learner's test is not named: \(report)")
        // Nothing a terminal obeys: no control character but the newline, no line or paragraph
        // separator, no bidirectional control.
        let obeyed = report.unicodeScalars.filter { scalar in
            switch scalar.properties.generalCategory {
            case .control: return scalar != "\n"
            case .lineSeparator, .paragraphSeparator: return true
            default: return scalar.properties.isBidiControl
            }
        }
        #expect(obeyed.isEmpty, "the text report holds \(obeyed.map { "U+" + String($0.value, radix: 16, uppercase: true) }) raw")
        // One headline and one summary, the grader's, both true. A carriage return starts a line
        // on a terminal too (and "\r\n" is one Character, which a split on "\n" would not see).
        let lines = report.split(omittingEmptySubsequences: false) { $0.unicodeScalars.contains { $0 == "\n" || $0 == "\r" } }
        let headlines = lines.filter { $0.hasPrefix("Stage 1") }
        #expect(headlines.count == 1 && headlines.first?.contains("✘ incomplete") == true, "headlines: \(headlines)")
        let summaries = lines.filter { $0.hasPrefix("Progress:") }
        #expect(summaries.count == 1 && summaries.first?.contains("0 of 1 stage complete") == true, "summaries: \(summaries)")
        #expect(text.exitCode == 1)

        // The JSON report keeps what the submission produced, as data its encoder escapes.
        let wrong = run.report.stage(1)["wrong_tests"] as? [[String: Any]] ?? []
        #expect(wrong.contains { ($0["name"] as? String)?.contains("\u{1B}]0;") == true }, "wrong tests in JSON: \(wrong)")
    }
}
