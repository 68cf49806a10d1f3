import Foundation

// MARK: - Mutant generator

/// Where one or more mutants change a file: a stretch of code that `MutantSchemata` puts behind
/// the run-time switch, with one variant per mutant.
struct MutationSite: Sendable {
    enum Kind: Sendable, Hashable {
        /// A whole expression, chosen as `(on ? (variant) : (original))`.
        case expression
        /// Whole statements on lines of their own, chosen as `if on { variant } else { original }`.
        case statements
    }

    /// The stretch of the file, in UTF-8 bytes.
    var range: Range<Int>
    var kind: Kind
    /// Each mutant's id and the text that takes the stretch's place when it is on.
    var variants: [(id: String, text: String)]
}

/// Finds the mutants of one Swift file with the classic operators (`Mutant.Operator`), in code
/// only: never in comments, doc comments, imports, attributes, compiler directives, `case`
/// lines or the parameters of a declaration, where a switch could not compile.
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
                    conditionMutant(at: index)
                } else if token.text == "return" {
                    returnMutant(at: index)
                }
            case .punctuation, .newline:
                break
            }
        }
        statementMutants()
    }

    private mutating func operatorMutants(at index: Int) {
        let token = tokens[index]
        let binary = token.spaceBefore && token.spaceAfter
        if binary, let other = Self.relational[token.text] {
            tokenMutant(at: index, operator: .relational, replacement: other)
        } else if binary, let other = Self.arithmetic[token.text] {
            tokenMutant(at: index, operator: .arithmetic, replacement: other)
        } else if binary, let other = Self.logical[token.text] {
            tokenMutant(at: index, operator: .boolean, replacement: other)
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

    private mutating func conditionMutant(at keyword: Int) {
        guard let range = shape.expressionRange(from: keyword + 1, to: keyword + 1, includingStart: false) else { return }
        let text = self.text(range)
        add(.condition, change: "condition negated", line: tokens[keyword].line,
            site: range, kind: .expression, variant: "!(\(text))")
    }

    private mutating func returnMutant(at keyword: Int) {
        guard let type = shape.enclosingReturnType(at: keyword),
              let range = shape.expressionRange(from: keyword + 1, to: keyword + 1, includingStart: false) else { return }
        let original = text(range)
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
                return
            }
        }
        guard replacement != original else { return }
        add(.returnValue, change: "`return \(original)` → `return \(replacement)`", line: tokens[keyword].line,
            site: range, kind: .expression, variant: replacement)
    }

    /// A mutant that replaces one token, on the expression around it.
    private mutating func tokenMutant(at index: Int, operator: Mutant.Operator, replacement: String) {
        guard let range = shape.expressionRange(from: index, to: index, includingStart: true) else { return }
        let variant = replacingToken(index, with: replacement, in: range)
        add(`operator`, change: "`\(Self.oneLine(text(range)))` → `\(Self.oneLine(variant))`", line: tokens[index].line,
            site: range, kind: .expression, variant: variant)
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
        var previous: (line: Int, range: Range<Int>, block: Int?, text: String)?
        for line in lines() {
            guard let statement = statementLine(startingAt: line.lowerBound) else {
                previous = nil
                continue
            }
            let text = self.text(statement.range)
            let number = tokens[line.lowerBound].line
            add(.statementDeletion, change: "deleted", line: number, site: statement.range, kind: .statements, variant: "")
            if let earlier = previous, earlier.line == number - 1, earlier.block == statement.block {
                add(.statementSwap, change: "swapped with the next line", line: earlier.line,
                    site: earlier.range.lowerBound..<statement.range.upperBound, kind: .statements,
                    variant: text + "\n" + earlier.text)
                previous = nil
            } else {
                previous = (number, statement.range, statement.block, text)
            }
        }
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
        case .function?, .control?, .closure?: break
        // An initializer must set every stored property: deleting an assignment there cannot compile.
        case .initializer?, .type?, nil: return nil
        }
        var depth = 0
        var assigns = false
        for token in tokens[start..<end] {
            if ["(", "[", "{"].contains(token.text), token.kind == .punctuation { depth += 1 }
            if [")", "]", "}"].contains(token.text), token.kind == .punctuation { depth -= 1 }
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
            if case .function(returnType: nil)? = shape.blocks[start] {} else { return nil }
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
