import Foundation
import Testing
@testable import Stage2

@Suite("LocalizedAmountFormatter in locales the test chooses")
struct FixedLocaleTests {
    // Two locales, fixed by the test: whatever the machine's own locale is, at least one row
    // would differ if the formatter used it. `\u{00A0}` is the no-break space German puts
    // before the symbol.
    @Test("The same amount in two locales", arguments: [
        ("en_US", "USD", "$1,234.50"),
        ("en_US", "EUR", "€1,234.50"),
        ("de_DE", "EUR", "1.234,50\u{00A0}€"),
    ])
    func twoLocales(localeIdentifier: String, currencyCode: String, expected: String) {
        let formatter = LocalizedAmountFormatter(locale: Locale(identifier: localeIdentifier), currencyCode: currencyCode)

        #expect(formatter.format(Decimal(123450) / 100) == expected)
    }
}
