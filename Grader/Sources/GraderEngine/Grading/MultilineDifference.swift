import Foundation

// MARK: - The line two multi-line strings differ on

/// Turns Swift Testing's message for `#expect(a == b)` on two multi-line strings into the first
/// line that differs, with both sides.
///
/// Swift Testing prints both whole values, newlines and all:
///
///     Expectation failed: (screen.text → "Loading…
///     1.   Celeste — Released in 2019") == ("""
///             Loading…
///             1.   Celeste — Released in 2018
///             """ → "Loading…
///     1.   Celeste — Released in 2018")
///
/// A report shows the first lines of a message, so the learner read `""" → "Loading…` and never
/// the line that differs. This reads instead:
///
///     Expectation failed: screen.text == """…""", first different on line 2 of 2:
///       screen.text: "1.   Celeste — Released in 2019"
///       expected:    "1.   Celeste — Released in 2018"
enum MultilineDifference {
    private static let prefix = "Expectation failed: "

    /// The message with the first differing line of its two values, or `nil` when it is not an
    /// `==` of two values where one spans lines (then the message is short enough as it is).
    static func readable(_ message: String) -> String? {
        guard message.hasPrefix(prefix), let (left, right) = sides(of: String(message.dropFirst(prefix.count))),
              left.value.contains("\n") || right.value.contains("\n") else { return nil }
        let (leftLines, rightLines) = (lines(left.value), lines(right.value))
        guard let index = (0..<max(leftLines.count, rightLines.count)).first(where: { line(leftLines, $0) != line(rightLines, $0) })
        else { return nil }
        let (leftName, rightName) = (left.label(otherwise: "left"), right.label(otherwise: "expected"))
        let width = max(leftName.count, rightName.count) + 1
        func row(_ name: String, _ lines: [String]) -> String {
            let padded = (name + ":").padding(toLength: width + 1, withPad: " ", startingAt: 0)
            return "  \(padded)" + (line(lines, index).map { "\"\($0)\"" } ?? "(no line \(index + 1): \(lines.count) line\(lines.count == 1 ? "" : "s"))")
        }
        return "\(prefix)\(left.code) == \(right.code), "
            + "first different on line \(index + 1) of \(max(leftLines.count, rightLines.count)):\n"
            + row(leftName, leftLines) + "\n" + row(rightName, rightLines)
    }

    /// One side of the comparison: the code as written (none for a string literal) and its value.
    private struct Side {
        var expression: String?
        var value: String

        /// The code on one line: a string literal as `"""…"""`, or `"value"` when it is one line.
        var code: String {
            expression ?? (value.contains("\n") ? "\"\"\"…\"\"\"" : "\"\(value)\"")
        }

        /// The code as a row's label when it is short and on one line; `fallback` otherwise,
        /// a string literal included.
        func label(otherwise fallback: String) -> String {
            guard let expression, !expression.contains("\n"), expression.count <= 40 else { return fallback }
            return expression
        }
    }

    /// `(lhs → "value") == (rhs → "value")`, or a plain string literal on either side.
    private static func sides(of body: String) -> (Side, Side)? {
        for separator in [") == (", ") == \"", "\" == (", "\" == \""] {
            guard let range = body.range(of: separator) else { continue }
            let leftText = String(body[..<range.lowerBound]) + String(separator.prefix(1))
            let rightText = String(separator.suffix(1)) + String(body[range.upperBound...])
            if let left = side(leftText), let right = side(rightText) { return (left, right) }
        }
        return nil
    }

    /// `(code → "value")` or `"value"`. The right side may be followed by ` — comment`, so a
    /// value ends at the last quote; it may hold anything, quotes and arrows too.
    private static func side(_ text: String) -> Side? {
        if text.hasPrefix("(") {
            guard let arrow = text.range(of: " → \""), let end = text.range(of: "\")", options: .backwards),
                  arrow.upperBound <= end.lowerBound else { return nil }
            let expression = String(text[text.index(after: text.startIndex)..<arrow.lowerBound])
            // A multi-line literal's code is its value again, indented: named by its value.
            return Side(expression: expression.hasPrefix("\"\"\"") ? nil : expression,
                        value: String(text[arrow.upperBound..<end.lowerBound]))
        }
        guard text.hasPrefix("\""), let end = text.range(of: "\"", options: .backwards), end.lowerBound > text.startIndex
        else { return nil }
        return Side(expression: nil, value: String(text[text.index(after: text.startIndex)..<end.lowerBound]))
    }

    private static func lines(_ value: String) -> [String] {
        value.components(separatedBy: "\n")
    }

    private static func line(_ lines: [String], _ index: Int) -> String? {
        index < lines.count ? lines[index] : nil
    }
}
