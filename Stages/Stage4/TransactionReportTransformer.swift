// MARK: - Transformer: transactions → days

/// Turns a group's transactions, as the gateway lists them, into days.
public enum TransactionReportTransformer {
    /// One `TransactionDay` per day, earliest first; within a day, the gateway's order.
    public static func days(from transactions: [Transaction]) -> [TransactionDay] {
        // TODO: days(from:) — group the transactions by day, earliest day first.
        []
    }
}
