import Foundation
@testable import GraderEngine
@testable import SwiftSource
import Testing

@Suite("What a stage reads, drawn again: a table's locales and currencies, a service's base URL, the days a test writes")
struct FreshConventionsTests {
    private let source = """
        import Foundation
        import Testing
        @testable import Stage2

        struct LocaleSpec {
            @Test("In the locale it is given", arguments: [
                ("en_US", "USD", "1234.5", "$1,234.50"),
                ("de_DE", "EUR", "1234.5", "1.234,50 €"),
            ])
            func format(localeIdentifier: String, currencyCode: String, amount: String, expected: String) throws {
                let formatter = LocalizedAmountFormatter(locale: Locale(identifier: localeIdentifier), currencyCode: currencyCode)
                #expect(formatter.format(try #require(Decimal(string: amount))) == expected)
            }
        }

        """

    @Test("Each row's locale and currency become others that the table does not name; the amount and the expected text's digits are drawn")
    func localesAndCurrencies() throws {
        let test = try #require(SwiftScan.tests(in: source).first)
        let scenario = try #require(FreshScenario(test, in: source))
        var random = SeededRandom(seed: 5)
        let rows = scenario.freshArguments(count: 40, random: &random)
        var locales: Set<String> = []
        for row in rows {
            let match = try #require(row.wholeMatch(of: #/localeIdentifier: "(\w+)", currencyCode: "(\w+)", amount: "[^"]+", expected: (".+")/#), "\(row)")
            locales.insert(String(match.output.1))
            #expect(FreshConventions.locales.contains(String(match.output.1)) && !["en_US", "de_DE"].contains(match.output.1), "\(row)")
            #expect(FreshConventions.currencies.contains(String(match.output.2)) && !["USD", "EUR"].contains(match.output.2), "\(row)")
            #expect(match.output.3.wholeMatch(of: #/"(\$[1-9],\d{3}\.\d{2}|[1-9]\.\d{3},\d{2} €)"/#) != nil, "\(row)")
        }
        #expect(locales.count > 5, "\(locales)")
    }

    @Test("Any other text of a table stays", arguments: ["\"Rp\"", "\".\"", "\"abc\"", "\"EURO\"", "\"en-US\"", "nil"])
    func otherCells(cell: String) {
        var random = SeededRandom(seed: 1)
        #expect(FreshConventions.fresh(cell, avoiding: [], &random) == nil)
    }

    @Test("A column named separator or currency is asked again with one the table does not write; another column keeps its text")
    func separatorsAndCurrencies() {
        let written: Set<String> = ["\".\"", "\",\"", "\"Rp\"", "\"$\""]
        var random = SeededRandom(seed: 2)
        for _ in 0..<30 {
            let separator = FreshConventions.freshSymbol("\".\"", column: "separator", avoiding: written, &random)
            #expect(separator.map { FreshConventions.separators.map { "\"\($0)\"" }.contains($0) } == true, "\(String(describing: separator))")
            let currency = FreshConventions.freshSymbol("\"Rp\"", column: "currency", avoiding: written, &random)
            #expect(currency.map { FreshConventions.currencySymbols.map { "\"\($0)\"" }.contains($0) } == true, "\(String(describing: currency))")
        }
        #expect(FreshConventions.freshSymbol("\"Rp\"", column: "expected", avoiding: written, &random) == nil)
        #expect(FreshConventions.freshSymbol("separator", column: "separator", avoiding: written, &random) == nil)
    }

    @Test("A web address given to URL(string:) gets other words for its host and path, the same everywhere; its scheme and domain stay")
    func webAddresses() throws {
        let source = """
            private let service = HTTPDataService(baseURL: URL(string: "https://games.example.com/api")!, session: .shared)
            let same = URL(string: "https://games.example.com/api")
            let image = Product(imageURL: "https://example.com/a.png")
            let query = URL(string: "https://games.example.com/api?sort=title")
            """
        var data = FreshSampleData(stageTypes: ["HTTPDataService", "Product"])
        #expect(data.texts(in: source, doubles: false).map(\.text) == ["https://games.example.com/api", "https://games.example.com/api"])
        var random = SeededRandom(seed: 8)
        data.draw(for: [(source, false)], random: &random)
        let rewritten = data.rewritten(source, doubles: false)
        let drawn = try #require(rewritten.firstMatch(of: #/URL\(string: "([^"]+)"\)!/#)).output.1
        #expect(drawn.wholeMatch(of: #/https://[a-z]{3,9}\.example\.com/[a-z]{3,9}/#) != nil && drawn != "https://games.example.com/api", "\(rewritten)")
        #expect(rewritten.contains("let same = URL(string: \"\(drawn)\")"), "\(rewritten)")
        #expect(rewritten.contains("\"https://example.com/a.png\"") && rewritten.contains("\"https://games.example.com/api?sort=title\""), "\(rewritten)")
    }

    @Test("A day a spec file writes anywhere is drawn with the sample's days, all in their written order, the same day the same everywhere")
    func daysWrittenAnywhere() throws {
        let doubles = """
            static let coffee = Transaction(day: "2026-11-03", description: "Coffee", amountInCents: -450)
            """
        let spec = """
            let newYear = Transaction(day: "2027-01-01", description: "Fireworks")
            #expect(days.map(\\.day) == ["2026-12-31", "2027-01-01"])
            #expect(rows == [.subheader(title: "2026-11-03", odd: true)])
            let note = "on 2026-11-03"
            """
        var data = FreshSampleData(stageTypes: ["Transaction"])
        #expect(data.texts(in: spec, doubles: false).map(\.text) == ["2027-01-01", "2026-12-31", "2027-01-01", "2026-11-03"])
        var random = SeededRandom(seed: 4)
        data.draw(for: [(doubles, true), (spec, false)], random: &random)
        let fresh = ["2026-11-03", "2026-12-31", "2027-01-01"].map { data.rewritten("\"\($0)\"", doubles: false) }
        #expect(fresh[0] < fresh[1] && fresh[1] < fresh[2] && !fresh.contains("\"2026-11-03\""), "\(fresh)")
        let rewritten = data.rewritten(spec, doubles: false)
        #expect(rewritten.contains(".subheader(title: \(fresh[0])") && rewritten.contains("[\(fresh[1]), \(fresh[2])]"), "\(rewritten)")
        #expect(data.rewritten(doubles).contains("day: \(fresh[0])") && rewritten.contains("\"on 2026-11-03\""), "\(rewritten)")
    }
}
