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
        // TODO: report() — ask `entityGateway` for each group, make its days and its total,
        // and add the totals up.
        TransactionReport(sections: [], grandTotalInCents: 0)
    }
}
