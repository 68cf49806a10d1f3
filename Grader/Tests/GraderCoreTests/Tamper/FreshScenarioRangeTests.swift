import Foundation
@testable import GraderEngine
@testable import SwiftSource
import Testing

@Suite("How big a fresh number is: one digit stays one digit, a table about every Int asks about 18 digits")
struct FreshScenarioRangeTests {
    private let source = """
        import Testing
        @testable import Stage2

        struct FormatSpec {
            @Test("It formats", arguments: [
                (1000, ".", "Rp 1.000"),
                (-1, ".", "Rp -1"),
                (Int.min, ".", "Rp -9.223.372.036.854.775.808"),
            ])
            func format(number: Int, separator: String, expected: String) {
                #expect(AmountFormatting.format(number, separator: separator) == expected)
            }

            @Test("Small", arguments: [(1000, "x"), (-5, "y")])
            func small(number: Int, expected: String) {
                #expect(AmountFormatting.format(number, separator: ".") == expected)
            }
        }

        """

    private func scenario(_ function: String) throws -> FreshScenario {
        let test = try #require(SwiftScan.tests(in: source).first { $0.function == function })
        return try #require(FreshScenario(test, in: source))
    }

    /// The fresh number of each of `rows` (its first argument).
    private func numbers(_ rows: [String]) throws -> [Int] {
        try rows.map { row in try #require(row.firstMatch(of: #/number: \((-?\d+)\)/#).flatMap { Int($0.output.1) }, "\(row)") }
    }

    @Test("A table that writes Int.min asks first about a number of 18 digits, with its row's sign and last digit")
    func everyInt() throws {
        let table = try scenario("format")
        #expect(table.asksEveryInt && table.digits == 18)
        for seed in 1...20 {
            var random = SeededRandom(seed: UInt64(seed))
            let rows = table.freshArguments(count: 4, random: &random)
            let first = try #require(try numbers(rows.prefix(1).map { $0 }).first)
            #expect(String(first.magnitude).count == 18 && first > 0 && first % 10 == 0, "\(rows)")
        }
    }

    @Test("Another table draws as many digits as it writes at most; one digit is another digit of its sign and parity")
    func smallTable() throws {
        let table = try scenario("small")
        #expect(!table.asksEveryInt && table.digits == 4)
        var random = SeededRandom(seed: 3)
        for number in try numbers(table.freshArguments(count: 30, random: &random)) {
            if number < 0 {
                #expect([-1, -3, -7, -9].contains(number), "\(number)")
            } else {
                #expect((2...4).contains(String(number).count) && number % 10 == 0, "\(number)")
            }
        }
    }

    @Test("A row that writes Int.min keeps it, with the cells of the row most unlike it")
    func extremeWithOthersCells() throws {
        let source = """
            struct FormatSpec {
                @Test("It formats", arguments: [
                    (1000, ".", "Rp", "Rp 1.000"),
                    (1000, ",", "$", "$ 1,000"),
                    (Int.min, ".", "Rp", "Rp -9.223.372.036.854.775.808"),
                ])
                func format(number: Int, grouping: String, unit: String, expected: String) {
                    #expect(AmountFormatting.format(number, separator: grouping, currency: unit) == expected)
                }
            }

            """
        let test = try #require(SwiftScan.tests(in: source).first)
        let table = try #require(FreshScenario(test, in: source))
        var random = SeededRandom(seed: 5)
        let rows = table.freshArguments(count: 3, random: &random)
        let extreme = try #require(rows.first { $0.hasPrefix("number: .min") }, "\(rows)")
        #expect(extreme.contains(#"grouping: ",", unit: "$""#), "\(extreme)")
    }

    @Test("Every row with something to draw is asked again, though the check asks for fewer")
    func everyRowAsked() throws {
        var random = SeededRandom(seed: 4)
        let rows = try scenario("format").freshArguments(count: 1, random: &random)
        #expect(rows.count == 3 && rows.contains { $0.hasPrefix("number: .min") }, "\(rows)")
    }
}
