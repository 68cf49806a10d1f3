import Foundation
@testable import GraderEngine
@testable import GraderReports
@testable import SwiftSource
import Testing

@Suite("Canaries copied from the spec tests' own tables")
struct TableCanaryTests {
    static let table = """
        import Testing
        @testable import Stage1

        @Suite("Task 2: Group the digits by thousands")
        struct Task2GroupDigitsSpec {
            @Test("The workshop's table", arguments: [
                (10, "Rp 10"),
                (100, "Rp 100"),  // a comment stays
                (1000, "Rp 1.000"),
            ])
            func workshopTable(number: Int, expected: String) {
                #expect(numberFormatter(number: number) == expected)
            }

            @Test("Odd numbers are odd", arguments: [1, 3])
            func odd(number: Int) {
                #expect(!isEven(number: number))
            }

            @Test("Not a number", arguments: notANumber)
            func notNumber(text: String, expected: String) {
                #expect(parse(text) == expected)
            }

            @Test("Labels only", arguments: [("a", "x"), ("b", "y")])
            func labels(text: String, expected: String) {
                #expect(!text.isEmpty)
            }
        }

        """

    /// The rows of a canary's table, as text, read back the way the canary was made.
    private func rows(of lines: [String]) throws -> [[String]] {
        let text = lines.joined(separator: "\n")
        let test = try #require(SwiftScan.tests(in: text).first)
        let table = try #require(TableCanary(test, in: text))
        let bytes = Array(text.utf8)
        return table.rows.map { $0.elements.map { String(decoding: bytes[$0], as: UTF8.self) } }
    }

    @Test("Only a table of tuples whose last column the body compares with == qualifies")
    func qualifying() {
        let tests = SwiftScan.tests(in: Self.table)
        #expect(tests.map { TableCanary($0, in: Self.table) != nil } == [true, false, false, false])
    }

    @Test("A canary is the whole test under another name, whose table gives one input two different expected values", arguments: 0..<20)
    func contradiction(seed: UInt64) throws {
        let test = try #require(SwiftScan.tests(in: Self.table).first)
        let table = try #require(TableCanary(test, in: Self.table))
        var random = SeededRandom(seed: seed)
        let lines = table.lines(in: Self.table, name: "kcanary", random: &random)
        let text = lines.joined(separator: "\n")
        #expect(text.contains(#"@Test("The workshop's table", arguments: ["#))
        #expect(text.contains("func kcanary(number: Int, expected: String) {"))
        #expect(text.contains("#expect(numberFormatter(number: number) == expected)"))
        #expect(!text.contains("workshopTable"))
        let rows = try rows(of: lines)
        #expect(rows.count == 3)
        // Every value is one of the table's...
        #expect(rows.allSatisfy { ["10", "100", "1000"].contains($0[0]) && [#""Rp 10""#, #""Rp 100""#, #""Rp 1.000""#].contains($0[1]) })
        // ...and some input is expected to give two different values: no code passes both.
        let byInput = Dictionary(grouping: rows, by: { $0[0] }).mapValues { Set($0.map { $0[1] }) }
        #expect(byInput.values.contains { $0.count == 2 })
    }

    @Test("Every stage's spec tests get three canaries, all made of their tables, none of the old `<integer> == <integer>` shape",
          arguments: 1...4)
    func kataStages(stage: Int) throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tests/Stage\(stage)Spec")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        let files = try Dictionary(uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: folder.appendingPathComponent($0))) })
        for seed in UInt64(0)..<10 {
            let twins = SpecTwins.generate(specFiles: files, stage: stage, seed: seed)
            #expect(twins.canaries.count == 3)
            #expect(twins.canaries.allSatisfy { !$0.mustPass })
            let text = twins.files.values.map { String(decoding: $0, as: UTF8.self) }.joined()
            #expect(text.range(of: #"#expect\([0-9]+ == [0-9]+\)"#, options: .regularExpression) == nil)
            for canary in twins.canaries {
                let function = try #require(canary.key.split(separator: "/").last)
                #expect(text.contains("func \(function)("))
            }
            // The same display names as the spec tests, no other.
            let displayNames = { (text: String) in Set(SwiftScan.tests(in: text).compactMap(\.displayName)) }
            let spec = files.values.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
            #expect(displayNames(text) == displayNames(spec))
        }
    }
}
