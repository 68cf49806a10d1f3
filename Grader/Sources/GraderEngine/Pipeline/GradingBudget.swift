import Foundation

// MARK: - The time one submission may take

/// The `--budget` of one submission: every build and test run ends by `ends`.
struct GradingBudget: Sendable {
    /// The budget in seconds, as asked for; for messages.
    let seconds: Double
    /// When it runs out.
    let ends: Date
    /// The clock it is read with: the real one, or a test's.
    let now: @Sendable () -> Date

    /// A budget of `seconds` from the clock's present moment.
    init(seconds: Double, now: @escaping @Sendable () -> Date = { Date() }) {
        self.seconds = seconds
        self.now = now
        ends = now().addingTimeInterval(seconds)
    }

    /// Seconds since the budget started.
    var used: Double { seconds - remaining }

    /// What the report says of the budget: nothing unless it ran out.
    var use: BudgetUse? { spent == nil ? nil : BudgetUse(seconds: seconds, usedSeconds: used) }

    /// Seconds left, possibly negative.
    var remaining: Double { ends.timeIntervalSince(now()) }

    /// Seconds left, or `nil` once the budget is spent: what a test session asks before each
    /// launch (`RecoveringTestRunner`).
    var left: Double? { spent == nil ? remaining : nil }

    /// A time limit for the next run: the run's own, or what is left of the budget.
    func timeLimit(_ own: Double) -> Double { min(own, remaining) }

    /// Whether the budget is spent; the message to report when it is.
    var spent: String? {
        remaining > 0.5 ? nil : "the grading budget of \(Int(seconds)) s for this submission ran out (--budget)"
    }
}
