// MARK: - Names the grader will copy

/// Which file names are safe to copy into a workspace, and how to show one that is not.
///
/// A name ends up inside a generated `Package.swift`, on a compiler command line, in SwiftPM's
/// output-file maps and in one-line report messages. A quote or a backslash can end a string
/// literal there, and a control character can split a line; one such name in one stage broke
/// the build of every stage. So such names are refused for their stage, and shown escaped.
public enum FileNames {
    /// Whether `name` has no quote, backslash, control character or line separator.
    public static func isOrdinary<Name: StringProtocol>(_ name: Name) -> Bool {
        name.unicodeScalars.allSatisfy { !isOdd($0) }
    }

    /// `path` as Swift would write it in a string literal: one line, nothing hidden.
    public static func escaped(_ path: String) -> String {
        var shown = ""
        for scalar in path.unicodeScalars {
            switch scalar {
            case "\n": shown += "\\n"
            case "\r": shown += "\\r"
            case "\t": shown += "\\t"
            case "\"", "'", "\\": shown += "\\" + String(scalar)
            case _ where isOdd(scalar):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                shown += "\\u{" + String(repeating: "0", count: max(0, 2 - hex.count)) + hex + "}"
            default: shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    private static func isOdd(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\"", "'", "\\": return true
        default:
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator: return true
            default: return false
            }
        }
    }
}
