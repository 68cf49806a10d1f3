// MARK: - Markdown code block

/// A fenced code block of a Markdown file, with the tag on the line above it.
struct MarkdownCodeBlock: Sendable, Hashable {
    /// What the line above a block says about it.
    enum Tag: Sendable, Hashable {
        /// `<!-- check: PATH -->`: the block shows the code of the file at PATH.
        case check(path: String)
        /// `<!-- illustration -->`: the block is not repository code.
        case illustration
        /// `<!-- output: RUN -->`: the block quotes what the run named RUN printed.
        case output(run: String)
        /// Neither tag is on the line above (blank lines skipped).
        case none
    }

    /// One line of a block, with its place in the Markdown file.
    struct Line: Sendable, Hashable {
        /// The 1-based line number in the Markdown file.
        package var number: Int
        /// The line as written, indentation included.
        package var text: String
    }

    /// The first word of the fence's info string, such as `swift`; empty when there is none.
    var language: String
    /// The tag on the last non-blank line before the opening fence.
    var tag: Tag
    /// The 1-based line number of the opening fence.
    var fenceLine: Int
    /// The lines between the fences.
    package var lines: [Line]
    /// Whether a closing fence ends the block, rather than the end of the file.
    var isClosed: Bool
}
