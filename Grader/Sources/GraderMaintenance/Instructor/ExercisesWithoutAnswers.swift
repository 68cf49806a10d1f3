import Foundation
import GraderExecution

// MARK: - The workbook without its answers

/// The workbook for a student copy, `Exercises.md` and every `Exercises/StageN.md`: every line
/// that links into `Solutions/Answers/` (which the copy has not; the links `AnswerLinksCheck`
/// checks) and every `<details>` block whose summary is not `Hint` becomes a one-line note; the
/// entry's section on peeking at the reference says that the copy has none; the maintainers'
/// snippet checks (`<!-- check: … -->`), which name files of `Solutions/`, and the layout
/// table's row for `Solutions/` are dropped.
enum ExercisesWithoutAnswers {
    static let answerNote = "*(The answer is not in this copy of the workbook: ask your instructor.)*"
    static let peekHeading = "## Peek at the answers"

    /// Every file of the workbook as the copy has it, by path.
    static func rewrite(_ workbook: Workbook) throws(UsageError) -> [String: String] {
        if let missing = workbook.missing.first {
            throw UsageError("the workbook has no \(missing): the student copy needs every file of it")
        }
        var files: [String: String] = [:]
        for page in workbook.pages { files[page.path] = try rewrite(page) }
        return files
    }

    /// One file of the workbook without its answers; the entry without its peeking too.
    static func rewrite(_ page: Workbook.Page) throws(UsageError) -> String {
        var output: [Substring] = []
        var answer: [Substring]?
        for line in page.text.split(separator: "\n", omittingEmptySubsequences: false) {
            if var block = answer {
                block.append(line)
                answer = block
                if line.trimmingCharacters(in: .whitespaces) == "</details>" {
                    output += isHint(block) ? block.filter { !isDropped($0) } : [Substring(answerNote)]
                    answer = nil
                }
                continue
            }
            if line.trimmingCharacters(in: .whitespaces) == "<details>" {
                answer = [line]
                continue
            }
            if isDropped(line) { continue }
            output.append(AnswerLinksCheck.answerLinks(in: String(line), page: page.path).isEmpty ? line : Substring(answerNote))
        }
        guard answer == nil else { throw UsageError("\(page.path) has a <details> block that never ends") }
        let text = output.joined(separator: "\n")
        return page.stage == nil ? try withoutPeeking(text, page: page.path) : text
    }

    /// Snippet checks name reference files; the layout table's row names the reference.
    private static func isDropped(_ line: Substring) -> Bool {
        line.hasPrefix("<!-- check:") || line.hasPrefix("| `Solutions/`")
    }

    /// A block is a hint when its summary says so; anything else (answers, solved tasks) goes.
    private static func isHint(_ block: [Substring]) -> Bool {
        block.contains { $0.trimmingCharacters(in: .whitespaces) == "<summary>Hint</summary>" }
    }

    /// Replaces the body of "Peek at the answers", which runs the reference solutions.
    private static func withoutPeeking(_ markdown: String, page: String) throws(UsageError) -> String {
        guard let heading = markdown.range(of: "\n" + peekHeading + "\n") else {
            throw UsageError("\(page) no longer has the section \"\(peekHeading)\" that student-copy rewrites")
        }
        let rest = markdown[heading.upperBound...]
        let end = rest.range(of: "\n## ")?.lowerBound ?? markdown.endIndex
        return String(markdown[..<heading.upperBound]) + """

            This copy has no reference solutions: your instructor has them, and grades your own tests
            against the planted bugs. Until then, `./grade.sh` tells you how far your code has come.

            """ + String(markdown[end...])
    }
}
