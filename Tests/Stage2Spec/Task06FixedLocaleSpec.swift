import Foundation
import Testing
@testable import Stage2

// MARK: - Task 6: LocalizedAmountFormatter — Foundation's currency style, in a locale the test fixes

@Suite("Task 6: Format in a fixed locale")
struct Task06FixedLocaleSpec {
    @Test("It formats in the locale and the currency it is given", arguments: [
        // US English: the symbol first, "," between thousands, "." before the cents.
        ("en_US", "USD", "1234.5", "$1,234.50"),
        ("en_US", "USD", "-1234.5", "-$1,234.50"),
        ("en_US", "USD", "0", "$0.00"),
        ("en_US", "EUR", "1234.5", "€1,234.50"),
        // German: "." between thousands, "," before the cents, and the symbol last, after a
        // no-break space (U+00A0), which looks like a space and is not one.
        ("de_DE", "EUR", "1234.5", "1.234,50\u{00A0}€"),
        ("de_DE", "EUR", "1000000", "1.000.000,00\u{00A0}€"),
        ("de_DE", "USD", "1234.5", "1.234,50\u{00A0}$"),
    ])
    func format(localeIdentifier: String, currencyCode: String, amount: String, expected: String) throws {
        let formatter = LocalizedAmountFormatter(locale: Locale(identifier: localeIdentifier), currencyCode: currencyCode)
        let value = try #require(Decimal(string: amount))

        #expect(formatter.format(value) == expected, "\(amount) \(currencyCode) in \(localeIdentifier)")
    }
}
