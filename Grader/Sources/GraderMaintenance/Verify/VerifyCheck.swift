// MARK: - One line of verify's table

/// A property of the kata that `verify` proves, and how to find what breaks it.
///
/// A check is a small value with no state of its own: what several checks need (a build, a
/// grading, a bug hunt) comes from the `VerifyContext`, which makes each of those once.
/// To add a check, write a type in `Verify/Checks/` and put it in `Verifier.checks`, where the
/// table's order is.
protocol VerifyCheck: Sendable {
    /// What the check proves: its line in the table.
    var name: String { get }

    /// What breaks the property, one line each; none when it holds.
    func run(_ context: VerifyContext) -> [String]

    /// A fact shown after the name, in brackets, such as which sandbox the runs use; read after
    /// `run`, so it may tell what the run found.
    func detail(_ context: VerifyContext) -> String?
}

extension VerifyCheck {
    func detail(_ context: VerifyContext) -> String? { nil }

    /// The line the table prints for this check.
    func title(_ context: VerifyContext) -> String {
        detail(context).map { "\(name) (\($0))" } ?? name
    }
}
