// MARK: - The report, before it is laid out as rows

/// The transactions of one day, in the order the gateway gave them. Nothing to do here.
public struct TransactionDay: Equatable, Sendable {
    /// The day, as "yyyy-MM-dd".
    public let day: String
    public let transactions: [Transaction]

    public init(day: String, transactions: [Transaction]) {
        self.day = day
        self.transactions = transactions
    }
}

/// One group of the report: its days, earliest first, and the sum of all its amounts.
public struct TransactionSection: Equatable, Sendable {
    public let group: TransactionGroup
    public let days: [TransactionDay]
    public let totalInCents: Int

    public init(group: TransactionGroup, days: [TransactionDay], totalInCents: Int) {
        self.group = group
        self.days = days
        self.totalInCents = totalInCents
    }
}

/// What the use case hands the presenter: one section per group, and the sum of them all.
public struct TransactionReport: Equatable, Sendable {
    public let sections: [TransactionSection]
    public let grandTotalInCents: Int

    public init(sections: [TransactionSection], grandTotalInCents: Int) {
        self.sections = sections
        self.grandTotalInCents = grandTotalInCents
    }
}
