import Foundation
import GraderExecution

// MARK: - Links from the tasks to their answers

/// Checks the links of the workbook into `Solutions/Answers/StageN.md`: each names a file that
/// exists and a heading in it (GitHub's anchor for it), and every answer heading is linked.
///
/// The answers live outside the running text, so that reading the workbook in a terminal does
/// not show them; a link that leads nowhere would leave a learner with no answer at all.
enum AnswerLinksCheck {
    package static let folder = "Solutions/Answers"

    /// The problems, reading the answer files under `repositoryRoot`.
    static func problems(workbook: Workbook, repositoryRoot: URL) -> [String] {
        var problems: [String] = []
        var linked: Set<String> = []
        for page in workbook.pages {
            for link in answerLinks(in: page.text, page: page.path) {
                guard let text = try? String(contentsOf: repositoryRoot.appendingPathComponent(link.path), encoding: .utf8) else {
                    problems.append("\(page.path) links to \(link.path), which does not exist")
                    continue
                }
                linked.insert("\(link.path)#\(link.anchor)")
                if !headings(in: text).map(MarkdownLink.anchor).contains(link.anchor) {
                    problems.append("\(page.path) links to \(link.path)#\(link.anchor), which has no such heading")
                }
            }
        }
        let answerFiles = (try? FileManager.default.contentsOfDirectory(
            atPath: repositoryRoot.appendingPathComponent(folder).path)) ?? []
        for name in answerFiles.sorted() where name.hasSuffix(".md") {
            let path = "\(folder)/\(name)"
            let text = (try? String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)) ?? ""
            for heading in headings(in: text) where !linked.contains("\(path)#\(MarkdownLink.anchor(heading))") {
                problems.append("\(path): no task of the workbook links to the answer \"\(heading)\"")
            }
        }
        return problems
    }

    /// The `##` headings of an answer file: one per answer.
    static func headings(in markdown: String) -> [String] {
        MarkdownLink.headings(in: markdown).filter { $0.level == 2 }.map(\.title)
    }

    /// The links of `markdown`, a workbook file at `page`, that lead into the answers
    /// (`](../Solutions/Answers/Stage1.md#task-1-…)` from a stage file).
    static func answerLinks(in markdown: String, page: String) -> [MarkdownLink] {
        MarkdownLink.links(in: markdown, page: page).filter { $0.path.hasPrefix(folder + "/") }
    }
}
