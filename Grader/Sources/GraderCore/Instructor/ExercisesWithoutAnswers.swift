import Foundation

// MARK: - The workbook without its answers

/// `Exercises.md` for a student copy: every line that links into `Solutions/Answers/` (which the
/// copy has not; the links `AnswerLinksCheck` checks) and every `<details>` block whose summary
/// is not `Hint` becomes a one-line note; the section on peeking at the reference says that the
/// copy has none; the maintainers' snippet checks (`<!-- check: … -->`), which name files of
/// `Solutions/`, and the layout table's row for `Solutions/` are dropped.
enum ExercisesWithoutAnswers {
    static let answerNote = "*(The answer is not in this copy of the workbook: ask your instructor.)*"
    static let peekHeading = "## Peek at the answers"

    static func rewrite(_ markdown: String) throws(UsageError) -> String {
        var output: [Substring] = []
        var answer: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
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
            output.append(AnswerLinksCheck.links(in: String(line)).isEmpty ? line : Substring(answerNote))
        }
        guard answer == nil else { throw UsageError("Exercises.md has a <details> block that never ends") }
        return try withoutPeeking(output.joined(separator: "\n"))
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
    private static func withoutPeeking(_ markdown: String) throws(UsageError) -> String {
        guard let heading = markdown.range(of: "\n" + peekHeading + "\n") else {
            throw UsageError("Exercises.md no longer has the section \"\(peekHeading)\" that student-copy rewrites")
        }
        let rest = markdown[heading.upperBound...]
        let end = rest.range(of: "\n## ")?.lowerBound ?? markdown.endIndex
        return String(markdown[..<heading.upperBound]) + """

            This copy has no reference solutions: your instructor has them, and grades your own tests
            against the planted bugs. Until then, `./grade.sh` tells you how far your code has come.

            """ + String(markdown[end...])
    }
}
