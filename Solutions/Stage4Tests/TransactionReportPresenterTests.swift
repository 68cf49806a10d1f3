import Stage4
import Testing

@Suite("Laying out the report")
struct TransactionReportPresenterTests {
    @Test("Given two days in one group and none in the other, when the rows are laid out, then the days alternate their shade and the empty group says so")
    func rowsThroughTheUseCase() {
        let gateway = TransactionsStub(authorized: [], posted: [TestTransactions.lunch, TestTransactions.gift])
        let presenter = TransactionReportPresenter(useCase: TransactionReportUseCase(entityGateway: gateway))

        #expect(presenter.rows() == [
            .header(title: "Authorized Transactions"),
            .message("There are no authorized transactions in this period."),
            .header(title: "Posted Transactions"),
            .subheader(title: "2026-11-03", odd: true),
            .detail(description: "Gift", amount: "5.09", odd: true),
            .subfooter(odd: true),
            .subheader(title: "2026-11-04", odd: false),
            .detail(description: "Lunch", amount: "-12.50", odd: false),
            .subfooter(odd: false),
            .footer(total: "-7.41", odd: true),
            .grandFooter(total: "-7.41"),
        ])
    }
}
