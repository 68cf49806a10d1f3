import Testing
@testable import Stage1

@Suite("numberFormatter(number:separator:currency:)")
struct NumberFormatterTests {
    @Test("Default separator and currency", arguments: [
        // The workshop's table
        (10, "Rp 10"),
        (100, "Rp 100"),
        (1000, "Rp 1.000"),
        (10000, "Rp 10.000"),
        (100000, "Rp 100.000"),
        (1000000, "Rp 1.000.000"),
        // What it missed: zero, zero padding, negative numbers, the extremes
        (0, "Rp 0"),
        (1005, "Rp 1.005"),
        (1000050, "Rp 1.000.050"),
        (-7, "Rp -7"),
        (-1000, "Rp -1.000"),
        (Int.max, "Rp 9.223.372.036.854.775.807"),
        (Int.min, "Rp -9.223.372.036.854.775.808"),
    ])
    func defaults(number: Int, expected: String) {
        #expect(numberFormatter(number: number) == expected)
    }

    @Test("Another currency", arguments: [
        (1000, "$", "$ 1.000"),
        (-2500, "IDR", "IDR -2.500"),
    ])
    func currency(number: Int, currency: String, expected: String) {
        #expect(numberFormatter(number: number, currency: currency) == expected)
    }

    @Test("Another separator", arguments: [
        (1000, ",", "Rp 1,000"),
        (1000050, " ", "Rp 1 000 050"),
    ])
    func separator(number: Int, separator: String, expected: String) {
        #expect(numberFormatter(number: number, separator: separator) == expected)
    }
}
