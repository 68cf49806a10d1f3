// MARK: - The shape of Swift code, for the mutation engine

/// What `MutantGenerator` needs to know about a file beyond its tokens: which tokens no mutant
/// may change, which are a parameter's default value, what kind of body each token is in, and
/// where the whole expression around a token starts and ends.
package struct SwiftCodeShape {
    package let tokens: [SwiftToken]
    /// Tokens no mutant may change (`skippedTokens`).
    package private(set) var skipped: Set<Int> = []
    /// Tokens of a parameter's default value (`width: Int = 3`): code, but evaluated by the
    /// caller, so their switch must be one a default value may call.
    package private(set) var defaultValues: Set<Int> = []
    /// The kind of body each token is in, by the brace that opened it (`nil`: the file's top level).
    package private(set) var blocks: [BlockKind?] = []

    /// Assignment operators: they end an expression, and make a line a statement.
    package static let assignment: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="]
    /// Words that end an expression when met at its own level.
    static let stopWords: Set<String> = ["return", "throw", "if", "guard", "while", "else", "let", "var", "case",
                                         "where", "in", "switch", "for", "repeat", "try", "await", "do", "catch"]

    package init(source: String) {
        tokens = SwiftTokenizer.tokens(of: source)
        blocks = blockKinds()
        (skipped, defaultValues) = skippedTokens()
    }

    /// Tokens no mutant may change: imports, attributes and directives with their arguments,
    /// an enum's `case` lines (raw values must be literals), a `switch` case's patterns but for
    /// those made of literals (`case 200...299:` is an expression pattern, which a switch can
    /// choose), and the parameters of declarations but for their default values.
    private func skippedTokens() -> (skipped: Set<Int>, defaultValues: Set<Int>) {
        var skipped: Set<Int> = []
        var defaultValues: Set<Int> = []
        var lineStart = 0
        for index in tokens.indices {
            let token = tokens[index]
            if token.kind == .newline {
                lineStart = index + 1
                continue
            }
            if index == lineStart, token.isWord("case"), blocks[index] == .control {
                skipped.formUnion(casePatternTokens(after: index))
            } else if index == lineStart, token.isWord("import") || token.isWord("case") || token.isPunctuation("#") {
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
                    let values = token.kind == .word ? defaultValueTokens(open, close) : []
                    skipped.formUnion(Set(index...close).subtracting(values))
                    defaultValues.formUnion(values)
                }
            }
        }
        return (skipped, defaultValues)
    }

    /// The tokens of a `switch` case's patterns, from `case` to the colon, that no mutant may
    /// change: all but the patterns made only of literals and range operators.
    private func casePatternTokens(after keyword: Int) -> Set<Int> {
        var skipped: Set<Int> = [keyword]
        var item: [Int] = []
        var depth = 0
        var cursor = keyword + 1
        func close(_ item: [Int]) {
            let literal = item.contains { tokens[$0].kind == .number || tokens[$0].kind == .string }
                && item.allSatisfy { [.number, .string].contains(tokens[$0].kind) || ["...", "..<", "-"].contains(tokens[$0].text) }
            if !literal { skipped.formUnion(item) }
        }
        while cursor < tokens.count {
            let token = tokens[cursor]
            if token.opensBracket { depth += 1 }
            if token.closesBracket { depth -= 1 }
            if depth == 0, token.isPunctuation(":") || token.isPunctuation(",") {
                close(item)
                item = []
                skipped.insert(cursor)
                if token.text == ":" { break }
            } else if token.kind != .newline {
                item.append(cursor)
            }
            cursor += 1
        }
        return skipped
    }

    /// The tokens of the default values in the parameter list between `open` and `close`.
    private func defaultValueTokens(_ open: Int, _ close: Int) -> Set<Int> {
        var values: Set<Int> = []
        var depth = 0
        var inValue = false
        for index in (open + 1)..<close {
            let token = tokens[index]
            if depth == 0, token.isPunctuation(",") { inValue = false }
            if token.opensBracket { depth += 1 }
            if token.closesBracket { depth -= 1 }
            if inValue, token.kind != .newline { values.insert(index) }
            if depth == 0, token.isOperator("=") { inValue = true }
        }
        return values
    }

    /// A raw value of a `CodingKey` enum: `case releaseYear = "release_year"`. It must stay a
    /// literal, but what it is for, the key's `stringValue`, can be chosen at run time.
    package struct CodingKeyRawValue {
        /// The string literal's token, the case's name, and the enum's closing brace.
        package var literal: Int
        package var caseName: String
        package var closingBrace: Int
    }

    /// The string raw values of every `CodingKey` enum that does not spell out its own `stringValue`.
    package func codingKeyRawValues() -> [CodingKeyRawValue] {
        var found: [CodingKeyRawValue] = []
        for index in tokens.indices where tokens[index].isWord("enum") {
            var open = index + 1
            while open < tokens.count, !tokens[open].isPunctuation("{") { open += 1 }
            guard open < tokens.count, tokens[(index + 1)..<open].contains(where: { $0.isWord("CodingKey") }),
                  let close = matching(open),
                  !tokens[open..<close].contains(where: { $0.isWord("stringValue") }) else { continue }
            for keyword in open..<close where tokens[keyword].isWord("case") && openingBrace(before: keyword) == open {
                var cursor = keyword + 1
                while cursor + 2 < close, tokens[cursor].kind != .newline {
                    if tokens[cursor].kind == .word, tokens[cursor + 1].isOperator("="), tokens[cursor + 2].kind == .string {
                        found.append(CodingKeyRawValue(literal: cursor + 2, caseName: tokens[cursor].text, closingBrace: close))
                    }
                    cursor += 1
                }
            }
        }
        return found
    }

    /// The declared type of the parameter whose default value holds token `index`: the text
    /// between its name's colon and the `=`.
    package func parameterType(ofDefaultAt index: Int) -> String? {
        var cursor = index
        while cursor > 0, !tokens[cursor].isOperator("=") { cursor -= 1 }
        let equals = cursor
        var depth = 0
        while cursor > 0 {
            cursor -= 1
            let token = tokens[cursor]
            if token.closesBracket { depth += 1 }
            if token.opensBracket {
                if depth == 0 { return nil }
                depth -= 1
            }
            if depth == 0, token.isPunctuation(":") { return typeText(from: cursor + 1, before: equals) }
        }
        return nil
    }

    /// What kind of body each token is in, by the brace that opened it.
    package enum BlockKind: Hashable {
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
    package func openingBrace(before index: Int) -> Int? {
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
    func classifyBrace(at index: Int) -> BlockKind {
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

    func typeText(from start: Int, before end: Int) -> String {
        var parts: [String] = []
        for token in tokens[start..<end] {
            if token.isWord("where") || token.isWord("throws") || token.isWord("async") { break }
            parts.append(token.text)
        }
        return parts.joined()
    }

    /// The declared type of the function or computed property a `return` at `index` leaves.
    package func enclosingReturnType(at index: Int) -> String? {
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

    package func matching(_ open: Int) -> Int? {
        SwiftScan.closing(tokens, from: open)
    }

    func matchingBackwards(_ close: Int) -> Int? {
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
    package func isNegated(_ index: Int) -> Bool {
        index > 0 && tokens[index - 1].isOperator("-") && !tokens[index].spaceBefore
    }

    /// Whether the token at `index` is a prefix operator: nothing it could follow as a postfix.
    package func isPrefix(_ index: Int) -> Bool {
        guard index > 0 else { return true }
        let before = tokens[index - 1]
        if tokens[index].spaceBefore { return true }
        return before.kind == .punctuation && ["(", "[", "{", ",", ":"].contains(before.text)
    }

    /// The smallest stretch around tokens `first...last` that is a whole expression, in bytes:
    /// outwards to the delimiters of its own level. `nil` when it is empty or cut in half.
    package func expressionRange(from first: Int, to last: Int, includingStart: Bool) -> Range<Int>? {
        expressionTokens(from: first, to: last, includingStart: includingStart).map { tokens[$0.lowerBound].start..<tokens[$0.upperBound].end }
    }

    /// The tokens of a span that stand at its own level: not inside its brackets.
    package func levelTokens(in span: ClosedRange<Int>) -> [Int] {
        var depth = 0
        var level: [Int] = []
        for index in span {
            let token = tokens[index]
            if token.closesBracket { depth -= 1 }
            if depth == 0 { level.append(index) }
            if token.opensBracket { depth += 1 }
        }
        return level
    }

    /// `expressionRange`, as the indices of its first and last tokens.
    package func expressionTokens(from first: Int, to last: Int, includingStart: Bool) -> ClosedRange<Int>? {
        var start = first
        var cursor = first - 1
        var depth = 0
        if includingStart {
            while cursor >= 0 {
                let token = tokens[cursor]
                if token.closesBracket {
                    depth += 1
                } else if token.opensBracket {
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
            if token.opensBracket {
                // A `{` at the expression's own level opens a body, not a closure of it.
                if depth == 0, token.text == "{", cursor > start, !continuesIntoClosure(cursor) { break }
                depth += 1
            } else if token.closesBracket {
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
        return start...end
    }

    /// Whether the `{` at `index` is a trailing closure of the expression before it (no space
    /// between a call and it counts too): `items.filter { … }`, not `if ready {`.
    func continuesIntoClosure(_ index: Int) -> Bool {
        var cursor = index - 1
        var depth = 0
        while cursor >= 0 {
            let token = tokens[cursor]
            if token.closesBracket { depth += 1 }
            if token.opensBracket {
                if depth == 0 { return true }
                depth -= 1
            }
            if depth == 0, token.kind == .word, ["if", "guard", "while", "switch", "for"].contains(token.text) { return false }
            if depth == 0, token.kind == .newline { return true }
            cursor -= 1
        }
        return true
    }

    func isDelimiter(_ token: SwiftToken) -> Bool {
        switch token.kind {
        case .newline: return true
        case .punctuation: return [",", ";", ":", "@", "#"].contains(token.text)
        case .operator:
            return Self.assignment.contains(token.text) || token.text == "->" || (token.text == "?" && token.spaceBefore)
        case .word: return Self.stopWords.contains(token.text)
        case .number, .string: return false
        }
    }
}
