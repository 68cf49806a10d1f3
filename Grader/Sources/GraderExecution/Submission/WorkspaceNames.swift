import Foundation

// MARK: - A folder's files under the names a workspace can build

/// The files read from one folder of a submission, named for the workspace, with the files
/// that could not be used and why.
///
/// In a Swift file's path a double quote becomes U+FF02 in the workspace
/// (`FileNames.workspacePath`), and
/// `submissionPaths` keeps the way back, so that the record of what was graded names the
/// submission's own files. Of two Swift files with the same name (ignoring case) in different
/// subfolders, the first in path order is used and the other refused.
package struct WorkspaceNames: Sendable, Equatable {
    /// By workspace path, relative to the folder.
    package var files: [String: Data] = [:]
    /// Workspace path → the submission's path, relative to the folder, for renamed files only.
    package var submissionPaths: [String: String] = [:]
    package var refused: [RefusedFile] = []

    /// - Parameters:
    ///   - collected: What `SafeFileCollector` read, by path relative to `folder`.
    ///   - folder: The folder's path in the submission, for the messages.
    package init(_ collected: CollectedFiles, folder: String) {
        refused = collected.refused
        var swiftNames: [String: String] = [:]
        for path in collected.files.keys.sorted() {
            // Only Swift files are renamed: the compiler builds them by their paths, while a
            // resource keeps its name for the code that opens it (SwiftPM copies any name).
            let isSwift = path.hasSuffix(".swift")
            let workspacePath = isSwift ? FileNames.workspacePath(path) : path
            if isSwift {
                let name = (workspacePath.split(separator: "/").last.map(String.init) ?? workspacePath).lowercased()
                if let first = swiftNames[name] {
                    refused.append(RefusedFile(
                        path: folder + "/" + path,
                        reason: "has the same name as \(folder)/\(first): Swift needs the file names of a module to differ"))
                    continue
                }
                swiftNames[name] = path
            }
            files[workspacePath] = collected.files[path]
            if workspacePath != path { submissionPaths[workspacePath] = path }
        }
        refused.sort { $0.path < $1.path }
    }

    /// The submission's path of a workspace path, relative to the folder.
    func submissionPath(_ workspacePath: String) -> String {
        submissionPaths[workspacePath] ?? workspacePath
    }
}
