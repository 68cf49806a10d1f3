import Stage4
import Testing

@Suite("Grouping transactions by day")
struct TransactionReportTransformerTests {
    @Test("Given no transactions, when they are grouped, then there are no days")
    func noTransactions() {
        #expect(TransactionReportTransformer.days(from: []).isEmpty)
    }

    @Test("Given days out of order, when they are grouped, then the earliest day comes first and each day keeps the gateway's order")
    func earliestFirst() {
        let days = TransactionReportTransformer.days(from: [
            TestTransactions.lunch, TestTransactions.bonus, TestTransactions.taxi, TestTransactions.gift,
        ])
        #expect(days == [
            TransactionDay(day: "2026-11-02", transactions: [TestTransactions.bonus]),
            TransactionDay(day: "2026-11-03", transactions: [TestTransactions.gift]),
            TransactionDay(day: "2026-11-04", transactions: [TestTransactions.lunch, TestTransactions.taxi]),
        ])
    }
}
