import Stage4

/// A stub of the entity gateway: it answers each group at once with the transactions it was
/// given for that group. Different answers per group let a test tell the groups apart.
struct TransactionsStub: TransactionEntityGateway {
    var authorized: [Transaction] = []
    var posted: [Transaction] = []

    func fetchTransactions(in group: TransactionGroup) -> [Transaction] {
        switch group {
        case .authorized: authorized
        case .posted: posted
        }
    }
}

/// A few transactions to build tests from, on days out of calendar order on purpose.
enum TestTransactions {
    static let lunch = Transaction(day: "2026-11-04", description: "Lunch", amountInCents: -1_250)
    static let bonus = Transaction(day: "2026-11-02", description: "Bonus", amountInCents: 10_000)
    static let taxi = Transaction(day: "2026-11-04", description: "Taxi", amountInCents: -2_305)
    static let gift = Transaction(day: "2026-11-03", description: "Gift", amountInCents: 509)
}
