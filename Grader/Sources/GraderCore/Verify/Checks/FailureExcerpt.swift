// MARK: - What a failed run's log says

/// The few lines of a long `swift` log that a check's problem quotes.
enum FailureExcerpt {
    /// The lines of a test log that say what failed or crashed, or its end when none does.
    /// Progress lines (a test started, passed, a note under it) are never the failure, even when
    /// a test's name holds a marker.
    static func of(_ log: String) -> String {
        let markers = ["✘", "error:", "Fatal error", "unexpected signal"]
        let progress = ["◇", "✔", "↳", "􀟈", "􁁛"]
        let lines = log.split(separator: "\n").filter { line in
            !progress.contains { line.hasPrefix($0) } && markers.contains { line.contains($0) }
        }.prefix(8)
        return lines.isEmpty ? String(log.suffix(600)) : lines.joined(separator: "\n")
    }
}
