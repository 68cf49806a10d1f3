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

    /// `path` as Swift would write it in a string literal: one line, nothing hidden, nothing a
    /// terminal would obey (`TerminalText`).
    public static func escaped(_ path: String) -> String {
        TerminalText.escaped(path, backslashing: ["\"", "'", "\\"])
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
