import Stage4
import Testing

@Suite("Formatting an amount")
struct TransactionReportAmountTests {
    @Test("Given an amount in cents, when it is formatted, then it shows two decimals", arguments: [
        (250_075, "2500.75"),
        (1_209, "12.09"),
        (7, "0.07"),
        (0, "0.00"),
    ])
    func credits(cents: Int, expected: String) {
        #expect(formattedAmount(cents: cents) == expected)
    }

    @Test("Given a debit, when it is formatted, then it keeps its minus sign", arguments: [
        (-2_305, "-23.05"),
        (-5, "-0.05"),
    ])
    func debits(cents: Int, expected: String) {
        #expect(formattedAmount(cents: cents) == expected)
    }
}
