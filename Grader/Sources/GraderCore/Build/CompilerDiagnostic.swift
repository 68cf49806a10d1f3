import Foundation

// MARK: - Compiler errors, attributed to stages

/// One `path:line:column: error: message` line of a build log.
package struct CompilerDiagnostic: Sendable, Hashable {
    package var file: String
    package var line: Int
    package var column: Int
    package var severity: String
    package var message: String

    /// The diagnostic with its file shown as `path` (relative to the submission).
    package func rendered(as path: String) -> String {
        "\(path):\(line):\(column): \(severity): \(message)"
    }

    /// The distinct errors and warnings of a build log, in order.
    package static func parse(_ log: String) -> [CompilerDiagnostic] {
        var seen: Set<CompilerDiagnostic> = []
        var diagnostics: [CompilerDiagnostic] = []
        for rawLine in log.split(separator: "\n") {
            guard let diagnostic = parseLine(String(rawLine)), seen.insert(diagnostic).inserted else { continue }
            diagnostics.append(diagnostic)
        }
        return diagnostics
    }

    static func parseLine(_ line: String) -> CompilerDiagnostic? {
        guard line.hasPrefix("/") else { return nil }
        for severity in ["error", "warning"] {
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
    static func shown(_ diagnostic: CompilerDiagnostic, workspace: URL, folders: [String: String]) -> String {
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
