// MARK: - Names the grader will copy

/// Which file names the grader can build, and how to show one that it cannot.
///
/// Names people choose are graded like any other: apostrophes, spaces, accents, emoji
/// (`Zoë's formatter tests ✓.swift`). A name is refused, for its own file only, when it cannot
/// be represented safely, each case found by building a package with such a file (Swift 6.3):
/// - a control character or a line break: it would split a line of a report or a build plan;
/// - a name that is not valid UTF-8: the folder listing shows it with U+FFFD, and no file has
///   that name, so it cannot be read;
/// - a backslash: a path separator on Windows, and SwiftPM reads `a\b.swift` as `ab.swift`
///   when it passes the file to the compiler ("error opening input file");
/// - a Swift file whose name is longer than `longestSwiftName` bytes: the compiler's index
///   store adds about 30 bytes to it, past the 255 a file name may have (it fails from 228);
/// - two Swift files of one folder with the same name in different subfolders (compared
///   ignoring case, as macOS does): SwiftPM puts their object files in one place.
///
/// A double quote is accepted although SwiftPM cannot build it either: it writes the name
/// unescaped into its JSON output-file map. The workspace gets the file under another name
/// (`workspacePath`), and reports show the submission's own.
package enum FileNames {
    /// The longest Swift file name, in UTF-8 bytes, that the grader copies into a workspace.
    /// 227 bytes built on Linux; the rest is a margin for other toolchains and platforms.
    static let longestSwiftName = 200

    /// Why the grader cannot use the file at `path` (relative, `/` between folders), or `nil`
    /// when it can. Duplicates are found by `WorkspaceNames`, which sees a whole folder.
    static func refusal(_ path: String) -> String? {
        if path.unicodeScalars.contains(where: isControl) {
            return "has a control character or a line break in its name"
        }
        if path.unicodeScalars.contains(notUTF8) {
            return "has a name that is not valid UTF-8 (name it again in your editor or file manager)"
        }
        if path.unicodeScalars.contains("\\") {
            return "has a backslash in its name: a path separator on Windows, and SwiftPM cannot build such a file"
        }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name.hasSuffix(".swift"), name.utf8.count > longestSwiftName {
            return "has a name longer than \(longestSwiftName) bytes: the Swift compiler cannot build it"
        }
        return nil
    }

    /// Whether a name from a folder listing stands for bytes that are not UTF-8.
    package static func isUndecodable<Name: StringProtocol>(_ name: Name) -> Bool {
        name.unicodeScalars.contains(notUTF8)
    }

    /// What a folder listing shows in place of bytes that are not UTF-8.
    static let notUTF8: Unicode.Scalar = "\u{FFFD}"

    /// What stands for a double quote in a workspace: a quote SwiftPM can write in JSON.
    static let quoteInWorkspace: Unicode.Scalar = "\u{FF02}"

    /// The path a file of the submission gets in a workspace: the same, but for its double
    /// quotes (see the type's notes).
    static func workspacePath(_ path: String) -> String {
        String(String.UnicodeScalarView(path.unicodeScalars.map { $0 == "\"" ? quoteInWorkspace : $0 }))
    }

    /// The submission's path for a workspace path, as compiler messages name it. A name that
    /// had a real U+FF02 is shown with a plain quote: the messages are for people.
    static func submissionPath(fromWorkspace path: String) -> String {
        String(String.UnicodeScalarView(path.unicodeScalars.map { $0 == quoteInWorkspace ? "\"" : $0 }))
    }

    /// `path` on one line with nothing hidden: control characters, line breaks and
    /// bidirectional controls as Swift escapes (`\n`, `\u{202E}`), nothing a terminal would obey
    /// (`TerminalText`), and a backslash doubled so that an escape cannot be faked. Quotes,
    /// accents and emoji are shown as they are.
    package static func escaped(_ path: String) -> String {
        TerminalText.escaped(path, backslashing: ["\\"])
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}
