import Foundation
import GraderEngine
import GraderExecution

// MARK: - The starter files, to tell whether a student started a stage

/// The SHA-256 of every starter file (`Stages/StageN/…`) and shipped example test
/// (`Tests/StageNTests/…`) of the instructor's kata, by path: a student *attempted* a stage when
/// a graded file of theirs differs from these, or is one the kata does not ship. Reports record
/// the same SHA-256 of each file they graded (`GradedFile`), so reports from anywhere can be
/// compared with the kata that merges them.
package struct StarterDigests: Sendable {
    /// Path relative to the kata → SHA-256 (lowercase hex).
    var files: [String: String]

    package static let none = StarterDigests(files: [:])

    package init(kata: KataRoot) {
        let paths = FileListing.visibleFiles(in: kata.stages.flatMap { [KataRoot.starters($0), KataRoot.learnerTests($0)] },
                                             under: kata.url)
        var files: [String: String] = [:]
        for path in paths {
            guard let data = FileManager.default.contents(atPath: kata.url.appendingPathComponent(path).path) else { continue }
            var hasher = SHA256()
            hasher.update(data)
            files[path] = hasher.finalizeHex()
        }
        self.files = files
    }

    init(files: [String: String]) {
        self.files = files
    }

    /// Whether the student changed the stage's code or tests. Without the starters' digests
    /// (a gradebook merged away from the kata) or the report's files, every graded stage counts
    /// as attempted: the figures are then the old "n of the m graded".
    func attempted(_ stage: StageReport) -> Bool {
        let folders = [KataRoot.starters(stage.stage) + "/", KataRoot.learnerTests(stage.stage) + "/"]
        // Swift files only: which resources and fixtures a report lists is the grader's business.
        let starters = files.filter { path, _ in path.hasSuffix(".swift") && folders.contains { path.hasPrefix($0) } }
        guard !starters.isEmpty, !stage.files.isEmpty else { return true }
        let graded = Dictionary(stage.files.filter { $0.path.hasSuffix(".swift") }.map { ($0.path, $0.sha256) },
                                uniquingKeysWith: { first, _ in first })
        // Learner tests are graded only with the bug hunt: compare the starter code alone then.
        let tested = graded.keys.contains { $0.hasPrefix(folders[1]) }
        let compared = starters.filter { path, _ in tested || path.hasPrefix(folders[0]) }
        return graded != compared
    }
}
