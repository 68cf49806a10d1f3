// MARK: - Markdown code block

/// A fenced code block of a Markdown file, with the tag on the line above it.
public struct MarkdownCodeBlock: Sendable, Hashable {
    /// What the line above a block says about it.
    public enum Tag: Sendable, Hashable {
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
    public struct Line: Sendable, Hashable {
        /// The 1-based line number in the Markdown file.
        public var number: Int
        /// The line as written, indentation included.
        public var text: String
    }

    /// The first word of the fence's info string, such as `swift`; empty when there is none.
    public var language: String
    /// The tag on the last non-blank line before the opening fence.
    public var tag: Tag
    /// The 1-based line number of the opening fence.
    public var fenceLine: Int
    /// The lines between the fences.
    public var lines: [Line]
    /// Whether a closing fence ends the block, rather than the end of the file.
    public var isClosed: Bool
}
