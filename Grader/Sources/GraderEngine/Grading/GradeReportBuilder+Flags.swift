import Foundation
import GraderExecution

// MARK: - What the instructor should look at in one submission

extension GradeReportBuilder {
    /// Graded from another copy (a batch, `--submission`): spec tests or `points.json` the
    /// student changed (the grader used the kata's, so the marks do not show it), and stages
    /// whose tests or files the trust checks refused. A learner grading their own copy sees
    /// these in their report already: no flags there.
    func reviewFlags(_ report: GradeReport) -> [ReviewFlag] {
        guard !isInPlace else { return [] }
        var flags: [ReviewFlag] = []
        let graded = report.stages.map(\.stage)
        for folder in specTestsNotUsed(stages: graded) {
            let stage = graded.first { kata.specTests($0) == folder }
            flags.append(ReviewFlag(.specEdited, stage: stage, "the spec tests in \(folder) differ from the kata's (the kata's were used)"))
        }
        if pointsFileDiffers {
            flags.append(ReviewFlag(.pointsEdited, "\(PointsTable.fileName) differs from the kata's (the kata's was used)"))
        }
        for stage in report.stages {
            if stage.status == .tampered || stage.learnerTestsMessage?.hasPrefix("tampered") == true {
                let why = stage.learnerTestsMessage ?? stage.message ?? "the test results look forged"
                flags.append(ReviewFlag(.refusedByTrustChecks, stage: stage.stage, why))
            }
            if stage.status == .graderError {
                flags.append(ReviewFlag(.notGraded, stage: stage.stage, "the grader could not grade this stage: \(stage.message ?? "no reason given"); grade it again"))
            }
            if !stage.refusedFiles.isEmpty {
                let files = stage.refusedFiles.map(\.description).joined(separator: "; ")
                flags.append(ReviewFlag(.refusedByTrustChecks, stage: stage.stage, "files left out: \(files)"))
            }
        }
        return flags
    }

    /// Whether the submission holds a `points.json` other than the kata's, byte for byte. A
    /// submission is hostile: only a small regular file is read (a link is not followed, and
    /// counts as different).
    private var pointsFileDiffers: Bool {
        let theirs = submission.root.appendingPathComponent(PointsTable.fileName).path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: theirs) else { return false }
        guard attributes[.type] as? FileAttributeType == .typeRegular,
              let size = attributes[.size] as? Int, size < 1 << 16,
              let data = FileManager.default.contents(atPath: theirs) else { return true }
        return data != FileManager.default.contents(atPath: kata.url.appendingPathComponent(PointsTable.fileName).path)
    }
}
