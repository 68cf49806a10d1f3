// MARK: - Swift tokens, for the mutation engine

/// One token of Swift source: enough of Swift's lexical grammar to place mutants in code and
/// never in comments, doc comments or the text of a string.
package struct SwiftToken: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        /// An identifier or a keyword: `remaining`, `return`, `$0`, `` `default` ``.
        case word
        /// A number literal: `1000`, `0x1F`, `2.5`.
        case number
        /// A whole string literal, interpolations included: `"Rp"`, `"\(currency) \(amount)"`, `"""…"""`.
        case string
        /// An operator: `<`, `+=`, `?`, `!`, `->`, `..<`, `=`.
        case `operator`
        /// Punctuation: `(` `)` `[` `]` `{` `}` `,` `:` `;` `.` `@` `#` `\``.
        case punctuation
        /// The end of a line (a comment spanning lines ends one too).
        case newline
    }

    package var kind: Kind
    package var text: String
    /// Where the token starts and ends, in UTF-8 bytes of the source.
    package var start: Int
    package var end: Int
    /// The line it starts on, from 1.
    package var line: Int
    /// Whether whitespace, a comment or the start of the file comes right before it.
    package var spaceBefore: Bool
    /// Whether whitespace, a comment or the end of the file comes right after it.
    package var spaceAfter = false

    package func isWord(_ word: String) -> Bool { kind == .word && text == word }
    package func isPunctuation(_ mark: String) -> Bool { kind == .punctuation && text == mark }
    package func isOperator(_ symbol: String) -> Bool { kind == .operator && text == symbol }
    /// `(`, `[` or `{`.
    package var opensBracket: Bool { kind == .punctuation && (text == "(" || text == "[" || text == "{") }
    /// `)`, `]` or `}`.
    package var closesBracket: Bool { kind == .punctuation && (text == ")" || text == "]" || text == "}") }
}

/// Splits Swift source into tokens, dropping comments and blanks.
package enum SwiftTokenizer {
    private static let operatorBytes = Set("/=-+!*%<>&|^~?".utf8)
    private static let punctuationBytes = Set("()[]{},:;.@#`".utf8)

    package static func tokens(of source: String) -> [SwiftToken] {
        var lexer = Lexer(bytes: Array(source.utf8))
        while lexer.index < lexer.bytes.count { lexer.readToken() }
        return lexer.finish()
    }

    /// The tokenizer's state while it walks the source once, front to back: one method per kind
    /// of thing that can start at the cursor.
    private struct Lexer {
        let bytes: [UInt8]
        var tokens: [SwiftToken] = []
        var index = 0
        var line = 1
        /// Whether whitespace, a comment or the start of the file came since the last token.
        var spaced = true

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        func byte(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

        /// Adds the token from `start` to the cursor, and tells the token before it whether a
        /// space came between them.
        mutating func add(_ kind: SwiftToken.Kind, from start: Int, line startLine: Int) {
            if let last = tokens.indices.last { tokens[last].spaceAfter = spaced }
            tokens.append(SwiftToken(kind: kind, text: String(decoding: bytes[start..<index], as: UTF8.self),
                                     start: start, end: index, line: startLine, spaceBefore: spaced))
            spaced = false
        }

        mutating func finish() -> [SwiftToken] {
            if let last = tokens.indices.last { tokens[last].spaceAfter = true }
            return tokens
        }

        /// Reads what starts at the cursor: a token, or a blank or comment that it drops.
        mutating func readToken() {
            let current = bytes[index]
            let start = index
            let startLine = line
            switch current {
            case UInt8(ascii: "\n"):
                index += 1
                spaced = true
                add(.newline, from: start, line: startLine)
                spaced = true
                line += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
                spaced = true
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                spaced = true
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""):
                index = SwiftTokenizer.skipString(bytes, from: index, hashes: 0, line: &line)
                add(.string, from: start, line: startLine)
            case UInt8(ascii: "#") where byte(index + 1) == UInt8(ascii: "\"") || byte(index + 1) == UInt8(ascii: "#"):
                readRawStringOrHash(from: start, line: startLine)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                readNumber(from: start, line: startLine)
            case UInt8(ascii: "`"):
                index += 1
                while let next = byte(index), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") { index += 1 }
                if byte(index) == UInt8(ascii: "`") { index += 1 }
                add(.word, from: start, line: startLine)
            case UInt8(ascii: "."):
                readDot(from: start, line: startLine)
            default:
                readOperatorPunctuationOrWord(from: start, line: startLine)
            }
        }

        /// Skips a block comment; one that spans lines still ends the line it started on.
        mutating func skipBlockComment() {
            // Block comments nest in Swift.
            var depth = 0
            var sawNewline = false
            repeat {
                if bytes[index] == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "*") {
                    depth += 1
                    index += 2
                } else if bytes[index] == UInt8(ascii: "*"), byte(index + 1) == UInt8(ascii: "/") {
                    depth -= 1
                    index += 2
                } else {
                    if bytes[index] == UInt8(ascii: "\n") {
                        line += 1
                        sawNewline = true
                    }
                    index += 1
                }
            } while depth > 0 && index < bytes.count
            spaced = true
            if sawNewline {
                add(.newline, from: index, line: line - 1)
                tokens[tokens.count - 1].text = "\n"
                spaced = true
            }
        }

        /// `#"…"#` is a raw string; any other `#` (as in `##`) is punctuation on its own.
        mutating func readRawStringOrHash(from start: Int, line startLine: Int) {
            var hashes = 0
            while byte(index) == UInt8(ascii: "#") {
                hashes += 1
                index += 1
            }
            if byte(index) == UInt8(ascii: "\"") {
                index = SwiftTokenizer.skipString(bytes, from: index, hashes: hashes, line: &line)
                add(.string, from: start, line: startLine)
            } else {
                index = start + 1
                add(.punctuation, from: start, line: startLine)
            }
        }

        mutating func readNumber(from start: Int, line startLine: Int) {
            while let next = byte(index), SwiftTokenizer.isIdentifierByte(next) { index += 1 }
            if byte(index) == UInt8(ascii: "."), let after = byte(index + 1), SwiftTokenizer.isDigit(after) {
                index += 1
                while let next = byte(index), SwiftTokenizer.isIdentifierByte(next) { index += 1 }
            }
            add(.number, from: start, line: startLine)
        }

        /// `..<` and `...` are operators; a lone `.` is punctuation.
        mutating func readDot(from start: Int, line startLine: Int) {
            if byte(index + 1) == UInt8(ascii: ".") {
                while let next = byte(index), next == UInt8(ascii: ".") || SwiftTokenizer.operatorBytes.contains(next) { index += 1 }
                add(.operator, from: start, line: startLine)
            } else {
                index += 1
                add(.punctuation, from: start, line: startLine)
            }
        }

        mutating func readOperatorPunctuationOrWord(from start: Int, line startLine: Int) {
            let current = bytes[index]
            if SwiftTokenizer.operatorBytes.contains(current) {
                while let next = byte(index), SwiftTokenizer.operatorBytes.contains(next) {
                    // A comment right after an operator is not part of it.
                    if next == UInt8(ascii: "/"), index > start, let after = byte(index + 1),
                       after == UInt8(ascii: "/") || after == UInt8(ascii: "*") { break }
                    index += 1
                }
                add(.operator, from: start, line: startLine)
            } else if SwiftTokenizer.punctuationBytes.contains(current) {
                index += 1
                add(.punctuation, from: start, line: startLine)
            } else if SwiftTokenizer.isIdentifierByte(current) || current >= 0x80 || current == UInt8(ascii: "$") {
                while let next = byte(index), SwiftTokenizer.isIdentifierByte(next) || next >= 0x80 || next == UInt8(ascii: "$") { index += 1 }
                add(.word, from: start, line: startLine)
            } else {
                index += 1
                add(.punctuation, from: start, line: startLine)
            }
        }
    }

    /// The offset just past the string literal that opens at `start` (a `"` after `hashes` #s).
    private static func skipString(_ bytes: [UInt8], from start: Int, hashes: Int, line: inout Int) -> Int {
        let quote = UInt8(ascii: "\"")
        let multiline = start + 2 < bytes.count && bytes[start + 1] == quote && bytes[start + 2] == quote
        var index = start + (multiline ? 3 : 1)
        func closesHere(_ at: Int) -> Int? {
            let quotes = multiline ? 3 : 1
            guard at + quotes + hashes <= bytes.count else { return nil }
            for offset in 0..<quotes where bytes[at + offset] != quote { return nil }
            for offset in 0..<hashes where bytes[at + quotes + offset] != UInt8(ascii: "#") { return nil }
            return at + quotes + hashes
        }
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "\n") {
                line += 1
                if !multiline { return index }
            }
            if current == UInt8(ascii: "\\") {
                var escapeHashes = 0
                while escapeHashes < hashes, index + 1 + escapeHashes < bytes.count,
                      bytes[index + 1 + escapeHashes] == UInt8(ascii: "#") { escapeHashes += 1 }
                if escapeHashes == hashes {
                    let after = index + 1 + hashes
                    if after < bytes.count, bytes[after] == UInt8(ascii: "(") {
                        index = skipInterpolation(bytes, from: after, line: &line)
                        continue
                    }
                    index = after + 1
                    continue
                }
            }
            if current == quote, let end = closesHere(index) { return end }
            index += 1
        }
        return index
    }

    /// The offset just past the `)` that closes the interpolation opening at `start`.
    private static func skipInterpolation(_ bytes: [UInt8], from start: Int, line: inout Int) -> Int {
        var depth = 0
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "("):
                depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return index + 1 }
            case UInt8(ascii: "\""):
                index = skipString(bytes, from: index, hashes: 0, line: &line)
                continue
            case UInt8(ascii: "\n"):
                line += 1
            default:
                break
            }
            index += 1
        }
        return index
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
    }
}
