import Stage4
import Testing

@Suite("Task 13: Build the report from the gateway")
struct Task13ReportUseCaseSpec {
    @Test("The authorized section comes first, then the posted one, each with its own days")
    func sectionsInOrder() throws {
        let gateway = TransactionGatewayStub(
            authorized: [SampleTransactions.coffee, SampleTransactions.refund],
            posted: [SampleTransactions.salary]
        )
        let report = TransactionReportUseCase(entityGateway: gateway).report()

        try #require(report.sections.count == 2)
        #expect(report.sections.map(\.group) == [.authorized, .posted])
        #expect(report.sections[0].days == [
            TransactionDay(day: "2026-11-02", transactions: [SampleTransactions.refund]),
            TransactionDay(day: "2026-11-03", transactions: [SampleTransactions.coffee]),
        ])
        #expect(report.sections[1].days == [
            TransactionDay(day: "2026-11-01", transactions: [SampleTransactions.salary]),
        ])
    }

    @Test("A section's total is the sum of its amounts, debits included")
    func sectionTotals() {
        let gateway = TransactionGatewayStub(
            authorized: [SampleTransactions.coffee, SampleTransactions.books, SampleTransactions.refund],
            posted: [SampleTransactions.salary, SampleTransactions.rent]
        )
        let report = TransactionReportUseCase(entityGateway: gateway).report()

        #expect(report.sections.map(\.totalInCents) == [-450 - 2_999 + 1_205, 250_000 - 90_000])
    }

    @Test("The grand total adds up both sections")
    func grandTotal() {
        let gateway = TransactionGatewayStub(
            authorized: [SampleTransactions.coffee],
            posted: [SampleTransactions.salary, SampleTransactions.rent]
        )
        let report = TransactionReportUseCase(entityGateway: gateway).report()

        #expect(report.grandTotalInCents == -450 + 250_000 - 90_000)
    }

    @Test("A group with no transactions is a section with no days and a total of 0")
    func emptyGroup() {
        let gateway = TransactionGatewayStub(authorized: [], posted: [SampleTransactions.refund])
        let report = TransactionReportUseCase(entityGateway: gateway).report()

        #expect(report.sections.first == TransactionSection(group: .authorized, days: [], totalInCents: 0))
        #expect(report.grandTotalInCents == 1_205)
    }
}
