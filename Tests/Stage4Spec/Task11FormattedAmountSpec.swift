import Stage4
import Testing

@Suite("Task 11: Format an amount")
struct Task11FormattedAmountSpec {
    @Test("An amount shows its whole part and two decimals", arguments: [
        (123_456, "1234.56"),
        (1_210, "12.10"),
        (100, "1.00"),
    ])
    func twoDecimals(cents: Int, expected: String) {
        #expect(formattedAmount(cents: cents) == expected)
    }

    @Test("Fewer than ten cents keep their leading zero", arguments: [
        (1_209, "12.09"),
        (5, "0.05"),
        (0, "0.00"),
    ])
    func leadingZero(cents: Int, expected: String) {
        #expect(formattedAmount(cents: cents) == expected)
    }

    @Test("A debit shows a minus sign, even below one unit", arguments: [
        (-305, "-3.05"),
        (-5, "-0.05"),
        (-1, "-0.01"),
        (-100_000, "-1000.00"),
    ])
    func debit(cents: Int, expected: String) {
        #expect(formattedAmount(cents: cents) == expected)
    }
}
