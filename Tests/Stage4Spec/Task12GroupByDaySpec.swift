import Stage4
import Testing

@Suite("Task 12: Group the transactions by day")
struct Task12GroupByDaySpec {
    @Test("Transactions of the same day make one day, in the gateway's order")
    func oneDay() {
        let days = TransactionReportTransformer.days(from: [SampleTransactions.coffee, SampleTransactions.books])
        #expect(days == [
            TransactionDay(day: "2026-11-03", transactions: [SampleTransactions.coffee, SampleTransactions.books]),
        ])
    }

    @Test("Days come earliest first, whatever order the gateway lists them in")
    func earliestFirst() {
        let days = TransactionReportTransformer.days(from: [
            SampleTransactions.coffee,
            SampleTransactions.salary,
            SampleTransactions.books,
            SampleTransactions.refund,
            SampleTransactions.rent,
        ])
        #expect(days == [
            TransactionDay(day: "2026-10-30", transactions: [SampleTransactions.rent]),
            TransactionDay(day: "2026-11-01", transactions: [SampleTransactions.salary]),
            TransactionDay(day: "2026-11-02", transactions: [SampleTransactions.refund]),
            TransactionDay(day: "2026-11-03", transactions: [SampleTransactions.coffee, SampleTransactions.books]),
        ])
    }

    @Test("A new year comes after the old one")
    func acrossYears() {
        let newYear = Transaction(day: "2027-01-01", description: "Fireworks", amountInCents: -2_000)
        let oldYear = Transaction(day: "2026-12-31", description: "Party", amountInCents: -3_500)
        let days = TransactionReportTransformer.days(from: [newYear, oldYear])
        #expect(days.map(\.day) == ["2026-12-31", "2027-01-01"])
    }
}
