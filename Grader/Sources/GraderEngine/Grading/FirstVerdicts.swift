import Foundation

// MARK: - What a grade knows first

/// The verdicts a grade knows before the hunt of the planted bugs ends: whether the stage's code
/// passes the spec tests, and whether the learner's tests pass on it. A learner waiting on a
/// save reads them seconds before the whole report (issue 42): in a plain grade and in `watch`,
/// each is a line that stays on the screen while the hunt goes on.
enum FirstVerdicts {
    /// One line per graded stage, once its spec tests have run (or could not).
    static func spec(_ outcomes: [Int: SpecOutcome]) -> [String] {
        outcomes.keys.sorted().compactMap { stage in
            guard let outcome = outcomes[stage], let verdict = verdict(outcome) else { return nil }
            return "Stage \(stage) · spec tests: \(verdict)"
        }
    }

    /// One line per graded stage, once the learner's tests have run against their own code.
    static func ownCode(_ outcomes: [Int: OwnCodeOutcome]) -> [String] {
        outcomes.keys.sorted().compactMap { stage in
            guard let outcome = outcomes[stage], outcome.kind != .notRun else { return nil }
            guard outcome.kind == .ran else { return "Stage \(stage) · your tests: they do not compile against your code" }
            let counted = outcome.results.values.filter { $0.status != .skipped }
            guard !counted.isEmpty else { return nil }
            let passed = counted.filter(\.status.isPassed).count
            return "Stage \(stage) · your tests: \(tally(passed, of: counted.count)) on your code"
        }
    }

    /// "all 12 pass", "3 of 12 pass", "1 of 1 passes".
    private static func tally(_ passed: Int, of total: Int) -> String {
        passed == total && total > 1 ? "all \(total) pass" : "\(passed) of \(total) pass\(total == 1 ? "es" : "")"
    }

    private static func verdict(_ outcome: SpecOutcome) -> String? {
        switch outcome.kind {
        case .ran:
            return tally(outcome.results.filter(\.status.isPassed).count, of: outcome.results.count)
        case .compileError: return "your code does not compile"
        case .timeout: return "they ran out of time"
        case .tampered: return "the results cannot be trusted"
        case .notGraded, .graderError: return nil
        }
    }
}
