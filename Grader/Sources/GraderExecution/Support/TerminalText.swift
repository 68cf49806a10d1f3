// MARK: - Text from a submission, made safe to print on a terminal

/// Shows text that came from a submission (test names, failure messages, returned values, file
/// and folder names, compiler diagnostics) so that it cannot drive the terminal it is printed on.
///
/// A terminal obeys some characters instead of showing them: ESC starts sequences that clear the
/// screen and the scrollback, move the cursor or set the window title; a carriage return or a
/// newline lets a test name start a line of its own that reads like the grader's ("Stage 1 ✔
/// complete"); a bidirectional override shows the characters after it in another order. Each
/// of these is shown as a visible escape in Swift's own notation, so a learner can still see
/// what their code produced: ESC becomes `\u{1B}`, a newline `\n`.
///
/// Escaped: every control character (C0, DEL and C1), the line and paragraph separators
/// (U+2028, U+2029) and the bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E,
/// U+2066–U+2069). Everything else is shown as it is, accents, emoji and zero-width joiners
/// included: those only draw themselves and move no other text. A backslash is shown as it is
/// too, so escaping is idempotent: escaped text escaped again does not change.
package enum TerminalText {
    /// `text` on one line, with nothing a terminal would obey: the form for names and values,
    /// and for any line printed after a label of the grader's.
    package static func escaped<Text: StringProtocol>(_ text: Text) -> String {
        escaped(text, backslashing: [])
    }

    /// `text` as `escaped(_:)` shows it, with each of `backslashed` written after a backslash
    /// too: the form of a file name in a message, as a Swift string literal would write it
    /// (`FileNames`).
    package static func escaped<Text: StringProtocol>(_ text: Text, backslashing backslashed: Set<Unicode.Scalar>) -> String {
        ScalarRewrite.rewrite(text) { scalar in
            switch scalar {
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            case _ where isObeyed(scalar): visibleEscape(scalar)
            case _ where backslashed.contains(scalar): "\\" + String(scalar)
            default: nil
            }
        }
    }

    /// `\u{1B}`: at least two hex digits, as a Swift string literal writes the scalar.
    private static func visibleEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\u{" + String(repeating: "0", count: max(0, 2 - hex.count)) + hex + "}"
    }

    /// Whether a terminal may act on `scalar` instead of only drawing it.
    static func isObeyed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return scalar.properties.isBidiControl
        }
    }
}
