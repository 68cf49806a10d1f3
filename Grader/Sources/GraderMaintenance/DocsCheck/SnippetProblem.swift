// MARK: - Snippet problem

/// A Swift block of the workbook that disagrees with the repository, or is not tagged.
struct SnippetProblem: Sendable, Hashable, CustomStringConvertible {
    /// The 1-based line of the Markdown file the problem is on.
    package var line: Int
    /// The file the block is checked against, or `nil` for a block without a check tag.
    package var path: String?
    /// What is wrong, as a sentence.
    package var message: String

    /// The problem as one line, such as "line 42: the line `x` is not in Solutions/Stage1/IsEven.swift".
    package var description: String { "line \(line): \(message)" }
}
