import Foundation

// MARK: - The workbook's files

/// The workbook as a learner reads it: the entry file, `Exercises.md` (set-up, how to work, the
/// stages with links), and a file per stage, `Exercises/StageN.md`, with the stage's tasks.
///
/// Everything that reads the workbook (the docs checks, the student copy) reads it through this
/// type, so the layout is written down in one place.
package struct Workbook: Sendable {
    /// The entry file, at the root of the kata.
    static let entryPath = "Exercises.md"
    /// The folder of the stage files.
    package static let stagesFolder = "Exercises"

    /// `Exercises/Stage2.md`: the text of stage 2.
    package static func stagePath(_ stage: Int) -> String { "\(stagesFolder)/Stage\(stage).md" }

    /// One file of the workbook.
    package struct Page: Sendable {
        /// Relative to the kata, as links and messages name it.
        package var path: String
        /// The stage it teaches; `nil` for the entry file.
        package var stage: Int?
        /// The file's text; empty when it could not be read (`missing` names it).
        package var text: String
    }

    /// The entry file first, then one page per stage, in stage order.
    package var pages: [Page]
    /// The pages that could not be read.
    package var missing: [String]

    /// Reads the entry file and the file of each stage in `stages`.
    package static func load(kataRoot: URL, stages: [Int]) -> Workbook {
        var workbook = Workbook(pages: [], missing: [])
        for (path, stage) in [(entryPath, nil as Int?)] + stages.map({ (stagePath($0), $0 as Int?) }) {
            let text = try? String(contentsOf: kataRoot.appendingPathComponent(path), encoding: .utf8)
            if text == nil { workbook.missing.append(path) }
            workbook.pages.append(Page(path: path, stage: stage, text: text ?? ""))
        }
        return workbook
    }

    /// Every page's path, the entry's first.
    package var paths: [String] { pages.map(\.path) }
}
