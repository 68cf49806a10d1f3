import Foundation

// MARK: - Snippet check

/// Checks that the Swift blocks of a Markdown file agree with the repository's code.
///
/// Every `swift` block must follow a tag (blank lines between are fine). After
/// `<!-- check: PATH -->`, every non-blank line of the block, trimmed, must be a trimmed line
/// of the file at PATH, in the same order, with any lines of the file between; a block line
/// that is exactly `// ...` stands for lines left out and matches nothing in particular.
/// After `<!-- illustration -->` the block is not checked. Blocks of other languages are ignored.
public enum SnippetCheck {
    /// The line that stands for lines left out of a block.
    public static let omissionMarker = "// ..."

    /// The problems of `markdown`; empty when every Swift block agrees with the repository.
    ///
    ///     let problems = SnippetCheck.problems(inMarkdown: text) { path in sources[path] }
    ///     problems.forEach { print("Exercises.md \($0)") }
    ///
    /// - Parameter readFile: The text of a file by its path relative to the repository root,
    ///   or `nil` when there is no such file.
    public static func problems(inMarkdown markdown: String, readFile: (String) -> String?) -> [SnippetProblem] {
        var problems: [SnippetProblem] = []
        for block in MarkdownCodeBlockParser.blocks(in: markdown) {
            if !block.isClosed {
                problems.append(SnippetProblem(
                    line: block.fenceLine, path: nil,
                    message: "the code block that opens here is never closed, so it hides the rest of the file"))
            }
            guard block.language == "swift" else { continue }
            switch block.tag {
            case .illustration:
                continue
            case .none:
                problems.append(SnippetProblem(
                    line: block.fenceLine, path: nil,
                    message: "the swift block has no tag above it; add <!-- check: PATH --> or <!-- illustration -->"))
            case .check(let path):
                if let problem = problem(with: block, checkedAgainst: path, readFile: readFile) {
                    problems.append(problem)
                }
            }
        }
        return problems
    }

    /// The problems of the Markdown file at `url`, reading checked files under `repositoryRoot`.
    ///
    ///     let problems = try SnippetCheck.problems(inMarkdownAt: root.appendingPathComponent("Exercises.md"), repositoryRoot: root)
    ///     if !problems.isEmpty { exitCode = 1 }
    ///
    /// - Throws: An error when the Markdown file cannot be read.
    public static func problems(inMarkdownAt url: URL, repositoryRoot: URL) throws -> [SnippetProblem] {
        let markdown = try String(contentsOf: url, encoding: .utf8)
        return problems(inMarkdown: markdown) { path in
            guard isInsideRepository(path) else { return nil }
            let file = repositoryRoot.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { return nil }
            return try? String(contentsOf: file, encoding: .utf8)
        }
    }

    /// The first problem of a block tagged `<!-- check: path -->`, or `nil` when it agrees.
    static func problem(
        with block: MarkdownCodeBlock, checkedAgainst path: String, readFile: (String) -> String?
    ) -> SnippetProblem? {
        guard isInsideRepository(path) else {
            return SnippetProblem(
                line: block.fenceLine - 1, path: path,
                message: "the check tag names \(path); give a path relative to the repository root, inside it")
        }
        guard let file = readFile(path) else {
            return SnippetProblem(
                line: block.fenceLine - 1, path: path,
                message: "the swift block is checked against \(path), which does not exist")
        }
        let shown = block.lines
            .map { (number: $0.number, text: trimmed($0.text)) }
            .filter { !$0.text.isEmpty && $0.text != omissionMarker }
        guard !shown.isEmpty else {
            return SnippetProblem(
                line: block.fenceLine, path: path, message: "the swift block checked against \(path) shows no code")
        }
        let fileLines = MarkdownCodeBlockParser.splitLines(file).map(trimmed)

        // Match greedily: taking the earliest match for each line leaves the most room for the next.
        var next = 0
        var previous: String?
        for line in shown {
            if let found = fileLines[next...].firstIndex(of: line.text) {
                next = found + 1
                previous = line.text
                continue
            }
            let message: String
            if let previous, fileLines.contains(line.text) {
                message = "the line `\(line.text)` is in \(path), but not after the block's line `\(previous)`"
            } else {
                message = "the line `\(line.text)` is not in \(path)"
            }
            return SnippetProblem(line: line.number, path: path, message: message)
        }
        return nil
    }

    /// Whether `path` is relative and stays inside the repository.
    static func isInsideRepository(_ path: String) -> Bool {
        !path.hasPrefix("/") && !path.hasPrefix("~") && !path.split(separator: "/").contains("..")
    }

    /// `text` without the spaces and tabs around it.
    private static func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespaces)
    }
}
