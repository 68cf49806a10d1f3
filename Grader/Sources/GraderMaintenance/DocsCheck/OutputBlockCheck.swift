import GraderExecution

// MARK: - Quoted output, checked against a real run

/// Checks the `text` blocks of a Markdown file, which quote what a command printed.
///
/// Every `text` block follows a tag. After `<!-- output: starters -->` each non-blank line of
/// the block, trimmed, must be a line that `swift test` printed on the starters, trimmed (the
/// file names, line numbers and messages a learner is told to read). `<!-- output: report -->`
/// marks the report of a half-done stage that the grader's own suite reproduces and compares
/// (`separatorBelowAThousand`). After `<!-- illustration -->` the block is not checked: output
/// the kata cannot reproduce, such as a session with a demo.
enum OutputBlockCheck {
    /// The run `verify` makes on the starters.
    static let startersRun = "starters"
    /// The report the grader's suite makes and compares with the block itself.
    static let reportRun = "report"

    /// The problems of every page of `workbook`, each as `Exercises/Stage1.md line 12: …`.
    static func problems(in workbook: Workbook, startersOutput: String) -> [String] {
        workbook.pages.flatMap { page in
            problems(inMarkdown: page.text, startersOutput: startersOutput).map { "\(page.path) \($0)" }
        }
    }

    /// The problems of `markdown`, given what `swift test` printed on the starters.
    ///
    ///     let problems = OutputBlockCheck.problems(inMarkdown: text, startersOutput: run.output)
    package static func problems(inMarkdown markdown: String, startersOutput: String) -> [SnippetProblem] {
        let printed = Set(MarkdownCodeBlockParser.splitLines(startersOutput).map { $0.trimmingCharacters(in: .whitespaces) })
        var problems: [SnippetProblem] = []
        for block in MarkdownCodeBlockParser.blocks(in: markdown) where block.language == "text" {
            switch block.tag {
            case .output(let run) where run == startersRun:
                for line in block.lines {
                    let trimmed = line.text.trimmingCharacters(in: .whitespaces)
                    guard !trimmed.isEmpty, !printed.contains(trimmed) else { continue }
                    problems.append(SnippetProblem(
                        line: line.number, path: nil,
                        message: "swift test on the starters prints no such line: \(trimmed)"))
                }
            case .illustration, .output(run: reportRun):
                continue
            case .output(let run):
                problems.append(SnippetProblem(
                    line: block.fenceLine, path: nil,
                    message: "the text block quotes a run named \(run); the runs checked are \(startersRun) and \(reportRun)"))
            case .check, .none:
                problems.append(SnippetProblem(
                    line: block.fenceLine, path: nil,
                    message: "the text block needs <!-- output: \(startersRun) --> or <!-- illustration --> above it"))
            }
        }
        return problems
    }
}
