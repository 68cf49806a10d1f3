import Foundation
import SwiftSource

// MARK: - The code of a spec test, as Exercism shows it

/// The body of the `@Test` function whose attribute is on `line` (counting from 1) of a spec
/// file, without its braces and indented as if it stood alone: the `test_code` Exercism shows
/// a student next to a failure.
///
/// The braces are found by the grader's Swift tokenizer (`SwiftTokenizer`), so a brace in a
/// string literal or a comment is never taken for one.
enum SpecTestCode {
    static func body(ofTestAt line: Int, in source: String) -> String? {
        guard let test = SwiftScan.tests(in: source).first(where: { $0.line == line - 1 }) else { return nil }
        let tokens = SwiftTokenizer.tokens(of: source)
        // `declarationLine` counts from 0, token lines from 1.
        guard let open = tokens.firstIndex(where: { $0.line > test.declarationLine && $0.isPunctuation("{") }) else { return nil }
        var depth = 0
        for index in open..<tokens.count where tokens[index].kind == .punctuation {
            if tokens[index].text == "{" { depth += 1 }
            if tokens[index].text == "}" { depth -= 1 }
            if depth == 0 {
                let bytes = Array(source.utf8)[tokens[open].end..<tokens[index].start]
                return dedented(String(decoding: bytes, as: UTF8.self))
            }
        }
        return nil
    }

    /// Drops blank lines at both ends, the indentation every line shares, and trailing spaces.
    private static func dedented(_ body: String) -> String {
        var lines = body.components(separatedBy: "\n")
        while let first = lines.first, first.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeFirst() }
        while let last = lines.last, last.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeLast() }
        let indent = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { line in
            var kept = Substring(line).dropFirst(min(indent, line.prefix { $0 == " " }.count))
            while kept.last == " " { kept.removeLast() }
            return String(kept)
        }.joined(separator: "\n")
    }
}
