import GraderExecution

// MARK: - Text from a submission, made safe to show in HTML

/// Shows text that came from a submission (a student's name, a test's name, a message) as
/// text in an HTML page, in an element or in a quoted attribute, never as markup: `&`, `<`,
/// `>`, `"` and `'` become character references, XML's five, which HTML5 knows too
/// (`JUnitReport.escape`). What a terminal would obey is first made visible as `TerminalText`
/// does: a bidirectional override would reorder the page's text.
enum HTMLText {
    static func escaped(_ text: String) -> String {
        JUnitReport.escape(TerminalText.escaped(text))
    }
}
