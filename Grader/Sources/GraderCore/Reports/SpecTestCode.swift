import Foundation

// MARK: - The code of a spec test, as Exercism shows it

/// The body of the `@Test` function whose attribute is on `line` (counting from 1) of a spec
/// file, without its braces and indented as if it stood alone: the `test_code` Exercism shows
/// a student next to a failure.
///
/// It counts braces outside string literals and comments, which the kata's plainly written
/// spec tests keep simple (`SwiftScan` reads them the same way for their twins).
enum SpecTestCode {
    static func body(ofTestAt line: Int, in source: String) -> String? {
        guard let test = SwiftScan.tests(in: source).first(where: { $0.line == line - 1 }) else { return nil }
        let text = Array(source.components(separatedBy: "\n").dropFirst(test.declarationLine).joined(separator: "\n"))
        var depth = 0
        var start: Int?
        var index = 0
        var inString = false
        while index < text.count {
            let character = text[index]
            let next: Character? = index + 1 < text.count ? text[index + 1] : nil
            if inString {
                if character == "\\" { index += 2; continue }
                if character == "\"" { inString = false }
            } else if character == "/" && next == "/" {
                while index < text.count && text[index] != "\n" { index += 1 }
                continue
            } else if character == "\"" {
                inString = true
            } else if character == "{" {
                depth += 1
                if start == nil { start = index + 1 }
            } else if character == "}" {
                depth -= 1
                if depth == 0, let start { return dedented(String(text[start..<index])) }
            }
            index += 1
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
