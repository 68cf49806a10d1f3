import Stage4
import Testing

@Suite("Task 14: Lay the report out as rows")
struct Task14ReportRowsSpec {
    /// The presenter of a use case whose gateway has nothing: enough for `rows(for:)`.
    let presenter = TransactionReportPresenter(
        useCase: TransactionReportUseCase(entityGateway: TransactionGatewayStub())
    )

    @Test("A day is a subheader, its details and a subfooter, between the header and the footer")
    func oneDay() {
        let report = TransactionReport(
            sections: [
                TransactionSection(
                    group: .authorized,
                    days: [TransactionDay(day: "2026-11-03", transactions: [SampleTransactions.coffee, SampleTransactions.books])],
                    totalInCents: -3_449
                ),
            ],
            grandTotalInCents: -3_449
        )
        #expect(presenter.rows(for: report) == [
            .header(title: "Authorized Transactions"),
            .subheader(title: "2026-11-03", odd: true),
            .detail(description: "Coffee", amount: "-4.50", odd: true),
            .detail(description: "Books", amount: "-29.99", odd: true),
            .subfooter(odd: true),
            .footer(total: "-34.49", odd: false),
            .grandFooter(total: "-34.49"),
        ])
    }

    @Test("Days alternate their shade, each group starts odd, and the footer takes the next shade")
    func shading() {
        let report = TransactionReport(
            sections: [
                TransactionSection(
                    group: .authorized,
                    days: [
                        TransactionDay(day: "2026-11-02", transactions: [SampleTransactions.refund]),
                        TransactionDay(day: "2026-11-03", transactions: [SampleTransactions.coffee]),
                    ],
                    totalInCents: 755
                ),
                TransactionSection(
                    group: .posted,
                    days: [TransactionDay(day: "2026-11-01", transactions: [SampleTransactions.salary])],
                    totalInCents: 250_000
                ),
            ],
            grandTotalInCents: 250_755
        )
        #expect(presenter.rows(for: report) == [
            .header(title: "Authorized Transactions"),
            .subheader(title: "2026-11-02", odd: true),
            .detail(description: "Refund", amount: "12.05", odd: true),
            .subfooter(odd: true),
            .subheader(title: "2026-11-03", odd: false),
            .detail(description: "Coffee", amount: "-4.50", odd: false),
            .subfooter(odd: false),
            .footer(total: "7.55", odd: true),
            .header(title: "Posted Transactions"),
            .subheader(title: "2026-11-01", odd: true),
            .detail(description: "Salary", amount: "2500.00", odd: true),
            .subfooter(odd: true),
            .footer(total: "2500.00", odd: false),
            .grandFooter(total: "2507.55"),
        ])
    }

    @Test("A group with no days shows its header and a message, and no footer")
    func emptyGroups() {
        let report = TransactionReport(
            sections: [
                TransactionSection(group: .authorized, days: [], totalInCents: 0),
                TransactionSection(group: .posted, days: [], totalInCents: 0),
            ],
            grandTotalInCents: 0
        )
        #expect(presenter.rows(for: report) == [
            .header(title: "Authorized Transactions"),
            .message("There are no authorized transactions in this period."),
            .header(title: "Posted Transactions"),
            .message("There are no posted transactions in this period."),
            .grandFooter(total: "0.00"),
        ])
    }

    @Test("Through the use case, the gateway's transactions become the screen's rows")
    func throughTheUseCase() {
        let gateway = TransactionGatewayStub(
            authorized: [],
            posted: [SampleTransactions.coffee, SampleTransactions.rent, SampleTransactions.books]
        )
        let presenter = TransactionReportPresenter(useCase: TransactionReportUseCase(entityGateway: gateway))

        #expect(presenter.rows() == [
            .header(title: "Authorized Transactions"),
            .message("There are no authorized transactions in this period."),
            .header(title: "Posted Transactions"),
            .subheader(title: "2026-10-30", odd: true),
            .detail(description: "Rent", amount: "-900.00", odd: true),
            .subfooter(odd: true),
            .subheader(title: "2026-11-03", odd: false),
            .detail(description: "Coffee", amount: "-4.50", odd: false),
            .detail(description: "Books", amount: "-29.99", odd: false),
            .subfooter(odd: false),
            .footer(total: "-934.49", odd: true),
            .grandFooter(total: "-934.49"),
        ])
    }
}
