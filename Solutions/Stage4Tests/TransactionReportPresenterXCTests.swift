import Stage4
import XCTest

/// The presenter's seam in XCTest's form, with the same stub: no expectations are needed,
/// because the gateway answers at once and `rows()` returns the whole screen.
final class TransactionReportPresenterXCTests: XCTestCase {
    func test_givenNoTransactions_whenRowsAreLaidOut_thenEachGroupShowsItsMessage() {
        let presenter = TransactionReportPresenter(useCase: TransactionReportUseCase(entityGateway: TransactionsStub()))

        XCTAssertEqual(presenter.rows(), [
            .header(title: "Authorized Transactions"),
            .message("There are no authorized transactions in this period."),
            .header(title: "Posted Transactions"),
            .message("There are no posted transactions in this period."),
            .grandFooter(total: "0.00"),
        ])
    }

    func test_givenOneDay_whenRowsAreLaidOut_thenItsRowsAreOddAndTheFooterIsNot() {
        let gateway = TransactionsStub(authorized: [TestTransactions.bonus])
        let presenter = TransactionReportPresenter(useCase: TransactionReportUseCase(entityGateway: gateway))

        XCTAssertEqual(Array(presenter.rows().prefix(5)), [
            .header(title: "Authorized Transactions"),
            .subheader(title: "2026-11-02", odd: true),
            .detail(description: "Bonus", amount: "100.00", odd: true),
            .subfooter(odd: true),
            .footer(total: "100.00", odd: false),
        ])
    }
}
