import Foundation

// MARK: - Compiler errors, attributed to stages

/// One `path:line:column: error: message` line of a build log.
package struct CompilerDiagnostic: Sendable, Hashable {
    package var file: String
    package var line: Int
    package var column: Int
    package var severity: String
    package var message: String

    package init(file: String, line: Int, column: Int, severity: String, message: String) {
        (self.file, self.line, self.column, self.severity, self.message) = (file, line, column, severity, message)
    }

    /// The diagnostic with its file shown as `path` (relative to the submission).
    func rendered(as path: String) -> String {
        "\(path):\(line):\(column): \(severity): \(message)"
    }

    /// The distinct errors and warnings of a build log, in order. One inside a macro's expansion
    /// (`#expect(try …)` in a closure that cannot throw) is placed where the learner wrote the
    /// macro, as `swift build` shows it in a note below, since the expansion is no file of theirs.
    package static func parse(_ log: String) -> [CompilerDiagnostic] {
        var seen: Set<CompilerDiagnostic> = []
        var diagnostics: [CompilerDiagnostic] = []
        let lines = log.split(separator: "\n").map(String.init)
        for (index, line) in lines.enumerated() {
            guard var diagnostic = parseLine(line) else { continue }
            if MacroExpansion.isExpansion(diagnostic.file) {
                guard let placed = MacroExpansion.place(diagnostic, notesAfter: lines[(index + 1)...]) else { continue }
                diagnostic = placed
            }
            guard seen.insert(diagnostic).inserted else { continue }
            diagnostics.append(diagnostic)
        }
        return diagnostics
    }

    /// A `path:line:column: error|warning: message` line (`note` too, with `severities`), or one
    /// of a macro's expansion (`macro expansion #expect:1:22: error: …`).
    static func parseLine(_ line: String, severities: [String] = ["error", "warning"]) -> CompilerDiagnostic? {
        guard line.hasPrefix("/") || line.hasPrefix(MacroExpansion.swiftStylePrefix) else { return nil }
        for severity in severities {
            // The first marker after a `:line:column`: a file may be named `Notes: error: 1.swift`.
            var searched = line.startIndex..<line.endIndex
            while let marker = line.range(of: ": \(severity): ", range: searched) {
                searched = marker.upperBound..<line.endIndex
                let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
                guard location.count >= 3, let lineNumber = Int(location[location.count - 2]),
                      let column = Int(location[location.count - 1]) else { continue }
                let file = location.dropLast(2).joined(separator: ":")
                return CompilerDiagnostic(file: file, line: lineNumber, column: column, severity: severity,
                                          message: String(line[marker.upperBound...]))
            }
        }
        return nil
    }
}

extension CompilerDiagnostic {
    /// The diagnostic as a learner should read it: its workspace path becomes the path of the
    /// file in the submission (or the kata), by the workspace folder → shown folder table.
    package static func shown(_ diagnostic: CompilerDiagnostic, workspace: URL, folders: [String: String]) -> String {
        var path = diagnostic.file
        let prefix = workspace.path + "/"
        if path.hasPrefix(prefix) {
            let relative = String(path.dropFirst(prefix.count))
            path = relative
            for (workspaceFolder, shownFolder) in folders where relative.hasPrefix(workspaceFolder + "/") {
                path = shownFolder + FileNames.submissionPath(fromWorkspace: String(relative.dropFirst(workspaceFolder.count)))
            }
        }
        return diagnostic.rendered(as: path)
    }
}

/// Where a diagnostic inside a macro's expansion belongs. The compiler names the expansion's
/// buffer, not the learner's file: `macro expansion #expect:1:22: error: …` (its own style) or
/// `/tmp/…/@__swiftmacro_….swift:1:22: error: …` (LLVM's), then, a few lines below, a note with
/// the learner's file, line and column: "expanded code originates here" or "in expansion of
/// macro 'expect' here".
enum MacroExpansion {
    static let swiftStylePrefix = "macro expansion "

    /// Whether a diagnostic's file is a macro's expansion rather than a source file.
    static func isExpansion(_ file: String) -> Bool {
        file.hasPrefix(swiftStylePrefix) || file.contains("/@__swiftmacro_")
    }

    /// `diagnostic` at the place of the first note below it (before the next diagnostic) that
    /// names a source file, with the macro named in its message; `nil` when no note does.
    static func place(_ diagnostic: CompilerDiagnostic, notesAfter lines: ArraySlice<String>) -> CompilerDiagnostic? {
        for line in lines.prefix(60) {
            let text = line.drop { $0 == " " || $0 == "|" || $0 == "`" || $0 == "-" }
            if CompilerDiagnostic.parseLine(line) != nil { return nil }
            guard let note = CompilerDiagnostic.parseLine(String(text), severities: ["note"]),
                  !isExpansion(note.file) else { continue }
            var placed = diagnostic
            (placed.file, placed.line, placed.column) = (note.file, note.line, note.column)
            placed.message += " (inside the expansion of \(macroName(diagnostic.file, note: note.message)))"
            return placed
        }
        return nil
    }

    /// `#expect`, from the expansion's name or the note; "a macro" when neither says.
    private static func macroName(_ file: String, note: String) -> String {
        if file.hasPrefix(swiftStylePrefix) { return String(file.dropFirst(swiftStylePrefix.count)) }
        if let quoted = note.range(of: "in expansion of macro '") {
            return "#" + note[quoted.upperBound...].prefix { $0 != "'" }
        }
        return "a macro"
    }
}
