import Foundation

// MARK: - Localized amount formatter

/// Formats an amount of money with Foundation, in the locale and the currency it is given.
///
/// Both are injected: the same amount is "$1,234.50" in US English and "1.234,50 €" in German,
/// and a formatter that quietly used the machine's locale would print something else on every
/// machine set to another language, a CI runner among them.
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
        let style = Decimal.FormatStyle.Currency(code: currencyCode, locale: locale)
        return amount.formatted(style)
    }
}
