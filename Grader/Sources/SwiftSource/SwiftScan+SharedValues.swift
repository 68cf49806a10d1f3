// MARK: - Code that runs once a process, and the values every test shares

/// What the learner's own loop needs to know before it runs a planted bug with only the tests
/// that reached the bug's code: a global or a static stored property is made once a process,
/// by whichever test reads it first, and every later test reads what it holds. A bug in code
/// that makes such a value is reached by one test and seen by others.
extension SwiftScan {
    /// Whether the code at byte `offset` of a source (as `tokens`) runs once a process at most: in the
    /// initializer of a global or of a static stored property (Swift makes each lazily, once),
    /// and not in a function, an accessor or an instance's property, which run at each call or
    /// for each instance.
    package static func runsOncePerProcess(at offset: Int, in tokens: [SwiftToken]) -> Bool {
        let chain = enclosingDeclarations(at: offset, in: tokens)
        for (index, declaration) in chain.enumerated() {
            switch declaration.keyword {
            case "let", "var":
                guard index + 1 < chain.count else { return declaration.initializes }  // a global
                let owner = chain[index + 1]
                if typeKeywords.contains(owner.keyword) { return declaration.isStatic && declaration.initializes }
                continue  // a local constant: where it runs is where its function or initializer runs
            default:
                return false  // a function, an initializer, an accessor, or a type's own body
            }
        }
        return false  // a statement of no declaration at all
    }

    /// The names a test calls to reach the code at byte `offset` of a source (as `tokens`) while making a
    /// value: the function or property around it, and the type itself where the code runs as an
    /// instance is made (in an `init`, or an instance's stored property).
    package static func namesReaching(offset: Int, in tokens: [SwiftToken]) -> Set<String> {
        let chain = enclosingDeclarations(at: offset, in: tokens)
        let ownerType = { (index: Int) -> String? in chain[index...].first { typeKeywords.contains($0.keyword) }?.name }
        for (index, declaration) in chain.enumerated() {
            switch declaration.keyword {
            case "func":
                return [declaration.name]
            case "init", "deinit", "subscript":
                return Set([ownerType(index)].compactMap { $0 })
            case "get", "set", "willSet", "didSet":
                continue  // the property they belong to is next
            case "let", "var":
                guard index + 1 < chain.count else { return [declaration.name] }
                let owner = chain[index + 1]
                guard typeKeywords.contains(owner.keyword) else { continue }  // a local
                if declaration.isStatic || !declaration.initializes { return [declaration.name] }
                return [declaration.name, owner.name]  // an instance's stored property: made with the instance
            default:
                return [declaration.name]
            }
        }
        return []
    }

    /// The initializers of the globals and static stored properties `source` declares, each as
    /// its tokens: values made once a process and read by every test that reads them.
    package static func sharedValueInitializers(in source: String) -> [[SwiftToken]] {
        let tokens = SwiftTokenizer.tokens(of: source)
        var initializers: [[SwiftToken]] = []
        var depth = 0
        for (index, token) in tokens.enumerated() {
            if token.opensBracket { depth += 1 }
            if token.closesBracket { depth -= 1 }
            guard token.isWord("let") || token.isWord("var") else { continue }
            let isStatic = sameLineWords(before: index, in: tokens).contains { $0 == "static" || $0 == "class" }
            guard isStatic || depth == 0 else { continue }
            guard let equals = initializerStart(after: index, in: tokens) else { continue }
            initializers.append(statement(from: equals + 1, in: tokens))
        }
        return initializers
    }

    // MARK: The declarations around a point

    private static let typeKeywords: Set<String> = ["struct", "class", "enum", "extension", "actor", "protocol"]

    /// One declaration around a point of the source.
    private struct Enclosing {
        /// `func`, `init`, `let`, `struct`, `get`…
        var keyword: String
        /// The declared name; the extended type's for `extension`; "" where there is none.
        var name: String
        /// `static` or `class` before it on its line.
        var isStatic: Bool
        /// For `let` and `var`: the point is past its `=`, in its initializer.
        var initializes: Bool
    }

    /// The declarations whose body or initializer holds byte `offset`, innermost first: at each
    /// bracket depth around the point, the last declaration made at that depth before it. In a
    /// function body that may be a local declared before the point's statement, which changes
    /// nothing here: a local runs where its function runs.
    private static func enclosingDeclarations(at offset: Int, in allTokens: [SwiftToken]) -> [Enclosing] {
        let tokens = allTokens.filter { $0.kind != .newline }
        // For each open depth: the index of its last declaration, and whether its `=` was seen.
        var levels: [(declaration: Int?, initializes: Bool)] = [(nil, false)]
        for (index, token) in tokens.enumerated() {
            if token.start >= offset { break }
            if token.opensBracket {
                levels.append((nil, false))
            } else if token.closesBracket {
                if levels.count > 1 { levels.removeLast() }
            } else if isDeclaration(at: index, in: tokens) {
                levels[levels.count - 1] = (index, false)
            } else if token.isOperator("=") {
                levels[levels.count - 1].initializes = true
            }
        }
        return levels.reversed().compactMap { level in
            guard let index = level.declaration else { return nil }
            let keyword = tokens[index].text
            let named = ["init", "deinit", "subscript", "get", "set", "willSet", "didSet"].contains(keyword)
            let name = !named && index + 1 < tokens.count && tokens[index + 1].kind == .word ? tokens[index + 1].text : ""
            let isStatic = sameLineWords(before: index, in: tokens).contains { $0 == "static" || $0 == "class" }
            return Enclosing(keyword: keyword, name: name, isStatic: isStatic, initializes: level.initializes)
        }
    }

    /// Whether the word at `index` starts a declaration: `class` before `var` or `func` is a
    /// modifier, `.init(` a call, and an accessor's name is one before its body.
    private static func isDeclaration(at index: Int, in tokens: [SwiftToken]) -> Bool {
        let token = tokens[index]
        guard token.kind == .word else { return false }
        let next = index + 1 < tokens.count ? tokens[index + 1] : nil
        switch token.text {
        case "func", "let", "var", "deinit", "subscript", "struct", "enum", "extension", "actor", "protocol":
            return true
        case "class":
            return !(next.map { ["var", "let", "func", "subscript", "init"].contains($0.text) } ?? false)
        case "init":
            return index == 0 || !tokens[index - 1].isPunctuation(".")
        case "get", "set", "willSet", "didSet":
            return next.map { $0.isPunctuation("{") || $0.isPunctuation("(") } ?? false
        default:
            return false
        }
    }

    /// The words before `index` on its line: its modifiers.
    private static func sameLineWords(before index: Int, in tokens: [SwiftToken]) -> [String] {
        var words: [String] = []
        var cursor = index - 1
        while cursor >= 0, tokens[cursor].line == tokens[index].line {
            if tokens[cursor].kind == .word { words.append(tokens[cursor].text) }
            cursor -= 1
        }
        return words
    }

    /// The index of the `=` of the declaration at `index`, before its line ends or a body opens.
    private static func initializerStart(after index: Int, in tokens: [SwiftToken]) -> Int? {
        var depth = 0
        for cursor in (index + 1)..<tokens.count {
            let token = tokens[cursor]
            if depth == 0, token.kind == .newline || token.isPunctuation("{") || token.isPunctuation(";") { return nil }
            if depth == 0, token.isOperator("=") { return cursor }
            if token.opensBracket { depth += 1 }
            if token.closesBracket { depth -= 1 }
        }
        return nil
    }

    /// The tokens of the statement from `start` to its end: a line end outside brackets that
    /// the next line does not continue (with `.` or an operator).
    private static func statement(from start: Int, in tokens: [SwiftToken]) -> [SwiftToken] {
        var depth = 0
        var taken: [SwiftToken] = []
        var cursor = start
        while cursor < tokens.count {
            let token = tokens[cursor]
            if depth == 0, token.isPunctuation(";") || token.closesBracket { break }
            if depth == 0, token.kind == .newline {
                let next = tokens[(cursor + 1)...].first { $0.kind != .newline }
                guard let next, next.isPunctuation(".") || next.kind == .operator else { break }
            }
            if token.opensBracket { depth += 1 }
            if token.closesBracket { depth -= 1 }
            if token.kind != .newline { taken.append(token) }
            cursor += 1
        }
        return taken
    }
}
