import Foundation

// MARK: - The workbook's files

/// The workbook as a learner reads it: the entry file, `Exercises.md` (set-up, how to work, the
/// stages with links), and a file per stage, `Exercises/StageN.md`, with the stage's tasks.
///
/// Everything that reads the workbook (the docs checks, the student copy) reads it through this
/// type, so the layout is written down in one place.
struct Workbook: Sendable {
    /// The entry file, at the root of the kata.
    static let entryPath = "Exercises.md"
    /// The folder of the stage files.
    static let stagesFolder = "Exercises"

    /// `Exercises/Stage2.md`: the text of stage 2.
    static func stagePath(_ stage: Int) -> String { "\(stagesFolder)/Stage\(stage).md" }

    /// One file of the workbook.
    struct Page: Sendable {
        /// Relative to the kata, as links and messages name it.
        var path: String
        /// The stage it teaches; `nil` for the entry file.
        var stage: Int?
        /// The file's text; empty when it could not be read (`missing` names it).
        var text: String
    }

    /// The entry file first, then one page per stage, in stage order.
    var pages: [Page]
    /// The pages that could not be read.
    var missing: [String]

    /// Reads the entry file and the file of each stage in `stages`.
    static func load(kataRoot: URL, stages: [Int]) -> Workbook {
        var workbook = Workbook(pages: [], missing: [])
        for (path, stage) in [(entryPath, nil as Int?)] + stages.map({ (stagePath($0), $0 as Int?) }) {
            let text = try? String(contentsOf: kataRoot.appendingPathComponent(path), encoding: .utf8)
            if text == nil { workbook.missing.append(path) }
            workbook.pages.append(Page(path: path, stage: stage, text: text ?? ""))
        }
        return workbook
    }

    /// Every page's path, the entry's first.
    var paths: [String] { pages.map(\.path) }
}
