import Testing
@testable import Stage2

// MARK: - Task 1: AmountFormatting.format(_:separator:currency:)

@Suite("Task 1: Bring your stage 1 formatter")
struct Task01AmountFormattingSpec {
    @Test("It formats like stage 1's numberFormatter", arguments: [
        (1000, ".", "Rp", "Rp 1.000"),
        (0, ".", "Rp", "Rp 0"),
        (1000050, ".", "Rp", "Rp 1.000.050"),
        (-1005, ".", "Rp", "Rp -1.005"),
        (-1, ".", "Rp", "Rp -1"),
        (1000, ",", "$", "$ 1,000"),
        (Int.min, ".", "Rp", "Rp -9.223.372.036.854.775.808"),
    ])
    func format(number: Int, separator: String, currency: String, expected: String) {
        #expect(
            AmountFormatting.format(number, separator: separator, currency: currency) == expected,
            "paste your finished stage 1 formatter into AmountFormatting.format"
        )
    }
}
