import GraderEngine
import GraderExecution

// MARK: - Planted bugs named for instructors

/// The stable id of a planted bug, for the instructor's outputs: the catalog's own
/// (`Solutions/PlantedBugs/StageN.json`), found by the bug's hint, since a report holds only
/// the hint (`ReportedBug`). A hint no catalog of this kata holds (a report from another
/// version of the kata, or graded where there is no catalog) gets `hint-` and the first 8 hex
/// digits of its SHA-256: the same hint always gets the same id.
package struct PlantedBugIDs: Sendable {
    /// Each stage's ids by hint.
    private var ids: [Int: [String: String]]

    package init(ids: [Int: [String: String]] = [:]) {
        self.ids = ids
    }

    /// The ids of every catalog `kata` has; none for a stage whose catalog cannot be read.
    package init(kata: KataRoot) {
        var ids: [Int: [String: String]] = [:]
        for stage in kata.stages {
            guard let catalog = try? BugCatalog.load(from: kata.bugCatalog(stage), stage: stage) else { continue }
            ids[stage] = Dictionary(catalog.bugs.map { ($0.hint, $0.id) }) { first, _ in first }
        }
        self.ids = ids
    }

    /// The bug's id: the one it was graded with if it still has it, else the catalog's.
    package func id(of bug: ReportedBug, stage: Int) -> String {
        if !bug.id.isEmpty { return bug.id }
        return ids[stage]?[bug.hint] ?? "hint-" + SHA256.hex(bug.hint).prefix(8)
    }
}
