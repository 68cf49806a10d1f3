// MARK: - Reading a spec file to copy it: brackets, arguments, declarations, tests

extension SwiftScan {
    /// The index of the bracket that closes the one at `open`.
    package static func closing(_ tokens: [SwiftToken], from open: Int) -> Int? {
        var depth = 0
        for index in open..<tokens.count {
            let token = tokens[index]
            if token.opensBracket { depth += 1 }
            if token.closesBracket {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// The byte ranges of the comma-separated elements of `tokens`, commas in brackets aside.
    package static func split(_ tokens: ArraySlice<SwiftToken>) -> [Range<Int>] {
        var elements: [Range<Int>] = []
        var depth = 0
        var current: Range<Int>?
        for token in tokens {
            if depth == 0, token.isPunctuation(",") {
                if let range = current { elements.append(range) }
                current = nil
                continue
            }
            if token.opensBracket { depth += 1 }
            if token.closesBracket { depth -= 1 }
            current = (current?.lowerBound ?? token.start)..<token.end
        }
        if let range = current { elements.append(range) }
        return elements
    }

    /// The names a file declares at its top level (types, functions, constants), and the types
    /// it extends there.
    package static func topLevel(in source: String) -> (declared: [String], extended: [String]) {
        let tokens = SwiftTokenizer.tokens(of: source).filter { $0.kind != .newline }
        let keywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "typealias", "func", "let", "var"]
        var depth = 0
        var declared: [String] = []
        var extended: [String] = []
        for (index, token) in tokens.enumerated() {
            if token.opensBracket { depth += 1 }
            if token.closesBracket { depth -= 1 }
            guard depth == 0, token.kind == .word, index + 1 < tokens.count, tokens[index + 1].kind == .word else { continue }
            if keywords.contains(token.text) { declared.append(tokens[index + 1].text) }
            if token.text == "extension" { extended.append(tokens[index + 1].text) }
        }
        return (declared, extended)
    }

    /// Whether a spec file keeps state that its tests share (a `static var`, `nonisolated(unsafe)`)
    /// or runs its tests one at a time (`.serialized`): a check would run beside those tests,
    /// and change that state under them.
    package static func sharesState(_ source: String) -> Bool {
        let tokens = SwiftTokenizer.tokens(of: source).filter { $0.kind != .newline }
        return zip(tokens, tokens.dropFirst()).contains { first, second in
            (first.isWord("static") && second.isWord("var")) || (first.isWord("nonisolated") && second.isPunctuation("("))
                || (first.isPunctuation(".") && second.isWord("serialized"))
        }
    }

    /// `source` without its tests (each `@Test` function, from its attribute to its closing
    /// brace) and without its `@Suite(…)` attributes: a copy needs a file's suites and helpers,
    /// and gets an observer of each test played again; the tests themselves would only be
    /// compiled, twice for every spec file of the world.
    package static func withoutTests(_ source: String) -> String {
        let tokens = SwiftTokenizer.tokens(of: source).filter { $0.kind != .newline }
        var cuts: [Range<Int>] = []
        var index = 0
        while index + 1 < tokens.count {
            let name = tokens[index + 1]
            guard tokens[index].isPunctuation("@"), name.isWord("Test") || name.isWord("Suite"), !name.spaceBefore else {
                index += 1
                continue
            }
            var last = index + 1
            if last + 1 < tokens.count, tokens[last + 1].isPunctuation("("), !tokens[last + 1].spaceBefore,
               let close = closing(tokens, from: last + 1) {
                last = close
            }
            if name.isWord("Test"), let function = tokens[last...].firstIndex(where: { $0.isWord("func") }),
               let body = tokens[function...].firstIndex(where: { $0.isPunctuation("{") }),
               let close = closing(tokens, from: body) {
                last = close
            }
            cuts.append(tokens[index].start..<tokens[last].end)
            index = last + 1
        }
        return editing(source, cuts.map { ($0, "") })
    }

    /// `source` without its top-level extensions of `types`, their modifiers and attributes
    /// included (left alone, those would fall on the declaration that follows).
    package static func withoutExtensions(of types: Set<String>, in source: String) -> String {
        let tokens = SwiftTokenizer.tokens(of: source).filter { $0.kind != .newline }
        let modifiers: Set<String> = ["private", "fileprivate", "internal", "public", "nonisolated"]
        var cuts: [Range<Int>] = []
        var depth = 0
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if depth == 0, token.isWord("extension"), index + 1 < tokens.count, types.contains(tokens[index + 1].text),
               let open = tokens[index...].firstIndex(where: { $0.isPunctuation("{") }),
               let close = closing(tokens, from: open) {
                var first = index
                while first > 0, tokens[first - 1].kind == .word, modifiers.contains(tokens[first - 1].text) { first -= 1 }
                while first > 1, tokens[first - 2].isPunctuation("@"), tokens[first - 1].kind == .word { first -= 2 }
                cuts.append(tokens[first].start..<tokens[close].end)
                index = close + 1
                continue
            }
            if token.opensBracket { depth += 1 }
            if token.closesBracket { depth -= 1 }
            index += 1
        }
        return editing(source, cuts.map { ($0, "") })
    }

    /// Each whole number written as a labelled argument of a call of one of `callees`, with its
    /// byte range (its sign included) and its text: `Game(id: 2, releaseYear: 2018)` gives `2`
    /// and `2018`; `Transaction(amountInCents: -2_999)` gives `-2_999`; `count: total` and
    /// `count: 5 + 1` give nothing. In the order written, a call inside another's arguments included.
    package static func labelledWholeNumbers(in source: String, calling callees: Set<String>) -> [(range: Range<Int>, text: String)] {
        labelledArguments(in: source, calling: callees, value: wholeNumber)
    }

    /// Each sample text (`isSampleText`) written as a labelled argument of a call of one of
    /// `callees`, with the byte range and text of what is between its quotes:
    /// `Product(name: "Dodol Garut", price: "Rp 25.000")` gives `Dodol Garut` and `Rp 25.000`.
    package static func labelledSampleTexts(in source: String, calling callees: Set<String>) -> [(range: Range<Int>, text: String)] {
        labelledArguments(in: source, calling: callees) { tokens, index, close in
            guard index < close, index + 1 == close || tokens[index + 1].isPunctuation(","),
                  let content = quotedContent(tokens[index]), isSampleText(content.text) else { return nil }
            return content
        }
    }

    /// Each web address given to `URL(string:)` (`URL(string: "https://games.example.com/api")`,
    /// the base URL a service is made with), with the byte range and text of what is between its
    /// quotes. The stage reads it, and may keep a copy of its own instead (`isWebAddress`).
    package static func webAddresses(in source: String) -> [(range: Range<Int>, text: String)] {
        labelledArguments(in: source, calling: ["URL"]) { tokens, index, close in
            guard index < close, index >= 2, tokens[index - 2].isWord("string"),
                  index + 1 == close || tokens[index + 1].isPunctuation(","),
                  let content = quotedContent(tokens[index]), isWebAddress(content.text) else { return nil }
            return content
        }
    }

    /// Whether `text` is a plain web address: a scheme, a host of lower-case labels and a path
    /// of plain segments, no query (`https://games.example.com/api`).
    package static func isWebAddress(_ text: String) -> Bool {
        text.wholeMatch(of: #/https?://[a-z0-9-]+(\.[a-z0-9-]+)+(/[A-Za-z0-9_-]+)*/?/#) != nil
    }

    /// Whether `text` (between its quotes) is sample data: `Oleh-oleh Garut`, `Rp 5.000`,
    /// `2026-11-03`: plain words (ASCII letters, with spaces, hyphens and apostrophes between
    /// them), an amount (a word, a space, digits grouped by dots or commas) or an ISO day; not
    /// any other text (a URL, a locale, which the stage may read), nor an empty one.
    package static func isSampleText(_ text: String) -> Bool {
        let words = text.first?.isLetter == true && text.last?.isLetter == true
            && text.allSatisfy { ($0.isLetter && $0.isASCII) || $0 == " " || $0 == "-" || $0 == "'" }
        let amount = text.wholeMatch(of: #/[A-Za-z]+ [1-9][0-9]*([.,][0-9]{3})*/#) != nil
        return words || amount || isDay(text)
    }

    /// `"Dodol Garut"` → `Dodol Garut`: what is between the quotes of a literal in one pair of
    /// them; `nil` for a raw or multi-line literal, an empty one, and anything else.
    package static func quotedText(_ literal: String) -> String? {
        guard literal.count >= 3, literal.hasPrefix("\""), literal.hasSuffix("\""), !literal.hasPrefix("\"\"\"") else { return nil }
        return String(literal.dropFirst().dropLast())
    }

    /// A string token's `quotedText`, with the byte range it has in the source.
    private static func quotedContent(_ token: SwiftToken) -> (range: Range<Int>, text: String)? {
        guard token.kind == .string, let text = quotedText(token.text) else { return nil }
        return ((token.start + 1)..<(token.end - 1), text)
    }

    /// Each text of `source` that is an ISO day and nothing else (`"2026-12-31"`), wherever it
    /// is written, with the byte range and text of what is between its quotes.
    package static func dayLiterals(in source: String) -> [(range: Range<Int>, text: String)] {
        SwiftTokenizer.tokens(of: source).compactMap { token in
            quotedContent(token).flatMap { isDay($0.text) ? $0 : nil }
        }
    }

    /// Whether `text` is an ISO day: `2026-11-03`.
    package static func isDay(_ text: String) -> Bool {
        text.wholeMatch(of: #/[0-9]{4}-[0-9]{2}-[0-9]{2}/#) != nil
    }

    /// The arguments of calls of `callees` that `value` reads at a label's value (`value`
    /// is given the tokens, the value's first token and the call's closing parenthesis).
    private static func labelledArguments(
        in source: String, calling callees: Set<String>,
        value: ([SwiftToken], Int, Int) -> (range: Range<Int>, text: String)?
    ) -> [(range: Range<Int>, text: String)] {
        let tokens = SwiftTokenizer.tokens(of: source).filter { $0.kind != .newline }
        var found: [(range: Range<Int>, text: String)] = []
        for index in tokens.indices.dropLast()
        where tokens[index].kind == .word && callees.contains(tokens[index].text)
            && tokens[index + 1].isPunctuation("(") && !tokens[index + 1].spaceBefore {
            guard let close = closing(tokens, from: index + 1) else { continue }
            var depth = 0
            for position in (index + 2)..<close {
                let token = tokens[position]
                if token.opensBracket { depth += 1 }
                if token.closesBracket { depth -= 1 }
                if depth == 0, token.kind == .word, tokens[position + 1].isPunctuation(":"),
                   let argument = value(tokens, position + 2, close) {
                    found.append(argument)
                }
            }
        }
        return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The whole number that is an argument on its own at `index` (`-450,` or `2018)`).
    private static func wholeNumber(_ tokens: [SwiftToken], at index: Int, before close: Int) -> (range: Range<Int>, text: String)? {
        guard index < close else { return nil }
        let signed = tokens[index].isOperator("-") && !tokens[index + 1].spaceBefore
        let digits = signed ? index + 1 : index
        guard digits < close, tokens[digits].kind == .number,
              tokens[digits].text.allSatisfy({ $0.isNumber || $0 == "_" }),
              digits + 1 == close || tokens[digits + 1].isPunctuation(",") else { return nil }
        return (tokens[index].start..<tokens[digits].end, (signed ? "-" : "") + tokens[digits].text)
    }

    /// `source` with each of `edits` made: the bytes of its range (in `source`) replaced by its
    /// text, an empty range an insertion, an empty text a cut. Ranges must not overlap; they are
    /// made from the last, so each stays where it was written.
    package static func editing(_ source: String, _ edits: [(range: Range<Int>, text: String)]) -> String {
        var bytes = Array(source.utf8)
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
