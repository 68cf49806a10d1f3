// MARK: - Stub: canned transactions for each group

import Stage4

/// Answers `fetchTransactions(in:)` at once with the transactions given for that group.
struct TransactionGatewayStub: TransactionEntityGateway {
    var authorized: [Transaction] = []
    var posted: [Transaction] = []

    func fetchTransactions(in group: TransactionGroup) -> [Transaction] {
        switch group {
        case .authorized: authorized
        case .posted: posted
        }
    }
}

/// Transactions whose days, words and amounts the spec tests know by heart.
enum SampleTransactions {
    static let coffee = Transaction(day: "2026-11-03", description: "Coffee", amountInCents: -450)
    static let salary = Transaction(day: "2026-11-01", description: "Salary", amountInCents: 250_000)
    static let books = Transaction(day: "2026-11-03", description: "Books", amountInCents: -2_999)
    static let refund = Transaction(day: "2026-11-02", description: "Refund", amountInCents: 1_205)
    static let rent = Transaction(day: "2026-10-30", description: "Rent", amountInCents: -90_000)
}
