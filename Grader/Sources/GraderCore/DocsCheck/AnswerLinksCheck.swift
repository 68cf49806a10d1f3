import Foundation

// MARK: - Links from the tasks to their answers

/// Checks the links of `Exercises.md` into `Solutions/Answers/StageN.md`: each names a file
/// that exists and a heading in it (GitHub's anchor for it), and every answer heading is linked.
///
/// The answers live outside the running text, so that reading the workbook in a terminal does
/// not show them; a link that leads nowhere would leave a learner with no answer at all.
public enum AnswerLinksCheck {
    public static let folder = "Solutions/Answers"

    /// The problems, reading the answer files under `repositoryRoot`.
    public static func problems(workbook: String, repositoryRoot: URL) -> [String] {
        var problems: [String] = []
        var linked: Set<String> = []
        for link in links(in: workbook) {
            let file = repositoryRoot.appendingPathComponent(link.path)
            guard let text = try? String(contentsOf: file, encoding: .utf8) else {
                problems.append("Exercises.md links to \(link.path), which does not exist")
                continue
            }
            linked.insert("\(link.path)#\(link.anchor)")
            if !headings(in: text).map(anchor).contains(link.anchor) {
                problems.append("Exercises.md links to \(link.path)#\(link.anchor), which has no such heading")
            }
        }
        let answerFiles = (try? FileManager.default.contentsOfDirectory(
            atPath: repositoryRoot.appendingPathComponent(folder).path)) ?? []
        for name in answerFiles.sorted() where name.hasSuffix(".md") {
            let path = "\(folder)/\(name)"
            let text = (try? String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)) ?? ""
            for heading in headings(in: text) where !linked.contains("\(path)#\(anchor(heading))") {
                problems.append("\(path): no task of Exercises.md links to the answer \"\(heading)\"")
            }
        }
        return problems
    }

    /// GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens.
    static func anchor(_ heading: String) -> String {
        String(heading.lowercased()
            .filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
            .map { $0 == " " ? "-" : $0 })
    }

    /// The `##` headings of an answer file: one per answer.
    static func headings(in markdown: String) -> [String] {
        markdown.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }
    }

    /// Every `](Solutions/Answers/FILE#ANCHOR)` of the workbook.
    static func links(in markdown: String) -> [(path: String, anchor: String)] {
        let opening = "](\(folder)/"
        var found: [(path: String, anchor: String)] = []
        var rest = markdown[...]
        while let start = rest.range(of: opening) {
            let target = rest[start.upperBound...].prefix { $0 != ")" }
            let parts = target.split(separator: "#", maxSplits: 1)
            found.append((path: "\(folder)/\(parts.first ?? "")", anchor: parts.count > 1 ? String(parts[1]) : ""))
            rest = rest[start.upperBound...]
        }
        return found
    }
}
