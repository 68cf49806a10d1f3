import Stage4
import Testing

@Suite("Building the report")
struct TransactionReportUseCaseTests {
    @Test("Given different transactions per group, when the report is built, then each section holds its own group's days, authorized first")
    func sectionsPerGroup() {
        let gateway = TransactionsStub(authorized: [TestTransactions.lunch], posted: [TestTransactions.bonus])
        let report = TransactionReportUseCase(entityGateway: gateway).report()

        #expect(report.sections == [
            TransactionSection(
                group: .authorized,
                days: [TransactionDay(day: "2026-11-04", transactions: [TestTransactions.lunch])],
                totalInCents: -1_250
            ),
            TransactionSection(
                group: .posted,
                days: [TransactionDay(day: "2026-11-02", transactions: [TestTransactions.bonus])],
                totalInCents: 10_000
            ),
        ])
    }

    @Test("Given debits and credits in both groups, when the report is built, then the totals add them up with their signs")
    func totals() {
        let gateway = TransactionsStub(
            authorized: [TestTransactions.lunch, TestTransactions.gift],
            posted: [TestTransactions.bonus, TestTransactions.taxi]
        )
        let report = TransactionReportUseCase(entityGateway: gateway).report()

        #expect(report.sections.map(\.totalInCents) == [-741, 7_695])
        #expect(report.grandTotalInCents == 6_954)
    }
}
