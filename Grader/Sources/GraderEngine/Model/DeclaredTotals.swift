import Foundation
import GraderExecution
import SwiftSource

// MARK: - What a stage holds, whether or not it ran

/// How many spec tests and planted bugs a stage of the kata has, read from the kata's own
/// files: what a stage's report counts when its tests could not run (its code does not
/// compile, its build timed out), so that a class's totals add up.
struct DeclaredTotals: Sendable, Equatable {
    /// The `@Test` functions of the stage's spec files (a test with arguments counts once, as
    /// its result does).
    var specTests: Int
    /// The bugs of the stage's catalog; `nil` when the kata has none or it cannot be read.
    var plantedBugs: Int?

    init(specTests: Int, plantedBugs: Int?) {
        self.specTests = specTests
        self.plantedBugs = plantedBugs
    }

    init(kata: KataRoot, stage: Int) {
        let folder = kata.url.appendingPathComponent(kata.specTests(stage))
        let files = (try? FileListing.regularFiles(in: folder, includingHidden: false)) ?? []
        specTests = files.filter { $0.hasSuffix(".swift") }.map { file in
            let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            return SwiftScan.tests(in: text).count
        }.reduce(0, +)
        plantedBugs = (try? BugCatalog.load(from: kata.bugCatalog(stage), stage: stage))?.bugs.count
    }
}
