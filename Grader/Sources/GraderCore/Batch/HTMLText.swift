// MARK: - Text from a submission, made safe to show in HTML

/// Shows text that came from a submission (a student's name, a test's name, a message) as
/// text in an HTML page, in an element or in a quoted attribute, never as markup: `&`, `<`,
/// `>`, `"` and `'` become character references. What a terminal would obey is first made
/// visible as `TerminalText` does (a bidirectional override would reorder the page's text).
enum HTMLText {
    static func escaped(_ text: String) -> String {
        var shown = ""
        for scalar in TerminalText.escaped(text).unicodeScalars {
            switch scalar {
            case "&": shown += "&amp;"
            case "<": shown += "&lt;"
            case ">": shown += "&gt;"
            case "\"": shown += "&quot;"
            case "'": shown += "&#39;"
            default: shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }
}
