import Foundation

// MARK: - Finding suites and tests in a spec file, line by line

/// Just enough reading of Swift Testing sources to copy them under other names.
///
/// It reads lines, not a syntax tree: the kata's spec tests are written plainly (an `@Suite`
/// type per file, `@Test` functions inside), and `verify` proves that the twins it makes of
/// them compile and pass on the reference.
enum SwiftScan {
    /// A `@Test` function found in a file (line numbers count from 0).
    struct ScannedTest: Equatable {
        /// The line of the `@Test` attribute.
        var line: Int
        /// The first line of the attributes before the function (`@MainActor`, then `@Test`).
        var attributesStart: Int
        /// The line that says `func name(`.
        var declarationLine: Int
        var function: String
        /// The suite type it sits in, or `nil` at the top level.
        var suite: String?
        /// The display name as written, quotes included: `"two is even"`.
        var displayName: String?
        var parameterized: Bool
    }

    private static let typeDeclaration = try! NSRegularExpression(
        pattern: #"^\s*(?:(?:public|internal|private|fileprivate|final)\s+)*(?:struct|class|enum|actor|extension)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
    private static let functionName = try! NSRegularExpression(pattern: #"\bfunc\s+([A-Za-z_][A-Za-z0-9_]*)"#)
    private static let displayName = try! NSRegularExpression(pattern: #"@Test\(\s*("(?:[^"\\]|\\.)*")"#)

    /// Types marked `@Suite` (the attribute may sit a few lines above, among others).
    static func suiteTypes(in source: String) -> [String] {
        let lines = source.components(separatedBy: "\n")
        return lines.indices.compactMap { index in
            guard let name = firstMatch(typeDeclaration, in: lines[index]),
                  attributeLines(before: index, in: lines).contains(where: { $0.hasPrefix("@Suite") }) else { return nil }
            return name
        }
    }

    static func tests(in source: String) -> [ScannedTest] {
        let lines = source.components(separatedBy: "\n")
        var suite: String?
        var tests: [ScannedTest] = []
        for index in lines.indices {
            let line = lines[index]
            if let name = firstMatch(typeDeclaration, in: line) {
                suite = line.first?.isWhitespace == false ? name : suite
                continue
            }
            guard line.trimmingCharacters(in: .whitespaces).hasPrefix("@Test") else { continue }
            guard let declaration = lines[index...].firstIndex(where: { firstMatch(functionName, in: $0) != nil }),
                  let function = firstMatch(functionName, in: lines[declaration]) else { continue }
            let attributes = lines[index..<declaration].joined(separator: "\n")
            let start = index - attributeLines(before: index, in: lines).count
            let topLevel = line.first?.isWhitespace == false
            tests.append(ScannedTest(
                line: index, attributesStart: start, declarationLine: declaration, function: function,
                suite: topLevel ? nil : suite, displayName: firstMatch(displayName, in: line),
                parameterized: attributes.contains("arguments:")))
        }
        return tests
    }

    /// `func old(` → `func new(` on one line.
    static func renameFunction(in line: String, from old: String, to new: String) -> String {
        line.replacingOccurrences(of: "func \(old)", with: "func \(new)")
    }

    /// Replaces `word` where it stands as a whole identifier.
    static func replaceWord(_ word: String, with replacement: String, in text: String) -> String {
        let pattern = #"(?<![A-Za-z0-9_])"# + NSRegularExpression.escapedPattern(for: word) + #"(?![A-Za-z0-9_])"#
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.stringByReplacingMatches(
            in: text, range: NSRange(text.startIndex..., in: text),
            withTemplate: NSRegularExpression.escapedTemplate(for: replacement))
    }

    /// The attribute lines (trimmed) right above line `index`, nearest last.
    private static func attributeLines(before index: Int, in lines: [String]) -> [String] {
        var found: [String] = []
        var cursor = index - 1
        while cursor >= 0 {
            let trimmed = lines[cursor].trimmingCharacters(in: .whitespaces)
            // An attribute alone on its line; `@Test("…") func two() { … }` is a whole test.
            guard trimmed.hasPrefix("@"), firstMatch(functionName, in: trimmed) == nil,
                  firstMatch(typeDeclaration, in: trimmed) == nil else { break }
            found.insert(trimmed, at: 0)
            cursor -= 1
        }
        return found
    }

    private static func firstMatch(_ expression: NSRegularExpression, in line: String) -> String? {
        guard let match = expression.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
              let range = Range(match.range(at: 1), in: line) else { return nil }
        return String(line[range])
    }
}
