import Foundation
import SwiftSource

// MARK: - Canaries that look like the spec tests around them

/// A canary made of a real spec test that checks a table of cases, such as
///
///     @Test("The workshop's table", arguments: [(10, "Rp 10"), (100, "Rp 100"), (1000, "Rp 1.000")])
///     func workshopTable(number: Int, expected: String) {
///         #expect(numberFormatter(number: number) == expected)
///     }
///
/// copied whole (attributes, display name, body) under a generated name, with one row of its
/// table replaced by another row's inputs and a third row's different expected value:
/// `(100, "Rp 10")` in place of `(1000, "Rp 1.000")`, next to the real `(100, "Rp 100")`.
/// The same inputs are then expected to give two different values, which no code can do:
/// the canary fails on any code, finished or not, and a result stream in which it passed
/// was forged.
///
/// Whoever sees its results sees what a real spec test shows: the same display name, the same
/// expression text (`numberFormatter(number: number) == expected`), the same kind and range of
/// values (every value is one of the table's), as many cases, and a failure whenever the code
/// is not finished. What tells it apart is the pairing of one row's inputs with its expected
/// value; a forger must know the right answer for those inputs to see it (see the threat
/// model in `Grader/README.md`).
///
/// A test qualifies when its `arguments:` is an array literal of at least two tuples of its
/// parameters, its body compares its last parameter with `==`, and the last column holds
/// at least two different values.
struct TableCanary {
    /// The first and last line of the test (from 0, attributes included).
    var firstLine: Int
    var lastLine: Int
    var function: String
    /// Each row's elements, as byte ranges of the source; and the whole row, parentheses included.
    var rows: [(elements: [Range<Int>], whole: Range<Int>)]

    /// The table of `test` in `source`, when the test qualifies.
    init?(_ test: SwiftScan.ScannedTest, in source: String) {
        let bytes = Array(source.utf8)
        let tokens = SwiftTokenizer.tokens(of: source).filter { $0.kind != .newline }
        // `test.line` counts from 0; tokens count lines from 1.
        guard let start = tokens.firstIndex(where: { $0.line > test.line }),
              let function = tokens[start...].firstIndex(where: { $0.isWord("func") }),
              function + 2 < tokens.count, tokens[function + 2].isPunctuation("("),
              let label = tokens[start..<function].firstIndex(where: { $0.isWord("arguments") }),
              label + 2 < function, tokens[label + 1].isPunctuation(":"), tokens[label + 2].isPunctuation("["),
              let rows = Self.rows(tokens, from: label + 3, before: function),
              let (parameters, _, bodyStart) = Self.parameters(tokens, from: function + 2),
              let bodyEnd = SwiftScan.closing(tokens, from: bodyStart),
              let last = parameters.last, parameters.count >= 2, rows.count >= 2,
              rows.allSatisfy({ $0.elements.count == parameters.count }) else { return nil }
        let body = tokens[bodyStart...bodyEnd]
        let compared = zip(body, body.dropFirst()).contains { pair in
            (pair.0.isWord(last) && pair.1.isOperator("==")) || (pair.0.isOperator("==") && pair.1.isWord(last))
        }
        let expected = Set(rows.map { String(decoding: bytes[$0.elements.last!], as: UTF8.self) })
        guard compared, expected.count >= 2 else { return nil }
        self.firstLine = test.attributesStart
        self.lastLine = tokens[bodyEnd].line - 1
        self.function = tokens[function + 1].text
        self.rows = rows
    }

    /// The canary's lines: the whole test with a contradicting row, under the name `name`.
    func lines(in source: String, name: String, random: inout SeededRandom) -> [String] {
        let bytes = Array(source.utf8)
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        let expected = rows.map { text($0.elements.last!) }
        // Row `donor` lends its inputs, row `other` an expected value that differs from the
        // donor's, and row `replaced` (not the donor) makes way for the pair.
        let donor = Int(random.next() % UInt64(rows.count))
        let others = rows.indices.filter { expected[$0] != expected[donor] }
        let other = others[Int(random.next() % UInt64(others.count))]
        let places = rows.indices.filter { $0 != donor }
        let replaced = places[Int(random.next() % UInt64(places.count))]
        let row = "(" + (rows[donor].elements.dropLast().map(text) + [expected[other]]).joined(separator: ", ") + ")"

        let lines = source.components(separatedBy: "\n")
        let firstByte = lines[..<firstLine].reduce(0) { $0 + $1.utf8.count + 1 }
        let lastByte = lines[...lastLine].reduce(0) { $0 + $1.utf8.count + 1 } - 1
        let whole = rows[replaced].whole
        let copy = text(firstByte..<whole.lowerBound) + row + text(whole.upperBound..<lastByte)
        return SwiftScan.renameFunction(in: copy, from: function, to: name).components(separatedBy: "\n")
    }

    // MARK: Reading tokens

    /// `(a, b), (c, d)]`: the rows of an array literal of tuples, up to its `]` before `limit`.
    private static func rows(_ tokens: [SwiftToken], from first: Int, before limit: Int)
        -> [(elements: [Range<Int>], whole: Range<Int>)]? {
        var rows: [(elements: [Range<Int>], whole: Range<Int>)] = []
        var index = first
        while index < limit, !tokens[index].isPunctuation("]") {
            guard tokens[index].isPunctuation("("), let end = SwiftScan.closing(tokens, from: index), end < limit else { return nil }
            let elements = SwiftScan.split(tokens[(index + 1)..<end])
            guard !elements.isEmpty else { return nil }
            rows.append((elements, tokens[index].start..<tokens[end].end))
            index = end + 1
            if index < limit, tokens[index].isPunctuation(",") { index += 1 }
        }
        return index < limit ? rows : nil
    }

    /// The parameter names and type names of `(number: Int, _ expected: String)` opening at
    /// `open` (`["number", "expected"]`, `["Int", "String"]`), and the index of the body's `{`.
    static func parameters(_ tokens: [SwiftToken], from open: Int) -> (names: [String], types: [String], body: Int)? {
        guard let close = SwiftScan.closing(tokens, from: open) else { return nil }
        var names: [String] = []
        var types: [String] = []
        var depth = 0
        for index in (open + 1)..<close {
            let token = tokens[index]
            if ["(", "[", "<"].contains(where: { token.isPunctuation($0) || token.isOperator($0) }) { depth += 1 }
            if [")", "]", ">"].contains(where: { token.isPunctuation($0) || token.isOperator($0) }) { depth -= 1 }
            if depth == 0, token.isPunctuation(":"), tokens[index - 1].kind == .word {
                names.append(tokens[index - 1].text)
                types.append(tokens[index + 1].text)
            }
        }
        guard let body = tokens[close...].firstIndex(where: { $0.isPunctuation("{") }) else { return nil }
        return (names, types, body)
    }
}
