import Foundation
import GraderExecution

// MARK: - What a batch says while it works

/// Progress lines for standard error: which submission, how many are done, and an estimate of
/// the time left from the average so far. A folder's name is shown as the student wrote it,
/// with only what a terminal would obey escaped (`TerminalText`).
struct BatchProgress {
    let total: Int
    private(set) var done = 0
    private var seconds: [Double] = []

    init(total: Int) {
        self.total = total
    }

    func starting(_ name: String) -> String {
        "[\(done + 1)/\(total)] \(TerminalText.escaped(name))…"
    }

    mutating func finished(_ name: String, summary: String, seconds elapsed: Double) -> String {
        done += 1
        seconds.append(elapsed)
        var line = "[\(done)/\(total)] \(TerminalText.escaped(name)): \(summary) (\(String(format: "%.1f", elapsed)) s)"
        if done < total {
            let average = seconds.reduce(0, +) / Double(seconds.count)
            line += "; about \(Self.duration(average * Double(total - done))) left"
        }
        return line
    }

    /// "45 s", "3 min 10 s".
    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        if whole < 60 { return "\(whole) s" }
        return "\(whole / 60) min \(whole % 60) s"
    }
}
