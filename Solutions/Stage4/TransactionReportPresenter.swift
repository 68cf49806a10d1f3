// MARK: - Presenter: the report as rows

/// Lays the use case's report out as the rows the screen shows.
public struct TransactionReportPresenter {
    private let useCase: TransactionReportUseCase

    public init(useCase: TransactionReportUseCase) {
        self.useCase = useCase
    }

    /// The rows of the report the use case builds now. Don't change this method.
    public func rows() -> [TransactionReportRow] {
        rows(for: useCase.report())
    }

    /// For each group a header, then its days or a message; the grand footer last.
    public func rows(for report: TransactionReport) -> [TransactionReportRow] {
        var rows: [TransactionReportRow] = []
        for section in report.sections {
            rows.append(.header(title: title(of: section.group)))
            rows += body(of: section)
        }
        rows.append(.grandFooter(total: formattedAmount(cents: report.grandTotalInCents)))
        return rows
    }

    private func body(of section: TransactionSection) -> [TransactionReportRow] {
        guard !section.days.isEmpty else {
            return [.message(emptyMessage(for: section.group))]
        }
        var rows: [TransactionReportRow] = []
        // Each group starts odd; a day's rows share its shade, and the next day takes the other.
        var odd = true
        for day in section.days {
            rows.append(.subheader(title: day.day, odd: odd))
            for transaction in day.transactions {
                let amount = formattedAmount(cents: transaction.amountInCents)
                rows.append(.detail(description: transaction.description, amount: amount, odd: odd))
            }
            rows.append(.subfooter(odd: odd))
            odd.toggle()
        }
        // The footer takes the shade a next day would have, so it stands apart from the last one.
        rows.append(.footer(total: formattedAmount(cents: section.totalInCents), odd: odd))
        return rows
    }

    private func title(of group: TransactionGroup) -> String {
        switch group {
        case .authorized: "Authorized Transactions"
        case .posted: "Posted Transactions"
        }
    }

    private func emptyMessage(for group: TransactionGroup) -> String {
        switch group {
        case .authorized: "There are no authorized transactions in this period."
        case .posted: "There are no posted transactions in this period."
        }
    }
}
