import Foundation
import GraderExecution

// MARK: - From a submission's outcomes to its report

/// Assembles a submission's report, and is the only code that does: each graded stage's report
/// from its pipelines' outcomes (`StageReportBuilder`), the points, what the report says on top
/// of the stages, the budget used, and what an instructor should look at (`reviewFlags`). A
/// submission that could not be graded at all gets its report here too (`ungraded`).
package struct GradeReportBuilder {
    let kata: KataRoot
    let options: GradeOptions
    let submission: Submission

    /// The report of the graded stages' outcomes.
    func report(_ materials: [StageMaterial], spec: [Int: SpecOutcome], learner: [Int: LearnerOutcome],
                mutants: [Int: MutantChallenge], budget: BudgetUse?) -> GradeReport {
        var report = GradeReport(stages: stageReports(materials, spec: spec, learner: learner, mutants: mutants))
            .scored(by: options.points, bugsGradedElsewhere: options.gradeLearnerTests && !kata.hasReference)
        report.notice = notice(stages: materials.map(\.stage))
        report.budget = budget
        let flags = reviewFlags(report)
        report.flags = flags.isEmpty ? nil : flags
        return report
    }

    /// A submission that could not be graded: no points out of what the stages asked for are
    /// worth, so that a class's maximum adds up.
    package static func ungraded(_ problem: String, stages: [Int], kata: KataRoot, options: GradeOptions) -> GradeReport {
        var report = GradeReport(stages: [])
        let maximum = stages.map { options.points.weights($0) }
            .reduce(0.0) { $0 + $1.spec + (options.gradeLearnerTests && kata.hasReference ? $1.bugs : 0) }
        report.points = Points(earned: 0, maximum: maximum)
        report.problem = problem
        return report
    }

    /// Each graded stage's report, from the outcomes of its pipelines.
    private func stageReports(
        _ materials: [StageMaterial], spec: [Int: SpecOutcome], learner: [Int: LearnerOutcome], mutants: [Int: MutantChallenge]
    ) -> [StageReport] {
        let specChanges = editedSpecTests(stages: materials.map(\.stage))
        return materials.map { material -> StageReport in
            let learnerTestsGraded = learner[material.stage] != nil
            return StageReportBuilder.report(
                stage: material.stage, spec: spec[material.stage] ?? SpecOutcome(kind: .notGraded),
                learner: options.gradeLearnerTests ? learner[material.stage] : nil,
                specFolder: kata.specTests(material.stage),
                files: material.gradedFiles(learnerTestsGraded: learnerTestsGraded),
                tasks: StageTasks.declared(in: kata.url.appendingPathComponent(kata.specTests(material.stage))),
                refused: material.refusedFiles, declared: DeclaredTotals(kata: kata, stage: material.stage),
                mutants: mutants[material.stage], workDigest: material.workDigest(learnerTestsGraded: learnerTestsGraded),
                specChanges: specChanges[material.stage])
        }
    }

    /// What the whole report says on top of the stages: a student copy graded without the
    /// reference, spec tests of the submission that the grader did not use.
    private func notice(stages: [Int]) -> String? {
        var notices: [String] = []
        if options.gradeLearnerTests && !kata.hasReference {
            notices.append(Self.studentCopyNotice)
        }
        if options.mutantChallenge && !kata.hasReference {
            notices.append(Self.noMutantsInStudentCopy)
        }
        let unused = specTestsNotUsed(stages: stages)
        if !unused.isEmpty {
            notices.append("The spec tests in this submission's \(unused.joined(separator: ", ")) differ from the kata's and "
                + "were not used: the grader always runs the kata's own spec tests.")
        }
        return notices.isEmpty ? nil : notices.joined(separator: "\n")
    }

    /// Whether the submission is the kata checkout itself: a learner grading their own work.
    var isInPlace: Bool {
        submission.root.standardizedFileURL.resolvingSymlinksInPath().path
            == kata.url.standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Graded from another copy (`--submission`, a batch), the spec folders of the submission
    /// whose Swift files differ from the kata's: they were never read for grading, but a learner
    /// who changed them should hear that. A folder that cannot be read safely counts as different.
    func specTestsNotUsed(stages: [Int]) -> [String] {
        guard !isInPlace else { return [] }
        let collector = SafeFileCollector()
        return stages.map { kata.specTests($0) }.filter { folder in
            let theirs = (try? collector.collect(folder, in: submission.root) { $0.hasSuffix(".swift") }) ?? [:]
            let ours = (try? collector.collect(folder, in: kata.url) { $0.hasSuffix(".swift") }) ?? [:]
            let missing = !FileManager.default.fileExists(atPath: submission.root.appendingPathComponent(folder).path)
            return !missing && theirs != ours
        }
    }

    /// Graded in place (the submission is the kata checkout itself), the spec files of each stage
    /// that are not as shipped (`ShippedSpecTests`); none for a kata that keeps no digests.
    func editedSpecTests(stages: [Int]) -> [Int: [String]] {
        guard isInPlace, let shipped = ShippedSpecTests.load(kataRoot: kata.url) else { return [:] }
        let current = ShippedSpecTests.current(kata)
        var edited: [Int: [String]] = [:]
        for stage in stages {
            let changes = shipped.changes(stage: stage, in: kata, current: current)
            if !changes.isEmpty { edited[stage] = changes }
        }
        return edited
    }

    static let noMutantsInStudentCopy = "--mutants runs your tests against changed copies of the reference solution, "
        + "which this copy of the workbook does not have: there are no mutants to run here."

    static let studentCopyNotice = "This copy of the workbook has no planted bugs: your own tests are graded against them when your instructor grades the class."
}
