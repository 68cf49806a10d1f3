import Foundation
import GraderExecution

// MARK: - The workbook's links and contents

/// Checks the links that hold the workbook together, now that it is an entry file and a file
/// per stage: every link between the kata's files leads to a file that exists, and to a heading
/// of it when it names one; the entry links to every stage; and each stage file opens with its
/// contents, a link to each of its `##` sections in order, so that none is left out or stale.
enum WorkbookLinksCheck {
    /// The line the contents of a stage file follow.
    static let contentsTitle = "**In this stage**"

    static func problems(workbook: Workbook, repositoryRoot: URL) -> [String] {
        var problems = workbook.missing.map { "\($0) is missing" }
        for page in workbook.pages where !workbook.missing.contains(page.path) {
            problems += linkProblems(page, repositoryRoot: repositoryRoot)
            if page.stage != nil { problems += contentsProblems(page) }
        }
        if let entry = workbook.pages.first(where: { $0.stage == nil }) {
            let linked = Set(MarkdownLink.links(in: entry.text, page: entry.path).map(\.path))
            for page in workbook.pages where page.stage != nil && !linked.contains(page.path) {
                problems.append("\(entry.path) has no link to \(page.path)")
            }
        }
        return problems
    }

    /// Links to files that do not exist, or to headings their file does not have.
    static func linkProblems(_ page: Workbook.Page, repositoryRoot: URL) -> [String] {
        MarkdownLink.links(in: page.text, page: page.path).compactMap { link in
            let file = repositoryRoot.appendingPathComponent(link.path)
            guard FileManager.default.fileExists(atPath: file.path) else {
                return "\(page.path) line \(link.line): links to \(link.path), which does not exist"
            }
            guard !link.anchor.isEmpty, link.path.hasSuffix(".md") else { return nil }
            let text = link.path == page.path ? page.text : (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            return MarkdownLink.anchors(in: text).contains(link.anchor)
                ? nil : "\(page.path) line \(link.line): links to \(link.path)#\(link.anchor), which has no such heading"
        }
    }

    /// The contents list against the `##` headings of the page.
    static func contentsProblems(_ page: Workbook.Page) -> [String] {
        let sections = MarkdownLink.headings(in: page.text).filter { $0.level == 2 }.map(\.title)
        let lines = page.text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: contentsTitle) else {
            return ["\(page.path) has no \(contentsTitle) list of its sections"]
        }
        let listed = lines[(start + 1)...].drop { $0.isEmpty }.prefix { $0.hasPrefix("- [") }
            .map { String($0.dropFirst(3).prefix { $0 != "]" }) }
        return listed == sections ? [] : [
            "\(page.path): \(contentsTitle) lists \(listed.joined(separator: "; ")) where its sections are \(sections.joined(separator: "; "))",
        ]
    }
}
