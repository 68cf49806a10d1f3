import Foundation

// MARK: - Markdown code block parser

/// Finds the fenced code blocks of a Markdown text, indented ones included.
///
/// A fence is a line of at least three backticks or tildes, after any indentation, so blocks
/// inside `<details>` or list items count. A block ends at a line of the same character, at
/// least as long, with nothing else on it. Anything inside a block, fences of another kind
/// included, is code, not Markdown.
enum MarkdownCodeBlockParser {
    /// Every fenced code block of `markdown`, in order.
    ///
    ///     let blocks = MarkdownCodeBlockParser.blocks(in: exercises)
    ///     let swiftBlocks = blocks.filter { $0.language == "swift" }
    package static func blocks(in markdown: String) -> [MarkdownCodeBlock] {
        let lines = splitLines(markdown)
        var blocks: [MarkdownCodeBlock] = []
        var open: (fence: Fence, block: MarkdownCodeBlock)?
        var lastNonBlankLine: String?

        for (index, line) in lines.enumerated() {
            let number = index + 1
            if var current = open {
                if let fence = Fence(line), fence.closes(current.fence) {
                    current.block.isClosed = true
                    blocks.append(current.block)
                    open = nil
                } else {
                    current.block.lines.append(MarkdownCodeBlock.Line(number: number, text: line))
                    open = current
                }
                lastNonBlankLine = nil
            } else if let fence = Fence(line) {
                let block = MarkdownCodeBlock(
                    language: fence.language, tag: tag(in: lastNonBlankLine), fenceLine: number, lines: [], isClosed: false)
                open = (fence, block)
            } else if !isBlank(line) {
                lastNonBlankLine = line
            }
        }
        if let unclosed = open {
            blocks.append(unclosed.block)
        }
        return blocks
    }

    /// The tag that `line` holds, such as `<!-- check: Solutions/Stage1/IsEven.swift -->`.
    static func tag(in line: String?) -> MarkdownCodeBlock.Tag {
        guard let line else { return .none }
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->"), trimmed.count >= 7 else { return .none }
        let inside = trimmed.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
        if inside == "illustration" {
            return .illustration
        }
        if inside.hasPrefix("output:") {
            let run = inside.dropFirst("output:".count).trimmingCharacters(in: .whitespaces)
            return run.isEmpty ? .none : .output(run: run)
        }
        if inside.hasPrefix("check:") {
            let path = inside.dropFirst("check:".count).trimmingCharacters(in: .whitespaces)
            return path.isEmpty ? .none : .check(path: path)
        }
        return .none
    }

    /// The lines of `text`, split at "\n" and at "\r\n" (one `Character` in Swift, so both are needed).
    static func splitLines(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init)
    }

    /// Whether `line` holds nothing but whitespace.
    static func isBlank(_ line: String) -> Bool {
        line.allSatisfy { $0 == " " || $0 == "\t" }
    }

    /// An opening or closing fence: its character, its length and the language it names.
    private struct Fence {
        var character: Character
        var length: Int
        var info: String
        var language: String

        /// Reads a fence from `line`, or fails when the line is not one.
        init?(_ line: String) {
            let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
            guard let first = trimmed.first, first == "`" || first == "~" else { return nil }
            let run = trimmed.prefix(while: { $0 == first })
            guard run.count >= 3 else { return nil }
            let info = trimmed.dropFirst(run.count).trimmingCharacters(in: .whitespaces)
            // A backtick fence's info string cannot hold a backtick (CommonMark): "```a```" is inline code.
            if first == "`" && info.contains("`") { return nil }
            character = first
            length = run.count
            self.info = info
            language = String(info.prefix(while: { !$0.isWhitespace && $0 != "{" }))
        }

        /// Whether this fence closes a block opened by `opening`.
        func closes(_ opening: Fence) -> Bool {
            character == opening.character && length >= opening.length && info.isEmpty
        }
    }
}
