import Foundation

// MARK: - Localized amount formatter

/// Formats an amount of money with Foundation, in the locale and the currency it is given.
public struct LocalizedAmountFormatter: Sendable {
    /// The conventions to write the amount in: the separators, and where the symbol goes.
    public let locale: Locale
    /// The ISO 4217 code of the currency, such as "USD" or "EUR": the caller's, whatever the
    /// locale's own currency is.
    public let currencyCode: String

    public init(locale: Locale, currencyCode: String) {
        self.locale = locale
        self.currencyCode = currencyCode
    }

    /// The amount in this formatter's locale and currency, such as "$1,234.50".
    public func format(_ amount: Decimal) -> String {
        // TODO: format(_:) — return `amount.formatted(…)` with a `Decimal.FormatStyle.Currency` of
        // this formatter's `currencyCode` and `locale`.
        ""
    }
}
