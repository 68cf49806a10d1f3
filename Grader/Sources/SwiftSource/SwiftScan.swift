import Foundation

// MARK: - Finding suites and tests in a spec file

/// Just enough reading of Swift Testing sources to copy them under other names.
///
/// It reads the grader's tokens (`SwiftTokenizer`), so text in comments and string literals is
/// never taken for a test, a `func` or a type; but not a syntax tree: the kata's spec tests are
/// written plainly (an `@Suite` type per file, `@Test` functions inside, attributes that are
/// alone on their lines or before the declaration), and `verify` proves that the twins it
/// makes of them compile and pass on the reference.
package enum SwiftScan {
    /// A `@Test` function found in a file (line numbers count from 0).
    package struct ScannedTest: Equatable {
        /// The line of the `@Test` attribute.
        package var line: Int
        /// The first line of the attributes before the function (`@MainActor`, then `@Test`).
        package var attributesStart: Int
        /// The line that says `func name(`.
        package var declarationLine: Int
        package var function: String
        /// The suite type it sits in, or `nil` at the top level.
        package var suite: String?
        /// The display name as written, quotes included: `"two is even"`.
        package var displayName: String?
        package var parameterized: Bool
    }

    /// The words that open a type's declaration, followed by its name.
    private static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "extension"]

    /// Types marked `@Suite` (the attribute may sit a few lines above, among others).
    package static func suiteTypes(in source: String) -> [String] {
        let tokens = SwiftTokenizer.tokens(of: source)
        let attributeLines = attributeOnlyLines(tokens)
        return tokens.indices.compactMap { index in
            guard let name = declaredType(tokens, at: index) else { return nil }
            // Its attributes: those before it on its line, and those on the lines right above.
            var attributes = Array(tokens[firstTokenOnItsLine(tokens, index)..<index])
            var line = tokens[index].line - 2
            while let above = attributeLines[line] {
                attributes = above + attributes
                line -= 1
            }
            return zip(attributes, attributes.dropFirst()).contains { $0.isPunctuation("@") && $1.isWord("Suite") && !$1.spaceBefore }
                ? name : nil
        }
    }

    package static func tests(in source: String) -> [ScannedTest] {
        let tokens = SwiftTokenizer.tokens(of: source)
        let attributeLines = attributeOnlyLines(tokens)
        var depth = 0
        var suite: String?
        var tests: [ScannedTest] = []
        for index in tokens.indices {
            let token = tokens[index]
            if token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation("}") { depth -= 1 }
            // The suite is the type declared at the top level; a test at the top level has none.
            if depth == 0, let name = declaredType(tokens, at: index) { suite = name }
            guard isAttribute("Test", tokens, at: index), index == firstTokenOnItsLine(tokens, index) else { continue }
            guard let declaration = (index..<tokens.count).first(where: { isFunctionName(tokens, at: $0) }) else { continue }
            var start = token.line - 1
            while attributeLines[start - 1] != nil { start -= 1 }
            tests.append(ScannedTest(
                line: token.line - 1, attributesStart: start, declarationLine: tokens[declaration].line - 1,
                function: tokens[declaration].text, suite: depth == 0 ? nil : suite,
                displayName: displayName(tokens, ofTestAt: index),
                parameterized: (index..<declaration).contains { tokens[$0].isWord("arguments") && tokens[$0 + 1].isPunctuation(":") }))
        }
        return tests
    }

    /// The name of the type whose declaration starts at `index` (`struct`, then its name).
    private static func declaredType(_ tokens: [SwiftToken], at index: Int) -> String? {
        guard tokens[index].kind == .word, typeKeywords.contains(tokens[index].text), index + 1 < tokens.count,
              tokens[index + 1].kind == .word else { return nil }
        return tokens[index + 1].text
    }

    /// Whether `index` is the name after `func`.
    private static func isFunctionName(_ tokens: [SwiftToken], at index: Int) -> Bool {
        index > 0 && tokens[index - 1].isWord("func") && tokens[index].kind == .word
    }

    /// Whether `@name` starts at `index`.
    private static func isAttribute(_ name: String, _ tokens: [SwiftToken], at index: Int) -> Bool {
        tokens[index].isPunctuation("@") && index + 1 < tokens.count && tokens[index + 1].isWord(name)
            && !tokens[index + 1].spaceBefore
    }

    /// The display name as written: the string right after `@Test(`, quotes included.
    private static func displayName(_ tokens: [SwiftToken], ofTestAt index: Int) -> String? {
        guard index + 3 < tokens.count, tokens[index + 2].isPunctuation("("), !tokens[index + 2].spaceBefore else { return nil }
        let string = tokens[index + 3]
        guard string.kind == .string, string.text.hasPrefix("\""), !string.text.hasPrefix("\"\"\"") else { return nil }
        return string.text
    }

    /// The lines (from 0) that hold attributes and nothing else, such as `@MainActor` or
    /// `@Suite("Task 1", .serialized)`, with their tokens; a line with a declaration is not one.
    private static func attributeOnlyLines(_ tokens: [SwiftToken]) -> [Int: [SwiftToken]] {
        var byLine: [Int: [SwiftToken]] = [:]
        for token in tokens where token.kind != .newline { byLine[token.line - 1, default: []].append(token) }
        return byLine.filter { _, tokens in
            tokens[0].isPunctuation("@")
                && !tokens.contains { $0.isWord("func") || ($0.kind == .word && typeKeywords.contains($0.text)) }
        }
    }

    /// The first token of the line `index` is on.
    private static func firstTokenOnItsLine(_ tokens: [SwiftToken], _ index: Int) -> Int {
        var first = index
        while first > 0, tokens[first - 1].line == tokens[index].line, tokens[first - 1].kind != .newline { first -= 1 }
        return first
    }

    /// `func old(` → `func new(` on one line.
    package static func renameFunction(in line: String, from old: String, to new: String) -> String {
        line.replacingOccurrences(of: "func \(old)", with: "func \(new)")
    }

    /// Replaces `word` where it stands as a whole identifier, in comments and strings too.
    ///
    /// Text, not tokens: the tokenizer keeps a string's interpolations inside its one token, and
    /// a suite type named in `"\(ParitySpec.cases)"` must be renamed there too.
    package static func replaceWord(_ word: String, with replacement: String, in text: String) -> String {
        let pattern = #"(?<![A-Za-z0-9_])"# + NSRegularExpression.escapedPattern(for: word) + #"(?![A-Za-z0-9_])"#
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.stringByReplacingMatches(
            in: text, range: NSRange(text.startIndex..., in: text),
            withTemplate: NSRegularExpression.escapedTemplate(for: replacement))
    }
}
