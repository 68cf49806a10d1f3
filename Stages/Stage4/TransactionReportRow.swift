// MARK: - A row of the report screen

/// One row of the transaction report, with its text ready to show. Nothing to do here.
///
/// The view draws each case its own way and decides nothing: every word and every amount is
/// already formatted. `odd` says which of two shades the row takes, so that the days of a
/// group stand apart.
public enum TransactionReportRow: Equatable, Sendable {
    /// The title of a group: "Authorized Transactions".
    case header(title: String)
    /// The day that the rows below it belong to.
    case subheader(title: String, odd: Bool)
    case detail(description: String, amount: String, odd: Bool)
    /// A blank row that closes a day.
    case subfooter(odd: Bool)
    /// The total of a group.
    case footer(total: String, odd: Bool)
    /// The total of the whole report, the last row.
    case grandFooter(total: String)
    /// Said instead of a group's days when it has none.
    case message(String)
}
