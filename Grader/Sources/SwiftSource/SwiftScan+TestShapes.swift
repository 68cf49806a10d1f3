// MARK: - Shapes of spec tests that the fresh checks read

import Foundation

extension SwiftScan {
    /// The tokens of the collection after `arguments:` among `attributes`, up to the attribute's
    /// next argument or its end; `nil` for none, or for more than one collection (`zip`).
    package static func argumentsExpression(_ tokens: [SwiftToken], attributes: Range<Int>) -> Range<Int>? {
        guard let label = tokens[attributes].firstIndex(where: { $0.isWord("arguments") }),
              tokens[label + 1].isPunctuation(":") else { return nil }
        var depth = 0
        var end = label + 2
        while end < attributes.upperBound {
            let token = tokens[end]
            if depth == 0, token.isPunctuation(",") || token.isPunctuation(")") { break }
            if token.opensBracket { depth += 1 }
            if token.closesBracket { depth -= 1 }
            end += 1
        }
        let expression = (label + 2)..<end
        guard !expression.isEmpty, end < attributes.upperBound, !tokens[expression].contains(where: { $0.isWord("zip") }) else { return nil }
        return expression
    }

    /// The functions `sources` declare that take a closure and may only call it before they
    /// return (no `@escaping`, no `@Sendable`): `withNewStore(_ body: (any ProductStore) throws -> Void)`.
    package static func closureHelpers(in sources: [String]) -> Set<String> {
        var helpers: Set<String> = []
        for source in sources {
            let tokens = SwiftTokenizer.tokens(of: source).filter { $0.kind != .newline }
            for index in tokens.indices where tokens[index].isWord("func") && index + 2 < tokens.count && tokens[index + 1].kind == .word {
                guard let open = tokens[(index + 2)...].firstIndex(where: { $0.isPunctuation("(") }),
                      let close = SwiftScan.closing(tokens, from: open) else { continue }
                let parameters = tokens[open...close]
                if parameters.contains(where: { $0.isOperator("->") })
                    && !parameters.contains(where: { $0.isWord("escaping") || $0.isWord("Sendable") }) {
                    helpers.insert(tokens[index + 1].text)
                }
            }
        }
        return helpers
    }

    /// The functions `sources` declare whose first parameter is an HTTP status, by its name
    /// (`status` or `statusCode`): a double's `answer(_ statusCode: Int, _ body: String)`.
    package static func statusTakers(in sources: [String]) -> Set<String> {
        var takers: Set<String> = []
        for source in sources {
            let tokens = SwiftTokenizer.tokens(of: source).filter { $0.kind != .newline }
            for index in tokens.indices where tokens[index].isWord("func") && index + 3 < tokens.count && tokens[index + 1].kind == .word {
                guard tokens[index + 2].isPunctuation("("),
                      let colon = tokens[(index + 3)...].prefix(3).firstIndex(where: { $0.isPunctuation(":") }),
                      ["status", "statusCode"].contains(tokens[colon - 1].text) else { continue }
                takers.insert(tokens[index + 1].text)
            }
        }
        return takers
    }

    /// The whole numbers from 100 to 999 of a body that are a call's first argument where the
    /// function called is one of `takers` (`CannedHTTP.answer(201, "")`): statuses a double
    /// answers with, which `FreshScenario` asks again as others of their class.
    package static func writtenStatuses(_ body: ArraySlice<SwiftToken>, takers: Set<String>) -> [SwiftToken] {
        let tokens = Array(body)
        return tokens.indices.dropFirst(2).dropLast().filter { index in
            tokens[index].kind == .number && (100...999).contains(Int(tokens[index].text) ?? 0)
                && tokens[index - 1].isPunctuation("(") && takers.contains(tokens[index - 2].text)
                && (tokens[index + 1].isPunctuation(",") || tokens[index + 1].isPunctuation(")"))
        }.map { tokens[$0] }
    }

    /// The keys of the JSON objects written in `text` (`{"products": []}` gives `products`):
    /// each a word in quotes before a colon.
    package static func jsonKeys(in text: String) -> Set<String> {
        Set(text.matches(of: #/"([A-Za-z_][A-Za-z0-9_]*)"\s*:/#).map { String($0.output.1) })
    }

    /// How many different string literals of `sources` write each JSON key (`jsonKeys`).
    package static func jsonKeyUses(in sources: [String]) -> [String: Int] {
        let literals = Set(sources.flatMap { SwiftTokenizer.tokens(of: $0).filter { $0.kind == .string }.map(\.text) })
        var uses: [String: Int] = [:]
        for literal in literals { for key in jsonKeys(in: literal) { uses[key, default: 0] += 1 } }
        return uses
    }

    /// Of the first objects of the lists of objects in the JSON texts of `sources`, the one with
    /// the most keys (the shortest text of those), as compact JSON with sorted keys: a game of
    /// `{"games": [{"id": 7, "title": "Celeste", "release_year": 2018}, …]}`, not the `{"id": 1}`
    /// of a text the spec writes to be wrong. A text is read from its first `{` to its last `}`,
    /// a plain literal's `\"` as `"`; `nil` when no text has such a list.
    package static func jsonListElement(in sources: [String]) -> String? {
        var elements: [(keys: Int, text: String)] = []
        func visit(_ value: Any) {
            if let list = value as? [Any] {
                if let first = list.first as? [String: Any],
                   let data = try? JSONSerialization.data(withJSONObject: first, options: [.sortedKeys, .withoutEscapingSlashes]) {
                    elements.append((first.count, String(decoding: data, as: UTF8.self)))
                }
                list.forEach(visit)
            } else if let object = value as? [String: Any] {
                object.values.forEach(visit)
            }
        }
        for token in sources.flatMap({ SwiftTokenizer.tokens(of: $0) }) where token.kind == .string {
            guard let open = token.text.firstIndex(of: "{"), let close = token.text.lastIndex(of: "}"), open < close else { continue }
            var json = String(token.text[open...close])
            if token.text.hasPrefix("\"") && !token.text.hasPrefix("\"\"\"") { json = json.replacingOccurrences(of: "\\\"", with: "\"") }
            if let value = try? JSONSerialization.jsonObject(with: Data(json.utf8)) { visit(value) }
        }
        return elements.min { ($1.keys, $0.text.count, $0.text) < ($0.keys, $1.text.count, $1.text) }?.text
    }

    /// The whole numbers of a body that are ids: after a label that names one (`gameID: 7`,
    /// `id: 2`) or in an array literal after one (`favoriteIDs: [30, 4]`), and, of those values,
    /// the elements of an array literal inside an `#expect` (`allFavoriteIDs() == [4, 30]`).
    /// An id is compared and put in order, never counted with: drawn again in the same order,
    /// every scenario of the test stays what it was (`FreshScenario`). A number anywhere else stays, though its
    /// value be an id's (`rows[2]`, `count == 2`).
    package static func identities(_ body: ArraySlice<SwiftToken>) -> [SwiftToken] {
        let tokens = Array(body)
        func isIdentityLabel(_ index: Int) -> Bool {
            guard index >= 1, tokens[index].isPunctuation(":"), tokens[index - 1].kind == .word else { return false }
            let label = tokens[index - 1].text
            return label == "id" || label == "ids" || label.hasSuffix("ID") || label.hasSuffix("IDs")
        }
        var labelled: [SwiftToken] = []
        var listed: [SwiftToken] = []
        // Each open bracket: whether it is an array literal, and one of ids.
        var open: [(literal: Bool, identities: Bool)] = []
        var expectDepth: Int?
        for index in tokens.indices {
            let token = tokens[index]
            if token.opensBracket {
                let before = index > 0 ? tokens[index - 1] : nil
                let literal = token.isPunctuation("[")
                    && !(before.map { $0.kind == .word || $0.closesBracket || $0.isOperator("?") || $0.isOperator("!") } ?? false)
                if expectDepth == nil, token.isPunctuation("("), index >= 2, tokens[index - 1].isWord("expect"), tokens[index - 2].isPunctuation("#") {
                    expectDepth = open.count
                }
                open.append((literal, literal && isIdentityLabel(index - 1)))
                continue
            }
            if token.closesBracket {
                _ = open.popLast()
                if expectDepth == open.count { expectDepth = nil }
                continue
            }
            guard token.kind == .number, Int(token.text) != nil, index == 0 || !tokens[index - 1].isOperator("-") else { continue }
            if isIdentityLabel(index - 1) || open.last?.identities == true {
                labelled.append(token)
            } else if expectDepth != nil, open.last?.literal == true {
                listed.append(token)
            }
        }
        let values = Set(labelled.map { Int($0.text)! })
        return (labelled + listed.filter { values.contains(Int($0.text)!) }).sorted { $0.start < $1.start }
    }

    /// The whole numbers of a body that are quantities of a unit its label names
    /// (`receivedBytes: 500`, `bySeconds: 400`, `totalInCents: -3_449`, `maxAge: 60`), and the
    /// whole numbers of an array literal that a `for` loop takes such a value from (`for
    /// received in [100, 600, 1000] { … receivedBytes: received`). A test's quantities make
    /// one scenario whose parts agree (500 of 1000 bytes; a list 400 s old, fetched again):
    /// scaled together by one factor, its ratios and its order stay what they were
    /// (`FreshScenario`). A sign before a number is not part of its token.
    package static func quantities(_ body: ArraySlice<SwiftToken>) -> [SwiftToken] {
        let tokens = Array(body)
        var found = tokens.indices.filter { index in
            isWholeNumber(tokens[index]) && index >= 1
                && isQuantityLabel(tokens, colon: tokens[index - 1].isOperator("-") ? index - 2 : index - 1)
        }.map { tokens[$0] }
        let names = quantityNames(body)
        for index in tokens.indices where tokens[index].isWord("for") && index + 3 < tokens.count {
            guard tokens[index + 1].kind == .word, names.contains(tokens[index + 1].text),
                  tokens[index + 2].isWord("in"), tokens[index + 3].isPunctuation("["),
                  let close = closing(tokens, from: index + 3) else { continue }
            found += tokens[(index + 4)..<close].filter(isWholeNumber)
        }
        return found.sorted { $0.start < $1.start }
    }

    /// The names a body gives as quantities (`receivedBytes: received`, `bySeconds:
    /// secondsLater`), and the collections a `for` loop takes such a name from (`for bytes in
    /// received`): a test's parameter among them is a column of quantities.
    package static func quantityNames(_ body: ArraySlice<SwiftToken>) -> Set<String> {
        let tokens = Array(body)
        var names = Set(tokens.indices.filter { $0 >= 2 && tokens[$0].kind == .word && isQuantityLabel(tokens, colon: $0 - 1) }
            .map { tokens[$0].text })
        for index in tokens.indices where tokens[index].isWord("for") && index + 3 < tokens.count
            && tokens[index + 1].kind == .word && names.contains(tokens[index + 1].text)
            && tokens[index + 2].isWord("in") && tokens[index + 3].kind == .word {
            names.insert(tokens[index + 3].text)
        }
        return names
    }

    /// Whether the token at `colon` ends a label that names a unit: `…Bytes`, `…Seconds`,
    /// `…Cents`, `…Age`.
    private static func isQuantityLabel(_ tokens: [SwiftToken], colon: Int) -> Bool {
        guard colon >= 1, tokens[colon].isPunctuation(":"), tokens[colon - 1].kind == .word else { return false }
        let label = tokens[colon - 1].text.lowercased()
        return ["bytes", "seconds", "cents", "age"].contains { label.hasSuffix($0) }
    }

    /// Whether `token` is a whole number as written: `500`, `3_449`.
    private static func isWholeNumber(_ token: SwiftToken) -> Bool {
        token.kind == .number && Int(token.text.filter { $0 != "_" }) != nil
    }

    /// The ids in a JSON text a body writes (`let json = """{"id": 42, …`): each value of a key
    /// that names one (`"id"`, `"game_id"`), with its byte range. A raw string is left out: an
    /// id drawn again is written into the text as an interpolation, which a raw string would
    /// print as it is.
    package static func jsonIdentities(_ body: ArraySlice<SwiftToken>) -> [(range: Range<Int>, value: Int)] {
        body.filter { $0.kind == .string && $0.text.hasPrefix("\"") }.flatMap { token in
            token.text.matches(of: #/"(\w+)"\s*:\s*(\d+)\b/#).compactMap { match -> (range: Range<Int>, value: Int)? in
                let key = match.output.1
                guard key == "id" || key.hasSuffix("_id"), let value = Int(match.output.2) else { return nil }
                let offset = token.text.utf8.distance(from: token.text.startIndex, to: match.output.2.startIndex)
                return ((token.start + offset)..<(token.start + offset + match.output.2.utf8.count), value)
            }
        }
    }

    /// The whole numbers that are values of JSON keys in the text of a constant:
    /// `static let twoGames = """{"games": [{"id": 7, …`.
    package static func jsonNumbers(in source: String) -> [(range: Range<Int>, text: String)] {
        jsonConstantValues(in: source, matching: #/"\w+"\s*:\s*(-?\d+)\b/#)
    }

    /// The sample texts that are values of JSON keys in the text of a constant: `"title":
    /// "Celeste"` gives `Celeste`.
    package static func jsonTexts(in source: String) -> [(range: Range<Int>, text: String)] {
        jsonConstantValues(in: source, matching: jsonTextPattern).filter { isSampleText($0.text) }
    }

    /// In a JSON text (a resource file): each key's sample text (`isSampleText`), with
    /// its byte range in `json`.
    package static func jsonSampleTexts(inJSON json: String) -> [(range: Range<Int>, text: String)] {
        firstCaptures(of: jsonTextPattern, in: json).filter { isSampleText($0.text) }
    }

    /// A JSON key's text value, unescaped: `"title": "Celeste"`.
    private static var jsonTextPattern: Regex<(Substring, Substring)> { #/"\w+"\s*:\s*"([^"\\]*)"/# }

    /// Each first capture of `pattern` in `text`, with its byte range in `text`.
    package static func firstCaptures(of pattern: Regex<(Substring, Substring)>, in text: String) -> [(range: Range<Int>, text: String)] {
        text.matches(of: pattern).map { match in
            let value = match.output.1
            let start = text.utf8.distance(from: text.startIndex, to: value.startIndex)
            return (start..<(start + value.utf8.count), String(value))
        }
    }

    /// Each first capture of `pattern` in the text of a `static let` constant, with its byte range.
    private static func jsonConstantValues(in source: String, matching pattern: Regex<(Substring, Substring)>) -> [(range: Range<Int>, text: String)] {
        let tokens = SwiftTokenizer.tokens(of: source).filter { $0.kind != .newline }
        var found: [(range: Range<Int>, text: String)] = []
        for index in tokens.indices where tokens[index].kind == .string && index >= 4 && tokens[index - 1].isOperator("=") {
            // `static let name =` or `static let name: String =`.
            let declared = tokens[index - 3].isWord("let") ? index - 3 : (index >= 6 && tokens[index - 5].isWord("let") ? index - 5 : nil)
            guard let declared, tokens[declared - 1].isWord("static") else { continue }
            let start = tokens[index].start
            found += firstCaptures(of: pattern, in: tokens[index].text).map { ((start + $0.range.lowerBound)..<(start + $0.range.upperBound), $0.text) }
        }
        return found
    }
}
