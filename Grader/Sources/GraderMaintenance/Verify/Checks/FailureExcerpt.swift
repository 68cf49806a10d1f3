// MARK: - What a failed run's log says

/// The few lines of a long `swift` log that a check's problem quotes.
enum FailureExcerpt {
    /// The lines of a test log that say what failed or crashed, or its end when none does.
    /// Progress lines (a test started, passed, a note under it) are never the failure, even when
    /// a test's name holds a marker.
    /// A note right under a failure (`↳`, the expectation's own message: the report it checked,
    /// say) comes with it, cut at `noteLimit` characters: a CI log shows nothing else of the run.
    static func of(_ log: String) -> String {
        let markers = ["✘", "error:", "Fatal error", "unexpected signal"]
        let progress = ["◇", "✔", "↳", "􀟈", "􁁛"]
        let all = log.split(separator: "\n")
        var lines: [String] = []
        for (index, line) in all.enumerated() where lines.count < 8 {
            guard !progress.contains(where: { line.hasPrefix($0) }), markers.contains(where: { line.contains($0) }) else { continue }
            lines.append(String(line))
            if index + 1 < all.count, all[index + 1].hasPrefix("↳") {
                lines.append(String(all[index + 1].prefix(noteLimit)))
            }
        }
        return lines.isEmpty ? String(log.suffix(600)) : lines.joined(separator: "\n")
    }

    static let noteLimit = 2_000
}
