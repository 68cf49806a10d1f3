import Foundation
import SwiftSource

// MARK: - Attributes that let code take names it does not own

/// Finds, in a submission's Swift files, the attributes that let code define a symbol under a
/// name of its choosing, place data where the loader runs it, or replace someone else's code.
///
/// A stage's code and the learner's tests are linked into one test executable with Swift
/// Testing, XCTest, Foundation and the C library. A function declared `@_silgen_name("…")`
/// under the mangled name of Swift Testing's `__checkBinaryOperation` is the one the spec
/// tests' `#expect` calls; one declared `@_cdecl("fwrite")` receives every write of the test
/// process, its result stream included. No kata task needs any of these attributes, so any
/// use of them makes the stage `tampered`, whatever it does.
///
/// Words are read with the grader's Swift tokenizer: an attribute named in a comment or in
/// the text of a string does not count, one in code does, wherever it stands (`#if false`
/// blocks included: the check reads sources, it does not compile them). The symbols check
/// after the build (`ForeignSymbols`) is the stronger line; this one explains the problem in
/// the learner's words before anything is built.
enum ForbiddenAttributes {
    /// Each refused attribute (as written after `@`), with what it would let code do.
    static let refused: [String: String] = [
        "_silgen_name": "it lets code take the name of a function it does not own",
        "_cdecl": "it lets code take the name of a C function, such as the C library's own",
        "c": "it lets code take the name of a C function, such as the C library's own",
        "_extern": "it lets code declare a function under a name of its choosing",
        "_expose": "it lets code export a function under a name of its choosing",
        // Data in a section of the loader's choosing: `.init_array` runs it before any test,
        // Swift Testing's own section lists it as a test.
        "_section": "it lets code put data where the program loader or the test library reads it",
        "section": "it lets code put data where the program loader or the test library reads it",
        "_used": "it keeps data the compiler would drop, for the loader or the test library to find",
        "used": "it keeps data the compiler would drop, for the loader or the test library to find",
        "_dynamicReplacement": "it lets code replace a function of another module while the program runs",
        // Mangles a declaration as if another module had defined it.
        "_originallyDefinedIn": "it lets code name its declarations as if another module had made them",
        "_objcRuntimeName": "it lets code take the runtime name of a class it does not own",
        // With `target:`, emits a specialization under a function of another module.
        "_specialize": "it lets code emit a function under the name of another module's function",
        // Access to the test library's internals, such as the event handler of the running test.
        "_spi": "it reaches into the internals of the test library and the Swift runtime",
        "_private": "it reaches into the private declarations of another module",
        // Memory safety (issue 39): the learner's code and tests compile as memory-safe Swift,
        // where these would let a test read memory, the code it runs included.
        "unsafe": memorySafety,
        "safe": memorySafety,
    ]

    static let memorySafety = "the kata's code and tests are memory-safe Swift, and this would let them read memory"

    /// The word `unsafe` as code, which marks an unsafe expression (`unsafe pointer.load(…)`)
    /// so that it compiles under strict memory safety. In `nonisolated(unsafe)` it is allowed:
    /// that is about data races, and every use of such a variable needs the word again.
    static let unsafeWord = "unsafe"

    /// How `uses(in:)` names the word `unsafe`, apart from the attribute `@unsafe`.
    static let unsafeWordUse = "unsafe expression"

    /// One line per refused attribute found, naming the file, the line and why; empty when
    /// the files are clean. Files that are not Swift are skipped.
    static func problems(in files: [String: Data]) -> [String] {
        files.keys.sorted().filter { $0.hasSuffix(".swift") }.flatMap { path in
            uses(in: String(decoding: files[path]!, as: UTF8.self)).map { problem(path: path, attribute: $0.attribute, line: $0.line) }
        }
    }

    /// What the learner reads of one refused use: `attribute` as `uses(in:)` names it.
    static func problem(path: String, attribute: String, line: Int) -> String {
        let shown = attribute == unsafeWordUse ? unsafeWord : "@" + attribute
        return "`\(shown)` is not allowed in the kata (\(path), line \(line)): \(refused[attribute] ?? memorySafety)"
    }

    /// Each refused attribute in `source` (and the word `unsafe`, as `unsafeWordUse`), with the
    /// line it is on, in order.
    static func uses(in source: String) -> [(attribute: String, line: Int)] {
        let tokens = SwiftTokenizer.tokens(of: source)
        var found: [(attribute: String, line: Int)] = []
        for (index, token) in tokens.enumerated() {
            if token.isPunctuation("@"), index + 1 < tokens.count, tokens[index + 1].kind == .word {
                // `@`_silgen_name`` is the same attribute as `@_silgen_name`.
                let name = tokens[index + 1].text.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
                if refused[name] != nil { found.append((name, tokens[index + 1].line)) }
            } else if token.isWord(unsafeWord), !(index >= 2 && tokens[index - 1].isPunctuation("(") && tokens[index - 2].isWord("nonisolated")),
                      !(index >= 1 && tokens[index - 1].isPunctuation("@")) {
                found.append((unsafeWordUse, token.line))
            } else if token.kind == .string, token.text.contains("\\(") || token.text.contains("\\#(") {
                // Code inside an interpolation is code: `"\({ @_cdecl("write") func … }())"`.
                // It is read as text, so a string such as "\(x) @_cdecl" counts too (no learner
                // writes one), but not "\(name)@company.com": the name must end there.
                for name in refused.keys.sorted() where token.text.range(
                    of: "@" + NSRegularExpression.escapedPattern(for: name) + "(?![A-Za-z0-9_])", options: .regularExpression) != nil {
                    found.append((name, token.line))
                }
                // The word `unsafe` only inside an interpolation: "\(name) is unsafe" is text.
                if interpolations(in: token.text).contains(where: { unsafeExpression.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil }) {
                    found.append((unsafeWordUse, token.line))
                }
            }
        }
        return found
    }

    /// The word `unsafe` as code, but not in `nonisolated(unsafe)`.
    private static let unsafeExpression = try! NSRegularExpression(pattern: #"(?<![A-Za-z0-9_])(?<!nonisolated\()unsafe(?![A-Za-z0-9_])"#)

    /// The code of each interpolation (`\(…)`, `\#(…)`) in a string literal's text, to its
    /// closing parenthesis (counted, so `\(f(x))` is whole).
    static func interpolations(in literal: String) -> [String] {
        var found: [String] = []
        var rest = Substring(literal)
        while let start = rest.range(of: ##"\\#*\("##, options: .regularExpression) {
            var depth = 1
            var end = start.upperBound
            while end < rest.endIndex, depth > 0 {
                if rest[end] == "(" { depth += 1 }
                if rest[end] == ")" { depth -= 1 }
                end = rest.index(after: end)
            }
            // Without its closing parenthesis (none when the literal ends first).
            found.append(String(rest[start.upperBound..<(depth == 0 ? rest.index(before: end) : end)]))
            rest = rest[end...]
        }
        return found
    }
}
