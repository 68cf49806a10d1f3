// MARK: - A file the grader would not use

/// A file of the submission left out of grading because of its name (`FileNames.refusal`),
/// or because another file of its module has the same name. Only that file is left out: the
/// stage's other files are graded.
package struct RefusedFile: Codable, Sendable, Equatable {
    /// Relative to the submission, as read; `description` shows it escaped.
    package var path: String
    /// Why, as the end of a sentence that starts with the file's name: "has a backslash …".
    package var reason: String
}

extension RefusedFile: CustomStringConvertible {
    /// One line: the name escaped, the reason, and what to do.
    package var description: String {
        "\(FileNames.escaped(path)) \(reason): not graded (rename it)"
    }
}
