import Testing
@testable import Stage1

// MARK: - Task 3: numberFormatter(number:separator:currency:) with your own choices

@Suite("Task 3: Use any separator and currency")
struct Task03SeparatorAndCurrencySpec {
    @Test("The currency goes first, then a space", arguments: [
        (1000, "$", "$ 1.000"),  // the workshop's table
        (10, "$", "$ 10"),
        (1000000, "IDR", "IDR 1.000.000"),
        (-2500, "€", "€ -2.500"),
        (0, "¥", "¥ 0"),
    ])
    func currency(number: Int, currency: String, expected: String) {
        #expect(
            numberFormatter(number: number, currency: currency) == expected,
            "the amount starts with the currency you pass, \"\(currency)\", and one space"
        )
    }

    @Test("The separator goes between every group of three digits", arguments: [
        (1000, ",", "Rp 1,000"),
        (1000050, ",", "Rp 1,000,050"),
        (-1234567, " ", "Rp -1 234 567"),
        (1000000, "'", "Rp 1'000'000"),
        (999, ",", "Rp 999"),
    ])
    func separator(number: Int, separator: String, expected: String) {
        #expect(
            numberFormatter(number: number, separator: separator) == expected,
            "the groups are joined by the separator you pass, \"\(separator)\""
        )
    }

    @Test("Separator and currency together")
    func separatorAndCurrency() {
        #expect(numberFormatter(number: 1234567, separator: ",", currency: "$") == "$ 1,234,567")
    }
}
