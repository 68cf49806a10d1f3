import Foundation

// MARK: - What a grade used of its budget

/// The grader's own account of a `--budget` that ran out: how long it was, and how long the
/// grade took from when its budget started. Written only when the budget ran out, so that the
/// reports of a class graded twice (and a run's JSON) stay the same when nothing was cut short;
/// it shows that no submission stretched the budget (the `hangs-in-every-test` attack reads it).
package struct BudgetUse: Codable, Sendable, Equatable {
    package var seconds: Double
    /// To a tenth of a second.
    var usedSeconds: Double

    enum CodingKeys: String, CodingKey {
        case seconds
        case usedSeconds = "used_seconds"
    }

    package init(seconds: Double, usedSeconds: Double) {
        self.seconds = seconds
        self.usedSeconds = (usedSeconds * 10).rounded() / 10
    }
}
