// MARK: - Use case: the report's numbers

/// Asks the entity gateway for each group's transactions and builds the report: days and
/// totals, no text. Which words and which shades show them is the presenter's job.
public struct TransactionReportUseCase {
    private let entityGateway: any TransactionEntityGateway

    public init(entityGateway: any TransactionEntityGateway) {
        self.entityGateway = entityGateway
    }

    /// One section per group, authorized first, and the grand total of both.
    public func report() -> TransactionReport {
        let sections = TransactionGroup.allCases.map { group in
            let transactions = entityGateway.fetchTransactions(in: group)
            return TransactionSection(
                group: group,
                days: TransactionReportTransformer.days(from: transactions),
                totalInCents: transactions.reduce(0) { $0 + $1.amountInCents }
            )
        }
        return TransactionReport(
            sections: sections,
            grandTotalInCents: sections.reduce(0) { $0 + $1.totalInCents }
        )
    }
}
