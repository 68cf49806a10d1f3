import Foundation

// MARK: - Mutant generator

/// Where one or more mutants change a file: a stretch of code that `MutantSchemata` puts behind
/// the run-time switch, with one variant per mutant.
struct MutationSite: Sendable, Hashable {
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

    static func == (left: MutationSite, right: MutationSite) -> Bool {
        left.range == right.range && left.kind == right.kind
            && left.variants.map(\.id) == right.variants.map(\.id) && left.variants.map(\.text) == right.variants.map(\.text)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(range.lowerBound)
        hasher.combine(range.upperBound)
        hasher.combine(variants.map(\.id))
    }
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
    private var skipped: Set<Int> = []
    private var blocks: [BlockKind?] = []

    /// The mutants of `source` (the file `file` of a stage's reference), numbered from `firstNumber`.
    static func mutants(of source: String, file: String, firstNumber: Int = 1) -> (mutants: [Mutant], sites: [MutationSite]) {
        var generator = MutantGenerator(file: file, source: source, firstNumber: firstNumber)
        generator.generate()
        return (generator.mutants, generator.sites)
    }

    private init(file: String, source: String, firstNumber: Int) {
        self.file = file
        self.source = source
        tokens = SwiftTokenizer.tokens(of: source)
        bytes = Array(source.utf8)
        nextNumber = firstNumber
        skipped = skippedTokens()
        blocks = blockKinds()
    }

    // MARK: Operators

    private static let relational = ["<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "=="]
    private static let arithmetic = ["+": "-", "-": "+", "*": "/", "/": "*", "%": "/"]
    private static let compoundAssignment = ["+=": "-=", "-=": "+=", "*=": "/=", "/=": "*=", "%=": "/="]
    private static let logical = ["&&": "||", "||": "&&"]
    private static let assignment: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="]
    /// Words that end an expression when met at its own level.
    private static let stopWords: Set<String> = ["return", "throw", "if", "guard", "while", "else", "let", "var", "case",
                                                 "where", "in", "switch", "for", "repeat", "try", "await", "do", "catch"]
    /// Words that begin a statement no deletion or swap may touch.
    private static let statementKeywords: Set<String> = [
        "let", "var", "return", "if", "guard", "for", "while", "switch", "case", "default", "break", "continue",
        "throw", "defer", "do", "repeat", "else", "func", "import", "fallthrough", "init", "deinit", "struct",
        "class", "enum", "extension", "protocol", "actor", "typealias", "public", "private", "fileprivate",
        "internal", "static", "final", "open", "override", "mutating", "nonmutating", "lazy", "weak", "unowned",
        "subscript", "associatedtype", "catch", "nonisolated",
    ]

    private mutating func generate() {
        for index in tokens.indices where !skipped.contains(index) {
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
        } else if !token.spaceAfter, token.text == "!" || token.text == "-", isPrefix(index) {
            tokenMutant(at: index, operator: token.text == "!" ? .boolean : .arithmetic, replacement: "")
        }
    }

    private mutating func constantMutants(at index: Int) {
        guard let value = Int(tokens[index].text), value < Int.max else { return }
        tokenMutant(at: index, operator: .constant, replacement: String(value + 1))
        // `0` becomes `-1` too, except right after a minus sign, where `--1` would not parse.
        if value > 0 || !isNegated(index) {
            tokenMutant(at: index, operator: .constant, replacement: String(value - 1))
        }
    }

    private mutating func conditionMutant(at keyword: Int) {
        guard let range = expressionRange(from: keyword + 1, to: keyword + 1, includingStart: false) else { return }
        let text = self.text(range)
        add(.condition, change: "condition negated", line: tokens[keyword].line,
            site: range, kind: .expression, variant: "!(\(text))")
    }

    private mutating func returnMutant(at keyword: Int) {
        guard let type = enclosingReturnType(at: keyword),
              let range = expressionRange(from: keyword + 1, to: keyword + 1, includingStart: false) else { return }
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
        guard let range = expressionRange(from: index, to: index, includingStart: true) else { return }
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
        guard end > start, !skipped.contains(start) else { return nil }
        let first = tokens[start]
        let last = tokens[end - 1]
        guard first.kind == .word, !Self.statementKeywords.contains(first.text) else { return nil }
        switch blocks[start] {
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
            if depth == 0, token.kind == .operator, Self.assignment.contains(token.text) { assigns = true }
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
        // `{ number.isMultiple(of: 2) }`. A `Void` function's one statement may go.
        var before = start - 1
        while before >= 0, tokens[before].kind == .newline { before -= 1 }
        if before >= 0, tokens[before].isPunctuation("{"), next < tokens.count, tokens[next].isPunctuation("}") {
            if case .function(returnType: nil)? = blocks[start] {} else { return nil }
        }
        return (first.start..<last.end, openingBrace(before: start))
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

    // MARK: Where mutants may go

    /// Tokens no mutant may change: imports, attributes and directives with their arguments,
    /// `case` lines (raw values and patterns), and the parameters of declarations (default values
    /// cannot call a private switch).
    private func skippedTokens() -> Set<Int> {
        var skipped: Set<Int> = []
        var lineStart = 0
        for index in tokens.indices {
            let token = tokens[index]
            if token.kind == .newline {
                lineStart = index + 1
                continue
            }
            if index == lineStart, token.isWord("import") || token.isWord("case") || token.isPunctuation("#") {
                var end = index
                while end < tokens.count, tokens[end].kind != .newline { end += 1 }
                skipped.formUnion(index..<end)
            }
            if token.isPunctuation("@") || token.isPunctuation("#") || token.isWord("func") || token.isWord("init")
                || token.isWord("subscript") {
                // The next bracketed list: the attribute's arguments or the parameters.
                var open = index + 1
                while open < tokens.count, open <= index + 3, !tokens[open].isPunctuation("(") { open += 1 }
                if open < tokens.count, tokens[open].isPunctuation("("), let close = matching(open) {
                    skipped.formUnion(index...close)
                }
            }
        }
        return skipped
    }

    /// What kind of body each token is in, by the brace that opened it.
    enum BlockKind: Hashable {
        case type
        case initializer
        case function(returnType: String?)
        case control
        case closure
    }

    private func blockKinds() -> [BlockKind?] {
        var result: [BlockKind?] = Array(repeating: nil, count: tokens.count)
        var stack: [BlockKind] = []
        for index in tokens.indices {
            let token = tokens[index]
            if token.isPunctuation("}") { _ = stack.popLast() }
            result[index] = stack.last
            if token.isPunctuation("{") { stack.append(classifyBrace(at: index)) }
        }
        return result
    }

    /// The innermost open brace before token `index`, as the index of the `{`.
    private func openingBrace(before index: Int) -> Int? {
        var depth = 0
        var cursor = index - 1
        while cursor >= 0 {
            if tokens[cursor].isPunctuation("}") { depth += 1 }
            if tokens[cursor].isPunctuation("{") {
                if depth == 0 { return cursor }
                depth -= 1
            }
            cursor -= 1
        }
        return nil
    }

    /// Reads the header before the `{` at `index`: a type, a function (with its return type),
    /// a control statement or a closure.
    private func classifyBrace(at index: Int) -> BlockKind {
        var cursor = index - 1
        var arrow: Int?
        var colon: Int?
        while cursor >= 0 {
            let token = tokens[cursor]
            if token.isPunctuation(")") || token.isPunctuation("]") {
                guard let open = matchingBackwards(cursor) else { return .closure }
                cursor = open - 1
                continue
            }
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") || token.isPunctuation("}")
                || token.isPunctuation(";") || token.kind == .newline || token.isOperator("=") || token.isWord("in") {
                return .closure
            }
            if token.isOperator("->") { arrow = cursor }
            if token.isPunctuation(":") { colon = cursor }
            if token.kind == .word {
                switch token.text {
                case "struct", "class", "enum", "extension", "protocol", "actor":
                    return .type
                case "func", "subscript":
                    return .function(returnType: arrow.map { typeText(from: $0 + 1, before: index) })
                case "init":
                    return .initializer
                case "deinit", "get", "set", "willSet", "didSet":
                    return .function(returnType: nil)
                case "var":
                    return .function(returnType: colon.map { typeText(from: $0 + 1, before: index) })
                case "if", "else", "guard", "for", "while", "repeat", "switch", "do", "defer", "catch":
                    return .control
                default:
                    break
                }
            }
            cursor -= 1
        }
        return .closure
    }

    private func typeText(from start: Int, before end: Int) -> String {
        var parts: [String] = []
        for token in tokens[start..<end] {
            if token.isWord("where") || token.isWord("throws") || token.isWord("async") { break }
            parts.append(token.text)
        }
        return parts.joined()
    }

    /// The declared type of the function or computed property a `return` at `index` leaves.
    private func enclosingReturnType(at index: Int) -> String? {
        var brace = openingBrace(before: index)
        while let open = brace {
            switch blocks[open + 1 < tokens.count ? open + 1 : open] {
            case .function(let type)?: return type
            case .control?: brace = openingBrace(before: open)
            default: return nil
            }
        }
        return nil
    }

    private func matching(_ open: Int) -> Int? {
        var depth = 0
        for index in open..<tokens.count where tokens[index].kind == .punctuation {
            switch tokens[index].text {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }

    private func matchingBackwards(_ close: Int) -> Int? {
        var depth = 0
        var index = close
        while index >= 0 {
            if tokens[index].kind == .punctuation {
                switch tokens[index].text {
                case ")", "]", "}": depth += 1
                case "(", "[", "{":
                    depth -= 1
                    if depth == 0 { return index }
                default: break
                }
            }
            index -= 1
        }
        return nil
    }

    /// Whether the literal at `index` has a minus sign right before it.
    private func isNegated(_ index: Int) -> Bool {
        index > 0 && tokens[index - 1].isOperator("-") && !tokens[index].spaceBefore
    }

    /// Whether the token at `index` is a prefix operator: nothing it could follow as a postfix.
    private func isPrefix(_ index: Int) -> Bool {
        guard index > 0 else { return true }
        let before = tokens[index - 1]
        if tokens[index].spaceBefore { return true }
        return before.kind == .punctuation && ["(", "[", "{", ",", ":"].contains(before.text)
    }

    /// The smallest stretch around tokens `first...last` that is a whole expression, in bytes:
    /// outwards to the delimiters of its own level. `nil` when it is empty or cut in half.
    private func expressionRange(from first: Int, to last: Int, includingStart: Bool) -> Range<Int>? {
        var start = includingStart ? first : first
        var cursor = first - 1
        var depth = 0
        if includingStart {
            while cursor >= 0 {
                let token = tokens[cursor]
                if token.kind == .punctuation, [")", "]", "}"].contains(token.text) {
                    depth += 1
                } else if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) {
                    if depth == 0 { break }
                    depth -= 1
                } else if depth == 0, isDelimiter(token) {
                    break
                }
                cursor -= 1
            }
            start = cursor + 1
        }
        cursor = includingStart ? last + 1 : first
        depth = 0
        while cursor < tokens.count {
            let token = tokens[cursor]
            if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) {
                // A `{` at the expression's own level opens a body, not a closure of it.
                if depth == 0, token.text == "{", cursor > start, !continuesIntoClosure(cursor) { break }
                depth += 1
            } else if token.kind == .punctuation, [")", "]", "}"].contains(token.text) {
                if depth == 0 { break }
                depth -= 1
            } else if depth == 0, isDelimiter(token) {
                break
            }
            cursor += 1
        }
        let end = cursor - 1
        guard end >= start else { return nil }
        let head = tokens[start]
        let tail = tokens[end]
        if head.kind == .operator && !isPrefix(start) { return nil }
        if head.isPunctuation(".") || tail.kind == .operator && !(tail.text == "?" || tail.text == "!") { return nil }
        if head.kind == .word && Self.stopWords.contains(head.text) { return nil }
        return head.start..<tail.end
    }

    /// Whether the `{` at `index` is a trailing closure of the expression before it (no space
    /// between a call and it counts too): `items.filter { … }`, not `if ready {`.
    private func continuesIntoClosure(_ index: Int) -> Bool {
        var cursor = index - 1
        var depth = 0
        while cursor >= 0 {
            let token = tokens[cursor]
            if token.kind == .punctuation, [")", "]", "}"].contains(token.text) { depth += 1 }
            if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) {
                if depth == 0 { return true }
                depth -= 1
            }
            if depth == 0, token.kind == .word, ["if", "guard", "while", "switch", "for"].contains(token.text) { return false }
            if depth == 0, token.kind == .newline { return true }
            cursor -= 1
        }
        return true
    }

    private func isDelimiter(_ token: SwiftToken) -> Bool {
        switch token.kind {
        case .newline: return true
        case .punctuation: return [",", ";", ":", "@", "#"].contains(token.text)
        case .operator:
            return Self.assignment.contains(token.text) || token.text == "->" || (token.text == "?" && token.spaceBefore)
        case .word: return Self.stopWords.contains(token.text)
        case .number, .string: return false
        }
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
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard number >= 1, number <= lines.count else { return "" }
        return lines[number - 1].trimmingCharacters(in: .whitespaces)
    }
}
