import Foundation
import SwiftSource

// MARK: - Locales and currencies a table names, drawn again

/// The locale identifiers (`"de_DE"`) and currency codes (`"EUR"`) of a spec test's table,
/// drawn again for a fresh row (issue 38). A stage reads them; one that knows only the spec's
/// two locales and two currencies (and writes the amount by hand with their separators and
/// symbols) passed task 6 of stage 2 on any amount. Foundation knows every locale, so the
/// reference, and any formatter that asks Foundation as the workbook says, answers the drawn
/// ones as they answer the written ones.
enum FreshConventions {
    /// Locales whose currency format the two Foundation APIs a learner may use
    /// (`Decimal.FormatStyle.Currency` and `NumberFormatter`) write alike, on every amount
    /// tried on this toolchain; `en_IN` is left out (one groups by lakh, the other does not).
    static let locales = [
        "cs_CZ", "da_DK", "de_AT", "de_CH", "de_DE", "en_AU", "en_CA", "en_GB", "en_US", "es_ES", "es_MX", "fi_FI",
        "fr_CA", "fr_FR", "id_ID", "it_IT", "ja_JP", "nb_NO", "nl_NL", "pl_PL", "pt_BR", "pt_PT", "sv_SE", "tr_TR",
    ]
    /// ISO 4217 codes of currencies with cents.
    static let currencies = ["AUD", "BRL", "CAD", "CHF", "DKK", "EUR", "GBP", "MXN", "NOK", "NZD", "PLN", "SEK", "SGD", "USD"]

    /// A cell that is a locale identifier or a currency code in quotes, drawn again: another
    /// of its kind that no cell of the table (`written`) names; `nil` for any other cell.
    static func fresh(_ cell: String, avoiding written: Set<String>, _ random: inout SeededRandom) -> String? {
        let pool: [String]
        if cell.wholeMatch(of: #/"[a-z]{2}_[A-Z]{2}"/#) != nil {
            pool = locales
        } else if cell.wholeMatch(of: #/"[A-Z]{3}"/#) != nil {
            pool = currencies
        } else {
            return nil
        }
        return another(from: pool, unless: { written.contains("\"\($0)\"") }, &random).map { "\"\($0)\"" } ?? cell
    }

    /// One of `pool` that `isWritten` does not name, drawn; `nil` when it names them all.
    private static func another(from pool: [String], unless isWritten: (String) -> Bool, _ random: inout SeededRandom) -> String? {
        let unwritten = pool.filter { !isWritten($0) }
        return unwritten.isEmpty ? nil : unwritten[Int(random.next() % UInt64(unwritten.count))]
    }

    /// Separators and currency symbols a stage writes as it is given them (`numberFormatter(…,
    /// separator: "_", currency: "£")`): one character each for the separators, as the
    /// spec's are, none a digit or a minus sign.
    static let separators = ["_", "·", "/", "|", ":", "’", "~"]
    static let currencySymbols = ["£", "₩", "₹", "kr", "CHF", "zł", "R$", "Fr"]

    /// A cell of a column named `separator` or `currency` (a plain text in quotes) drawn again:
    /// one of `separators` or `currencySymbols` that no cell of the table (`written`) names;
    /// `nil` for any other column or cell. A stage that knows only the spec's separators and
    /// symbols (and drops any other) answers it wrongly.
    static func freshSymbol(_ cell: String, column name: String, avoiding written: Set<String>, _ random: inout SeededRandom) -> String? {
        let pools = ["separator": separators, "currency": currencySymbols]
        guard let pool = pools[name], SwiftScan.quotedText(cell) != nil else { return nil }
        return another(from: pool, unless: { written.contains("\"\($0)\"") }, &random).map { "\"\($0)\"" } ?? cell
    }

    /// `URLError` codes that the workbook's service throws as they are (task 9 of stage 4 names
    /// only `.notConnectedToInternet` and `.networkConnectionLost` as offline and `.timedOut`):
    /// none of them is a device offline or an answer too late.
    static let passedOnTransportFailures = [
        "badServerResponse", "cannotDecodeRawData", "cannotParseResponse", "httpTooManyRedirects",
        "resourceUnavailable", "secureConnectionFailed",
    ]

    /// A cell that names a `URLError` code (`URLError.Code.timedOut`, `.cannotFindHost`) drawn
    /// again: one of `passedOnTransportFailures` that no cell of the table (`written`) names;
    /// `nil` for any other cell.
    static func freshTransportFailure(_ cell: String, avoiding written: Set<String>, _ random: inout SeededRandom) -> String? {
        guard cell.wholeMatch(of: #/(?:URLError\.Code)?\.[a-z]\w*/#) != nil else { return nil }
        let named = Set(written.compactMap { $0.split(separator: ".").last.map(String.init) })
        return another(from: passedOnTransportFailures, unless: named.contains, &random).map { "URLError.Code.\($0)" } ?? cell
    }
}
