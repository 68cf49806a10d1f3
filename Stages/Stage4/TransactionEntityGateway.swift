// MARK: - Fetching transactions (a query)

/// Where the transactions come from: a database or a server in a real app, a stub in a test.
///
/// It only answers, and answers at once, so a test replaces it with a stub that hands back
/// canned transactions for each group. Don't change this protocol.
public protocol TransactionEntityGateway {
    /// The transactions of one group, in the order the source keeps them.
    func fetchTransactions(in group: TransactionGroup) -> [Transaction]
}
