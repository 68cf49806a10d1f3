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
        // TODO: rows(for:) — the rows of the use-case table "Laying out the rows", in order.
        []
    }
}
