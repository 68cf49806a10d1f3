import Foundation
import SwiftSource

// MARK: - Mutant generator

/// Where one or more mutants change a file: a stretch of code that `MutantSchemata` puts behind
/// the run-time switch, with one variant per mutant.
struct MutationSite: Sendable {
    enum Kind: Sendable, Hashable {
        /// A whole expression, chosen as `(on ? (variant) : (original))`.
        case expression
        /// Whole statements on lines of their own, chosen as `if on { variant } else { original }`.
        case statements
        /// A parameter's default value, chosen as an expression through a switch that a default
        /// value may call (`MutantSchemata.defaultValueSwitch`): a private one cannot be.
        case defaultValue
        /// The end of a `CodingKey` enum, where a `stringValue` is added that gives each variant's
        /// key its mutated name when it is on, and the raw value otherwise: a raw value itself
        /// must be a literal. Each variant is a line such as `if case .releaseYear = self { return "" }`.
        case codingKeyName
    }

    /// The stretch of the file, in UTF-8 bytes.
    var range: Range<Int>
    var kind: Kind
    /// Each mutant's id and the text that takes the stretch's place when it is on.
    var variants: [(id: String, text: String)]
}

/// Finds the mutants of one Swift file with the classic operators (`Mutant.Operator`), in code
/// only: never in comments, doc comments, imports, attributes, compiler directives, an enum's
/// `case` lines, a `switch` case's patterns other than literals, or a declaration's parameters
/// other than their default values, where a switch could not compile.
///
/// Each mutant changes one token (or one statement), and is placed on the smallest stretch
/// around it that is a whole expression: the tokens between delimiters such as `=`, `,`, `:`,
/// an opening bracket, a keyword or the end of the line.
struct MutantGenerator {
    let file: String
    let source: String
    private let tokens: [SwiftToken]
    private let bytes: [UInt8]
    private var mutants: [Mutant] = []
    private var sites: [MutationSite] = []
    private var nextNumber: Int
    private let shape: SwiftCodeShape
    /// The source's lines, for `Mutant.sourceLine`: split once, not once a mutant.
    private let sourceLines: [Substring]

    /// The mutants of `source` (the file `file` of a stage's reference), numbered from `firstNumber`.
    static func mutants(of source: String, file: String, firstNumber: Int = 1) -> (mutants: [Mutant], sites: [MutationSite]) {
        var generator = MutantGenerator(file: file, source: source, firstNumber: firstNumber)
        generator.generate()
        return (generator.mutants, generator.sites)
    }

    private init(file: String, source: String, firstNumber: Int) {
        self.file = file
        self.source = source
        shape = SwiftCodeShape(source: source)
        tokens = shape.tokens
        bytes = Array(source.utf8)
        sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false)
        nextNumber = firstNumber
    }

    // MARK: Operators

    private static let relational = ["<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "=="]
    /// Beyond the boundary: the comparison turned around, or an equality made an order.
    private static let relationalReplacement = ["<": [">"], "<=": [">="], ">": ["<"], ">=": ["<="], "==": ["<", ">"]]
    private static let arithmetic = ["+": "-", "-": "+", "*": "/", "/": "*", "%": "/"]
    private static let compoundAssignment = ["+=": "-=", "-=": "+=", "*=": "/=", "/=": "*=", "%=": "/="]
    private static let logical = ["&&": "||", "||": "&&"]
    /// Words that begin a statement no deletion or swap may touch.
    private static let statementKeywords: Set<String> = [
        "let", "var", "return", "if", "guard", "for", "while", "switch", "case", "default", "break", "continue",
        "throw", "defer", "do", "repeat", "else", "func", "import", "fallthrough", "init", "deinit", "struct",
        "class", "enum", "extension", "protocol", "actor", "typealias", "public", "private", "fileprivate",
        "internal", "static", "final", "open", "override", "mutating", "nonmutating", "lazy", "weak", "unowned",
        "subscript", "associatedtype", "catch", "nonisolated",
    ]

    private mutating func generate() {
        for index in tokens.indices where !shape.skipped.contains(index) {
            let token = tokens[index]
            if shape.defaultValues.contains(index), tokens[index - 1].isOperator("=") {
                defaultValueMutant(at: index)
            }
            switch token.kind {
            case .operator:
                operatorMutants(at: index)
            case .number:
                constantMutants(at: index)
            case .string:
                if !token.text.hasPrefix("\"\"\""), !token.text.hasPrefix("#") {
                    let replacement = token.text == "\"\"" ? "\"mutant\"" : "\"\""
                    tokenMutant(at: index, operator: .string, replacement: replacement)
                }
            case .word:
                if token.text == "true" || token.text == "false" {
                    tokenMutant(at: index, operator: .boolean, replacement: token.text == "true" ? "false" : "true")
                } else if ["if", "guard", "while"].contains(token.text) {
                    conditionMutants(at: index)
                } else if token.text == "return" {
                    returnMutant(at: index)
                }
            case .punctuation, .newline:
                break
            }
        }
        statementMutants()
        codingKeyMutants()
    }

    /// A `CodingKey` enum's raw value emptied, as the string operator does elsewhere: the key
    /// then names nothing in the JSON, as a typo in it would.
    private mutating func codingKeyMutants() {
        for key in shape.codingKeyRawValues() where tokens[key.literal].text != "\"\"" {
            let closing = tokens[key.closingBrace].start
            add(.string, change: "`\(tokens[key.literal].text)` → `\"\"`", line: tokens[key.literal].line, site: closing..<closing,
                kind: .codingKeyName, variant: "if case .\(key.caseName) = self { return \"\" }")
        }
    }

    private mutating func operatorMutants(at index: Int) {
        let token = tokens[index]
        let binary = token.spaceBefore && token.spaceAfter
        if binary, let other = Self.relational[token.text] {
            tokenMutant(at: index, operator: .relational, replacement: other)
            for replacement in hasNoOrder(besides: index) ? [] : Self.relationalReplacement[token.text] ?? [] {
                tokenMutant(at: index, operator: .relationalReplacement, replacement: replacement)
            }
        } else if binary, let other = Self.arithmetic[token.text] {
            tokenMutant(at: index, operator: .arithmetic, replacement: other)
        } else if binary, let other = Self.logical[token.text] {
            tokenMutant(at: index, operator: .boolean, replacement: other)
            clauseDeletions(at: index)
        } else if binary, token.text == "??" {
            fallbackMutant(at: index)
        } else if binary, let other = Self.compoundAssignment[token.text] {
            // An assignment is a statement: the whole line is switched.
            guard let line = statementLine(containing: index) else { return }
            let variant = replacingToken(index, with: other, in: line.range)
            add(.arithmetic, change: "`\(text(line.range))` → `\(variant)`", line: token.line,
                site: line.range, kind: .statements, variant: variant)
        } else if !token.spaceAfter, token.text == "!" || token.text == "-", shape.isPrefix(index) {
            tokenMutant(at: index, operator: token.text == "!" ? .boolean : .arithmetic, replacement: "")
        }
    }

    private mutating func constantMutants(at index: Int) {
        guard let value = Int(tokens[index].text), value < Int.max else { return }
        tokenMutant(at: index, operator: .constant, replacement: String(value + 1))
        // `0` becomes `-1` too, except right after a minus sign, where `--1` would not parse.
        if value > 0 || !shape.isNegated(index) {
            tokenMutant(at: index, operator: .constant, replacement: String(value - 1))
        }
    }

    /// Whether an operand of the comparison at `index` is a value with no order: `nil`, `true`,
    /// `false`, or an enum's case (`.timedOut`). `error < nil` would only cost the compile check a round.
    private func hasNoOrder(besides index: Int) -> Bool {
        let unordered = ["nil", "true", "false"]
        let before = tokens[index - 1]
        guard index + 1 < tokens.count else { return true }
        let after = tokens[index + 1]
        return before.kind == .word && unordered.contains(before.text) || after.kind == .word && unordered.contains(after.text)
            || after.isPunctuation(".")
    }

    /// The condition negated; for an `if` or a `guard`, also replaced by `true` (the check
    /// skipped: a guard that never fires) and by `false` (the branch never taken). Not for a
    /// `while`, where `true` would only loop until the time limit.
    private mutating func conditionMutants(at keyword: Int) {
        guard let range = shape.expressionRange(from: keyword + 1, to: keyword + 1, includingStart: false) else { return }
        let text = self.text(range)
        let line = tokens[keyword].line
        add(.condition, change: "condition negated", line: line, site: range, kind: .expression, variant: "!(\(text))")
        guard tokens[keyword].text != "while" else { return }
        for constant in ["true", "false"] where text != constant {
            add(.conditionConstant, change: "condition replaced by `\(constant)`", line: line, site: range,
                kind: .expression, variant: constant)
        }
    }

    /// Each clause of a chain of `&&` and `||` dropped, once per chain: the operator at `index`
    /// drops the clause after it, and the chain's first operator the clause before it too.
    private mutating func clauseDeletions(at index: Int) {
        guard let span = shape.expressionTokens(from: index, to: index, includingStart: true) else { return }
        let operators = shape.levelTokens(in: span).filter { tokens[$0].kind == .operator && Self.logical[tokens[$0].text] != nil }
        guard let position = operators.firstIndex(of: index) else { return }
        let start = tokens[span.lowerBound].start
        let end = tokens[span.upperBound].end
        let nextOperator = position + 1 < operators.count ? operators[position + 1] : nil
        // The clause after this operator ends where the next operator begins, or with the chain.
        let clauseEnd = nextOperator.map { tokens[$0 - 1].end } ?? end
        var variants = [text(start..<tokens[index].start).trimmingCharacters(in: .whitespaces) + text(clauseEnd..<end)]
        if position == 0 { variants.insert(text(tokens[index + 1].start..<end), at: 0) }
        for variant in variants {
            add(.clauseDeletion, change: "`\(Self.oneLine(text(start..<end)))` → `\(Self.oneLine(variant))`",
                line: tokens[index].line, site: start..<end, kind: .expression, variant: variant)
        }
    }

    /// `a ?? b` → `b`: the fallback used even when there is a value. (Its literals, `?? 0` or
    /// `?? ""`, are the constant and string operators'.) Only where `??` is the one operator of
    /// its level, so that its two sides are plain.
    private mutating func fallbackMutant(at index: Int) {
        guard let span = shape.expressionTokens(from: index, to: index, includingStart: true),
              shape.levelTokens(in: span).filter({ tokens[$0].kind == .operator && tokens[$0].spaceBefore && tokens[$0].spaceAfter }) == [index],
              index < span.upperBound else { return }
        let range = tokens[span.lowerBound].start..<tokens[span.upperBound].end
        let fallback = text(tokens[index + 1].start..<range.upperBound)
        add(.nilCoalescing, change: "`\(Self.oneLine(text(range)))` → `\(Self.oneLine(fallback))`", line: tokens[index].line,
            site: range, kind: .expression, variant: fallback)
    }

    /// A default value that is no literal (`fileURL: URL? = AdvancedUseCase.bundledProductData`)
    /// replaced by a plain value of the parameter's type, as a `return`'s is. A literal one is
    /// the constant, string and boolean operators'.
    private mutating func defaultValueMutant(at index: Int) {
        guard ![SwiftToken.Kind.number, .string].contains(tokens[index].kind), !["true", "false"].contains(tokens[index].text),
              let span = shape.expressionTokens(from: index, to: index, includingStart: true), span.lowerBound == index,
              let type = shape.parameterType(ofDefaultAt: index) else { return }
        let range = tokens[span.lowerBound].start..<tokens[span.upperBound].end
        let original = text(range)
        guard let replacement = Self.plainValue(of: type, instead: original) else { return }
        add(.defaultValue, change: "`= \(Self.oneLine(original))` → `= \(replacement)`", line: tokens[index].line,
            site: range, kind: .defaultValue, variant: replacement)
    }

    private mutating func returnMutant(at keyword: Int) {
        guard let type = shape.enclosingReturnType(at: keyword),
              let range = shape.expressionRange(from: keyword + 1, to: keyword + 1, includingStart: false) else { return }
        let original = text(range)
        guard let replacement = Self.plainValue(of: type, instead: original) else { return }
        add(.returnValue, change: "`return \(original)` → `return \(replacement)`", line: tokens[keyword].line,
            site: range, kind: .expression, variant: replacement)
    }

    /// A plain value of `type` to put in the place of `original`: `!(original)`, `""`, `0`, `nil`,
    /// `[]`; `nil` for another type, or when the original is that value already.
    private static func plainValue(of type: String, instead original: String) -> String? {
        let replacement: String
        switch type {
        case "Bool": replacement = "!(\(original))"
        case "String": replacement = "\"\""
        case "Int", "UInt", "Double", "Float", "Int64", "UInt64": replacement = "0"
        default:
            if type.hasSuffix("?") {
                replacement = "nil"
            } else if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") {
                replacement = "[]"
            } else {
                return nil
            }
        }
        return replacement == original ? nil : replacement
    }

    /// A mutant that replaces one token, on the expression around it.
    private mutating func tokenMutant(at index: Int, operator: Mutant.Operator, replacement: String) {
        guard let range = shape.expressionRange(from: index, to: index, includingStart: true) else { return }
        let variant = replacingToken(index, with: replacement, in: range)
        add(`operator`, change: "`\(Self.oneLine(text(range)))` → `\(Self.oneLine(variant))`", line: tokens[index].line,
            site: range, kind: shape.defaultValues.contains(index) ? .defaultValue : .expression, variant: variant)
    }

    private mutating func add(_ operator: Mutant.Operator, change: String, line: Int, site range: Range<Int>,
                              kind: MutationSite.Kind, variant: String) {
        let id = "m\(nextNumber)"
        nextNumber += 1
        mutants.append(Mutant(id: id, file: file, line: line, operator: `operator`, change: change,
                              sourceLine: sourceLine(line)))
        if let existing = sites.firstIndex(where: { $0.range == range && $0.kind == kind }) {
            sites[existing].variants.append((id, variant))
        } else {
            sites.append(MutationSite(range: range, kind: kind, variants: [(id, variant)]))
        }
    }

    // MARK: Statements

    private mutating func statementMutants() {
        var previous: (line: Int, tokens: Range<Int>, range: Range<Int>, block: Int?, text: String)?
        for line in lines() {
            guard let statement = statementLine(startingAt: line.lowerBound) else {
                previous = nil
                continue
            }
            let text = self.text(statement.range)
            let number = tokens[line.lowerBound].line
            let inInitializer = shape.blocks[line.lowerBound] == .initializer
            if !inInitializer || initializerMayLose(line) {
                add(.statementDeletion, change: "deleted", line: number, site: statement.range, kind: .statements, variant: "")
            }
            if let earlier = previous, earlier.line == number - 1, earlier.block == statement.block,
               !(inInitializer && independentAssignments(earlier.tokens, line)) {
                add(.statementSwap, change: "swapped with the next line", line: earlier.line,
                    site: earlier.range.lowerBound..<statement.range.upperBound, kind: .statements,
                    variant: text + "\n" + earlier.text)
                previous = nil
            } else {
                previous = (number, line, statement.range, statement.block, text)
            }
        }
    }

    // MARK: Initializers

    /// Whether an initializer still compiles without the statement on `line`: a call, but not
    /// the one to another initializer, or an assignment to a `var` that has a value of its own.
    /// (Without one, every stored property must be set: the compiler's error would land on the
    /// initializer's end, where it could not be blamed on the mutant.)
    private func initializerMayLose(_ line: Range<Int>) -> Bool {
        let words = tokens[line].prefix(3).map(\.text)
        if words.count == 3, ["self", "super"].contains(words[0]), words[1] == ".", words[2] == "init" { return false }
        guard let target = assignmentTarget(line) else { return true }
        guard let body = shape.openingBrace(before: line.lowerBound), let type = shape.openingBrace(before: body),
              let end = shape.matching(type) else { return false }
        // A `var` of the type's own level with that name and an `=` on its line.
        for index in (type + 1)..<end where tokens[index].isWord("var") && shape.openingBrace(before: index) == type {
            guard index + 1 < end, tokens[index + 1].text == target else { continue }
            var cursor = index + 2
            while cursor < end, tokens[cursor].kind != .newline, !tokens[cursor].isPunctuation("{") {
                if tokens[cursor].isOperator("=") { return true }
                cursor += 1
            }
        }
        return false
    }

    /// Two assignments in an initializer that cannot tell their order: neither reads what the
    /// other sets, and neither calls anything (property observers do not run in a type's own
    /// initializer). Swapping them is an equivalent mutant, so none is made.
    private func independentAssignments(_ first: Range<Int>, _ second: Range<Int>) -> Bool {
        guard let firstTarget = assignmentTarget(first), let secondTarget = assignmentTarget(second) else { return false }
        func reads(_ line: Range<Int>, _ name: String) -> Bool {
            guard let equals = line.first(where: { tokens[$0].isOperator("=") }) else { return true }
            let right = (equals + 1)..<line.upperBound
            if right.contains(where: { tokens[$0].isPunctuation("(") }) { return true }
            return right.contains { tokens[$0].isWord(name) && !tokens[$0 - 1].isPunctuation(".") }
        }
        return !reads(first, secondTarget) && !reads(second, firstTarget)
    }

    /// The property a line `name = …` or `self.name = …` sets.
    private func assignmentTarget(_ line: Range<Int>) -> String? {
        let lineTokens = Array(tokens[line])
        let target = lineTokens.count > 3 && lineTokens[0].isWord("self") && lineTokens[1].isPunctuation(".") ? 2 : 0
        guard lineTokens.count > target + 1, lineTokens[target].kind == .word, lineTokens[target + 1].isOperator("=") else { return nil }
        return lineTokens[target].text
    }

    /// The statement on the line of token `index`, when that line is one a mutant may switch.
    private func statementLine(containing index: Int) -> (range: Range<Int>, block: Int?)? {
        var start = index
        while start > 0, tokens[start - 1].kind != .newline { start -= 1 }
        return statementLine(startingAt: start)
    }

    /// A line that is one whole call or assignment inside a body: it can be deleted, swapped,
    /// or switched as a statement.
    private func statementLine(startingAt start: Int) -> (range: Range<Int>, block: Int?)? {
        var end = start
        while end < tokens.count, tokens[end].kind != .newline { end += 1 }
        guard end > start, !shape.skipped.contains(start) else { return nil }
        let first = tokens[start]
        let last = tokens[end - 1]
        guard first.kind == .word, !Self.statementKeywords.contains(first.text) else { return nil }
        switch shape.blocks[start] {
        // An initializer's statements are checked once more before one is deleted (`initializerMayLose`).
        case .function?, .control?, .closure?, .initializer?: break
        case .type?, nil: return nil
        }
        var depth = 0
        var assigns = false
        for token in tokens[start..<end] {
            if token.opensBracket { depth += 1 }
            if token.closesBracket { depth -= 1 }
            if depth < 0 { return nil }
            if depth == 0, token.kind == .operator, SwiftCodeShape.assignment.contains(token.text) { assigns = true }
        }
        guard depth == 0, assigns || last.isPunctuation(")") else { return nil }
        // Not part of a longer expression: the lines around it neither carry on into it nor out of it.
        if start >= 2, tokens[start - 1].kind == .newline {
            let before = tokens[start - 2]
            if before.kind == .operator || before.isPunctuation(",") || before.isPunctuation("(") { return nil }
        }
        var next = end
        while next < tokens.count, tokens[next].kind == .newline { next += 1 }
        if next < tokens.count, tokens[next].kind == .operator || tokens[next].isPunctuation(".") { return nil }
        // The only statement of a body that gives something back is its implicit result:
        // `{ value.isMultiple(of: 3) }`. A `Void` function's one statement may go.
        var before = start - 1
        while before >= 0, tokens[before].kind == .newline { before -= 1 }
        if before >= 0, tokens[before].isPunctuation("{"), next < tokens.count, tokens[next].isPunctuation("}") {
            switch shape.blocks[start] {
            case .function(returnType: nil)?, .initializer?: break
            default: return nil
            }
        }
        return (first.start..<last.end, shape.openingBrace(before: start))
    }

    /// The token ranges of the file's lines that hold tokens.
    private func lines() -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        for index in tokens.indices where tokens[index].kind == .newline {
            if index > start { result.append(start..<index) }
            start = index + 1
        }
        if start < tokens.count { result.append(start..<tokens.count) }
        return result
    }

    // MARK: Text

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private func replacingToken(_ index: Int, with replacement: String, in range: Range<Int>) -> String {
        let token = tokens[index]
        return text(range.lowerBound..<token.start) + replacement + text(token.end..<range.upperBound)
    }

    /// Text on one line, for a report: each run of blanks and line breaks as one space.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
    }

    private func sourceLine(_ number: Int) -> String {
        guard number >= 1, number <= sourceLines.count else { return "" }
        return sourceLines[number - 1].trimmingCharacters(in: .whitespaces)
    }

}
