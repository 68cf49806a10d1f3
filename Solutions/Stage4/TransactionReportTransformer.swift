// MARK: - Transformer: transactions → days

/// Turns a group's transactions, as the gateway lists them, into days.
public enum TransactionReportTransformer {
    /// One `TransactionDay` per day, earliest first; within a day, the gateway's order.
    public static func days(from transactions: [Transaction]) -> [TransactionDay] {
        // Grouping keeps each day's transactions in the order they came.
        let byDay = Dictionary(grouping: transactions, by: \.day)
        // ISO days ("2026-11-02") sort as text in calendar order.
        return byDay.keys.sorted().map { TransactionDay(day: $0, transactions: byDay[$0] ?? []) }
    }
}
