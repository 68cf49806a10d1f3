import Foundation
import SwiftSource

// MARK: - Spec tests again, on inputs nobody has seen

/// A spec test asked again on whole numbers drawn for the workspace, its answers computed by
/// the reference at run time (issue 38). A stage that is a lookup table of the public spec
/// inputs passes the spec tests as written and fails these.
///
/// A test qualifies when its first `#expect` calls one of the stage's top-level functions
/// (`numberFormatter(number: number, currency: currency)`) with at least one whole number: a
/// literal, or a parameter fed one by the test's `arguments:` table. Each fresh check calls the
/// function twice with the same fresh numbers (the table's other values kept): in the learner's
/// module and in the oracle, a copy of the reference under a generated module name that no
/// submission can know, compiled into the twins' module only:
///
///     #expect(Stage1.numberFormatter(number: 48213, currency: "$") == Kq81.numberFormatter(number: 48213, currency: "$"))
struct FreshInputs {
    /// What fills one hole of the call.
    enum Hole: Equatable {
        /// A whole-number literal, as written: drawn afresh for each check.
        case literal(String)
        /// A whole-number parameter: drawn afresh for each check, from the row's value.
        case number(Int)
        /// The value of a parameter that is not a whole number, from the row drawn for the check.
        case row(Int)

        var isFresh: Bool {
            if case .row = self { return false }
            return true
        }
    }

    /// The call's source text around its holes: `parts.count == holes.count + 1`.
    var parts: [String]
    var holes: [Hole]
    /// For a parameterized test: each row's elements as written (a scalar row has one).
    var rows: [[String]]
    /// The most digits of a whole number the test itself writes (at least 2): fresh numbers
    /// have no more, so code that is right for the test's own range is asked within it.
    var digits = 2
    /// The function's parameter names, for the cells a row gives (`separator`, `currency`:
    /// drawn again, `FreshConventions.freshSymbol`).
    var parameterNames: [String] = []

    /// The fresh call of `test` in `source`, when it qualifies: `functions` are the stage's
    /// top-level function names (`numberFormatter`).
    init?(_ test: SwiftScan.ScannedTest, in source: String, functions: Set<String>) {
        let tokens = SwiftTokenizer.tokens(of: source).filter { $0.kind != .newline }
        let bytes = Array(source.utf8)
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        guard let start = tokens.firstIndex(where: { $0.line > test.line }),
              let function = tokens[start...].firstIndex(where: { $0.isWord("func") }),
              function + 2 < tokens.count, tokens[function + 2].isPunctuation("("),
              let (parameters, types, bodyStart) = TableCanary.parameters(tokens, from: function + 2),
              let bodyEnd = SwiftScan.closing(tokens, from: bodyStart),
              let expect = (bodyStart..<bodyEnd).first(where: { tokens[$0].isPunctuation("#") && tokens[$0 + 1].isWord("expect") }),
              let callStart = (expect..<bodyEnd).first(where: { index in
                  tokens[index].kind == .word && functions.contains(tokens[index].text)
                      && tokens[index + 1].isPunctuation("(") && !tokens[index - 1].isPunctuation(".")
              }),
              let callEnd = SwiftScan.closing(tokens, from: callStart + 1) else { return nil }

        rows = []
        parameterNames = parameters
        if test.parameterized {
            guard let table = Self.argumentRows(tokens, attributes: start..<function, parameterCount: parameters.count, text: text) else { return nil }
            rows = table
        }

        // The holes: whole-number literals (a minus sign before one included) and parameters, as
        // the call's argument values (not labels, not members).
        parts = []
        holes = []
        var from = tokens[callStart].start
        var index = callStart + 2
        while index < callEnd {
            let token = tokens[index]
            let isValue = !tokens[index - 1].isPunctuation(".") && !tokens[index + 1].isPunctuation(":")
            let signed = token.isOperator("-") && tokens[index + 1].kind == .number && !tokens[index + 1].spaceBefore
            let literal = signed ? index + 1 : index
            if isValue, tokens[literal].kind == .number, Self.isWholeNumber(tokens[literal].text) {
                parts.append(text(from..<token.start))
                holes.append(.literal(text(token.start..<tokens[literal].end)))
                from = tokens[literal].end
                index = literal + 1
                continue
            }
            if isValue, token.kind == .word, let parameter = parameters.firstIndex(of: token.text), !rows.isEmpty {
                parts.append(text(from..<token.start))
                holes.append(types[parameter] == "Int" ? .number(parameter) : .row(parameter))
                from = token.end
            }
            index += 1
        }
        parts.append(text(from..<tokens[callEnd].end))
        guard holes.contains(where: \.isFresh) else { return nil }
        let written = (rows.flatMap { $0 } + parts).flatMap { $0.matches(of: #/\d[\d_]*/#).map { $0.output.filter(\.isNumber).count } }
        digits = min(18, max(2, written.max() ?? 2))
    }

    /// The rows of a test's `arguments:` array literal among `attributes` (a scalar row has one
    /// element), each element as written; `nil` when there is none, or a row does not have one
    /// element per parameter.
    static func argumentRows(_ tokens: [SwiftToken], attributes: Range<Int>, parameterCount: Int,
                             text: (Range<Int>) -> String) -> [[String]]? {
        guard let label = tokens[attributes].firstIndex(where: { $0.isWord("arguments") }),
              tokens[label + 1].isPunctuation(":") else { return nil }
        if parameterCount == 2, let columns = zippedColumns(tokens, at: label + 2, text: text) {
            return columns.count == 2 ? zip(columns[0], columns[1]).map { [$0, $1] } : nil
        }
        guard let open = tokens[label + 2].isPunctuation("[") ? label + 2 : namedTable(tokens, at: label + 2),
              let close = SwiftScan.closing(tokens, from: open) else { return nil }
        let rows = SwiftScan.split(tokens[(open + 1)..<close]).map { element -> [String] in
            let row = text(element)
            guard parameterCount > 1, row.hasPrefix("("), row.hasSuffix(")") else { return [row] }
            let inner = String(row.dropFirst().dropLast())
            let innerBytes = Array(inner.utf8)
            let innerTokens = SwiftTokenizer.tokens(of: inner).filter { $0.kind != .newline }
            return SwiftScan.split(innerTokens[...]).map { String(decoding: innerBytes[$0], as: UTF8.self) }
        }
        guard !rows.isEmpty, rows.allSatisfy({ $0.count == parameterCount }) else { return nil }
        return rows
    }

    /// The elements of each array literal of `zip([…], […])` at `start`, as written; `nil` when
    /// there is no `zip` there, or an argument of it is not an array literal of the same length.
    private static func zippedColumns(_ tokens: [SwiftToken], at start: Int, text: (Range<Int>) -> String) -> [[String]]? {
        guard start + 1 < tokens.count, tokens[start].isWord("zip"), tokens[start + 1].isPunctuation("("),
              let close = SwiftScan.closing(tokens, from: start + 1) else { return nil }
        var columns: [[String]] = []
        for argument in SwiftScan.split(tokens[(start + 2)..<close]) {
            guard let open = tokens.firstIndex(where: { $0.start == argument.lowerBound }), tokens[open].isPunctuation("["),
                  let end = SwiftScan.closing(tokens, from: open), tokens[end].end == argument.upperBound else { return nil }
            columns.append(SwiftScan.split(tokens[(open + 1)..<end]).map(text))
        }
        return Set(columns.map(\.count)).count == 1 ? columns : nil
    }

    /// The `[` of the array literal that a table named in `arguments:` holds, when the name
    /// stands alone (`arguments: notANumber`, not `Kind.allCases` or a call) and the file declares
    /// it as a constant: `static let notANumber: [String?] = [`…`]`.
    private static func namedTable(_ tokens: [SwiftToken], at name: Int) -> Int? {
        guard tokens[name].kind == .word, name + 1 < tokens.count,
              tokens[name + 1].isPunctuation(")") || tokens[name + 1].isPunctuation(",") else { return nil }
        let declaration = tokens.indices.dropFirst().first { index in
            tokens[index].text == tokens[name].text && tokens[index].kind == .word && tokens[index - 1].isWord("let")
        }
        guard let declaration,
              let equals = tokens[declaration...].firstIndex(where: { $0.isOperator("=") || $0.isPunctuation("{") }),
              tokens[equals].isOperator("="), equals + 1 < tokens.count, tokens[equals + 1].isPunctuation("[") else { return nil }
        return equals + 1
    }

    /// `count` checks, each the call in `module` against the call in `oracle` on fresh numbers.
    func checks(count: Int, module: String, oracle: String, random: inout SeededRandom) -> [String] {
        // Rows whose whole numbers are written as numbers (not `Int.max - 1`), whose sign and
        // last digit the fresh ones keep; any row when no row has them.
        let numberRows = rows.filter { row in
            holes.allSatisfy { hole in
                if case .number(let parameter) = hole { return Self.wholeNumber(row[parameter]) != nil }
                return true
            }
        }
        let drawn = numberRows.isEmpty ? rows : numberRows
        let cells = Set(rows.flatMap { $0 })
        return (0..<count).map { _ in
            let row = drawn.isEmpty ? [] : drawn[Int(random.next() % UInt64(drawn.count))]
            var call = parts[0]
            for (hole, part) in zip(holes, parts.dropFirst()) {
                switch hole {
                case .literal(let written): call += "(\(Self.freshInput(like: written, digits: digits, &random)))"
                case .number(let parameter): call += "(\(Self.freshInput(like: row[parameter], digits: digits, &random)))"
                case .row(let parameter):
                    let cell = row[parameter]
                    call += "(\(FreshConventions.freshSymbol(cell, column: parameterNames[parameter], avoiding: cells, &random) ?? cell))"
                }
                call += part
            }
            return "    #expect(\(module).\(call) == \(oracle).\(call))"
        }
    }

    /// A literal that is a whole number as written: `1000`, `1_000`.
    static func isWholeNumber(_ text: String) -> Bool {
        wholeNumber(text) != nil
    }

    /// The value of a whole number as a table writes it: `-2500`, `1_000`, `- 5`; `nil` for an
    /// expression such as `Int.max - 1`.
    static func wholeNumber(_ text: String) -> Int? {
        Int(text.filter { $0 != "_" && $0 != " " })
    }

    /// A fresh input for a test that writes `written`: a number of one digit becomes another of
    /// one digit, with its sign and parity (`5` → `3`, `-1` → `-7`, `0` → `4`), so that a row about
    /// fewer than ten asks again about fewer than ten; any other as `freshNumber`.
    static func freshInput(like written: String, digits: Int, fewest: Int = 2, _ random: inout SeededRandom) -> Int {
        guard let original = wholeNumber(written), original.magnitude < 10 else {
            return freshNumber(like: written, digits: digits, fewest: fewest, &random)
        }
        let others = stride(from: Int(original.magnitude % 2), through: 9, by: 2).filter { $0 != 0 && $0 != Int(original.magnitude) }
        let drawn = others[Int(random.next() % UInt64(others.count))]
        return original < 0 ? -drawn : drawn
    }

    /// Another HTTP status of the class of `written` (100 to 999), its last two digits drawn
    /// anew (`503` → `547`, `201` → `268`). A status drawn as any number lands in the class a
    /// stage must answer for rarely, and a stage that answers only the spec's statuses of a
    /// class, or their last digits (`204` refused where `200`, `201` and `299` succeed), would pass.
    static func freshStatus(like written: Int, _ random: inout SeededRandom) -> Int {
        let others = (0...99).map { written / 100 * 100 + $0 }.filter { $0 != written }
        return others[Int(random.next() % UInt64(others.count))]
    }

    /// A whole number of `fewest` (2 unless given) to `digits` digits (at most 18) with the sign and the last digit of
    /// the number written in the test, when it is one (`Int.max - 1` is not): the spec test's
    /// row for even numbers asks again about even numbers, its row below zero about numbers below zero.
    static func freshNumber(like written: String, digits most: Int, fewest: Int = 2, _ random: inout SeededRandom) -> Int {
        let top = min(18, most)
        let low = max(2, min(fewest, top))
        let digits = Int(random.next() % UInt64(max(1, top - low + 1))) + low
        var power = 1
        for _ in 2..<digits { power *= 10 }
        let high = power + Int(random.next() % UInt64(power * 9))
        guard let original = wholeNumber(written) else {
            return random.next() % 2 == 0 ? high : -high
        }
        let magnitude = high * 10 + Int(original.magnitude % 10)
        return original < 0 ? -magnitude : magnitude
    }
}
