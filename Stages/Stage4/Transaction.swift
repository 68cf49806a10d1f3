// MARK: - Transaction

/// One line of an account's history, as the entity gateway hands it over. Nothing to do here.
///
/// The day is kept as ISO text ("2026-11-02") rather than a `Date`: a report groups by the
/// day printed on the statement, and text needs no time zone or locale to compare, so the
/// tests read the same on every machine.
public struct Transaction: Equatable, Sendable {
    /// The day, as "yyyy-MM-dd".
    public let day: String
    public let description: String
    /// Whole cents, so that totals add up exactly; a debit is negative.
    public let amountInCents: Int

    public init(day: String, description: String, amountInCents: Int) {
        self.day = day
        self.description = description
        self.amountInCents = amountInCents
    }
}

/// The two groups of the report, in the order it shows them.
public enum TransactionGroup: CaseIterable, Equatable, Sendable {
    /// Approved by the bank, not settled yet.
    case authorized
    /// Settled.
    case posted
}
