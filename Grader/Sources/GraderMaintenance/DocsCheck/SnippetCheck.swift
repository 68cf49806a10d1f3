import Foundation

// MARK: - Snippet check

/// Checks that the Swift blocks of a Markdown file agree with the repository's code.
///
/// Every `swift` block must follow a tag (blank lines between are fine). After
/// `<!-- check: PATH -->`, the non-blank lines of the block, trimmed, must stand in the file at
/// PATH in the same order and next to each other (blank lines of the file aside). A block line
/// that is exactly `// ...` stands for lines left out: only there may the file have more lines.
/// After `<!-- illustration -->` the block is not checked. Blocks of other languages are ignored.
enum SnippetCheck {
    /// The line that stands for lines left out of a block.
    static let omissionMarker = "// ..."

    /// The problems of `markdown`; empty when every Swift block agrees with the repository.
    ///
    ///     let problems = SnippetCheck.problems(inMarkdown: text) { path in sources[path] }
    ///     problems.forEach { print("Exercises/Stage1.md \($0)") }
    ///
    /// - Parameter readFile: The text of a file by its path relative to the repository root,
    ///   or `nil` when there is no such file.
    package static func problems(inMarkdown markdown: String, readFile: (String) -> String?) -> [SnippetProblem] {
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
            case .output:
                problems.append(SnippetProblem(
                    line: block.fenceLine, path: nil,
                    message: "an output tag is for a text block that quotes a run, not for Swift code"))
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
    ///     let problems = try SnippetCheck.problems(inMarkdownAt: root.appendingPathComponent("Exercises/Stage1.md"), repositoryRoot: root)
    ///     if !problems.isEmpty { exitCode = 1 }
    ///
    /// - Throws: An error when the Markdown file cannot be read.
    package static func problems(inMarkdownAt url: URL, repositoryRoot: URL) throws -> [SnippetProblem] {
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
        let runs = contiguousRuns(of: block)
        guard !runs.isEmpty else {
            return SnippetProblem(
                line: block.fenceLine, path: path, message: "the swift block checked against \(path) shows no code")
        }
        let fileLines = MarkdownCodeBlockParser.splitLines(file).map(trimmed).filter { !$0.isEmpty }

        // Place each run at its earliest match: that leaves the most room for the runs after it.
        var next = 0
        for run in runs {
            let match = longestMatch(of: run, in: fileLines, from: next)
            if match.length == run.count {
                next = match.start + run.count
                continue
            }
            let missing = run[match.length]
            let message: String
            if !fileLines.contains(missing.text) {
                message = "the line `\(missing.text)` is not in \(path)"
            } else if match.length == 0 {
                message = "the line `\(missing.text)` is in \(path), but not after the lines the block shows before it"
            } else {
                message = "the line `\(missing.text)` does not follow `\(run[match.length - 1].text)` in \(path); "
                    + "put a `\(omissionMarker)` line between them where lines are left out"
            }
            return SnippetProblem(line: missing.number, path: path, message: message)
        }
        return nil
    }

    /// The block's non-blank lines, trimmed, cut into runs wherever a `// ...` line stands.
    private static func contiguousRuns(of block: MarkdownCodeBlock) -> [[(number: Int, text: String)]] {
        var runs: [[(number: Int, text: String)]] = [[]]
        for line in block.lines {
            let text = trimmed(line.text)
            if text == omissionMarker {
                runs.append([])
            } else if !text.isEmpty {
                runs[runs.count - 1].append((line.number, text))
            }
        }
        return runs.filter { !$0.isEmpty }
    }

    /// Where `run` matches the most of its lines in a row in `fileLines`, from `first` on.
    ///
    /// A full match has `length == run.count`; of partial matches, the earliest longest one wins.
    private static func longestMatch(
        of run: [(number: Int, text: String)], in fileLines: [String], from first: Int
    ) -> (start: Int, length: Int) {
        var best = (start: first, length: 0)
        for start in first..<max(first, fileLines.count) {
            var length = 0
            while length < run.count, start + length < fileLines.count,
                fileLines[start + length] == run[length].text {
                length += 1
            }
            if length == run.count { return (start, length) }
            if length > best.length { best = (start, length) }
        }
        return best
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
