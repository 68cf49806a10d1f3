import Foundation
import GraderExecution

// MARK: - Grading a submission, stage by stage

/// Grades a submission: the spec tests against its code, its tests against the planted bugs.
///
/// Two SwiftPM packages per submission, under `Grader/.build/workspaces/<key>/`:
/// - `spec`: libraries `StageN` from the submission's stage sources, test targets `StageNSpec`
///   from the kata's pristine spec tests;
/// - `learner`: libraries `StageN` from the reference with every planted bug switchable at run
///   time, test targets `StageNTests` from the submission's own tests.
/// Each is built once; a stage that does not compile is left out and reported, the others run.
package struct KataGrader: Sendable {
    package let session: GradingSession
    package var kata: KataRoot { session.kata }
    package var options: GradeOptions { session.options }

    package init(session: GradingSession) {
        self.session = session
    }

    /// A grader of its own session: events go to `events` (the first verdicts too, as soon as
    /// they are known, before the hunt of the planted bugs ends).
    package init(kata: KataRoot, options: GradeOptions, events: any GradingEventRecorder = UnwatchedGrading()) {
        self.init(session: GradingSession(kata: kata, options: options, events: events))
    }

    // MARK: Grading

    package func grade(_ submission: Submission, stages: [Int]) -> GradeReport {
        let root = session.workspaceRoot(for: submission, variant: submission.variant)
        let builds = options.sharedBuildFolder ?? root
        let isNewWorkspace = !FileManager.default.fileExists(atPath: builds.path)
        // One grade of these workspaces at a time: a second waits rather than half-writes them.
        let lock: WorkspaceLock
        do {
            lock = try WorkspaceLock.acquire(in: builds, name: "grade.lock") {
                session.events.record(.waitingForAnotherGrade)
            }
        } catch {
            var report = GradeReport(stages: [])
            report.problem = error.description
            return report
        }
        defer { lock.release() }
        WorkspaceEviction.markUsed(builds)
        // A new workspace is what makes the folder grow: then the least recently used others
        // go, beyond the cap (this one, locked, stays).
        defer {
            if isNewWorkspace { WorkspaceEviction(folder: kata.workspaces, cap: options.workspaceCap).evict() }
        }
        let collector = SafeFileCollector()
        let materials = stages.compactMap { stage in
            submission.inputs[stage].map { StageMaterial.read($0, from: submission, kata: kata, collector: collector) }
        }.map { $0.readByTheCompiler(memo: builds.appendingPathComponent("parsed/stage\($0.stage).json")) }
        let byStage = Dictionary(uniqueKeysWithValues: materials.map { ($0.stage, $0) })
        let graded = materials.map(\.stage)
        let context = session.context()
        let cache = options.sharedBuildFolder.map { session.cache(in: $0.appendingPathComponent("cache"), addressedByKey: true) }
            ?? session.cache(in: root.appendingPathComponent("cache"))
        // The pipelines share nothing but the context: each builds its own workspace and writes
        // its own cache entries. All three side by side, so one builds while another runs: the
        // spec tests, the learner's tests against their own code, and the hunt. An edit of the
        // code re-runs the first two, an edit of the learner's tests the last two: each pair
        // builds at once rather than one after the other.
        let huntsBugs = options.gradeLearnerTests && kata.hasReference
        let (spec, (own, hunted)) = together({
            let spec = StagePipeline(job: SpecJob(context: context, folder: builds.appendingPathComponent("spec"), materials: byStage),
                                     context: context, cache: cache).run(graded)
            FirstVerdicts.spec(spec).forEach { context.record(.firstVerdict($0)) }
            return spec
        }, {
            together({ () -> [Int: OwnCodeOutcome] in
                guard huntsBugs else { return [:] }
                let own = StagePipeline(job: OwnCodeJob(context: context, folder: builds.appendingPathComponent("own"), materials: byStage),
                                        context: context, cache: cache).run(graded)
                FirstVerdicts.ownCode(own).forEach { context.record(.firstVerdict($0)) }
                return own
            }, {
                self.options.gradeLearnerTests
                    ? StagePipeline(job: BugHuntJob(context: context, folder: builds.appendingPathComponent("learner"), materials: byStage),
                                    context: context, cache: cache).run(graded)
                    : [:]
            })
        })
        let learner = countedCatches(hunted, own: own, spec: spec)
        let challenges = options.mutantChallenge ? mutantChallenge(materials, learner: learner, root: root, context: context, cache: cache) : [:]
        var report = GradeReport(stages: stageReports(materials, submission: submission, spec: spec, learner: learner,
                                                      mutants: challenges))
            .scored(by: options.points, bugsGradedElsewhere: options.gradeLearnerTests && !kata.hasReference)
        report.notice = notice(for: submission, stages: materials.map(\.stage))
        report.budget = context.budget.use
        let flags = reviewFlags(submission, report: report)
        report.flags = flags.isEmpty ? nil : flags
        return report
    }

    /// The hunt's catches that count (`CatchRule`): from tests that pass on the learner's own
    /// code, of bugs whose task that code passes.
    private func countedCatches(_ hunted: [Int: LearnerOutcome], own: [Int: OwnCodeOutcome],
                                spec: [Int: SpecOutcome]) -> [Int: LearnerOutcome] {
        var counted: [Int: LearnerOutcome] = [:]
        for (stage, outcome) in hunted {
            let catalog = try? BugCatalog.load(from: kata.bugCatalog(stage), stage: stage)
            counted[stage] = CatchRule.apply(outcome, catalog: catalog, own: own[stage],
                                             spec: spec[stage] ?? SpecOutcome(kind: .notGraded))
        }
        return counted
    }

    /// Each graded stage's report, from the outcomes of its pipelines.
    private func stageReports(
        _ materials: [StageMaterial], submission: Submission,
        spec: [Int: SpecOutcome], learner: [Int: LearnerOutcome], mutants: [Int: MutantChallenge]
    ) -> [StageReport] {
        let specChanges = editedSpecTests(submission, stages: materials.map(\.stage))
        return materials.map { material -> StageReport in
            var report = StageReportBuilder.report(
                stage: material.stage, spec: spec[material.stage] ?? SpecOutcome(kind: .notGraded),
                learner: options.gradeLearnerTests ? learner[material.stage] : nil,
                specFolder: kata.specTests(material.stage),
                files: material.gradedFiles(learnerTestsGraded: learner[material.stage] != nil),
                tasks: StageTasks.declared(in: kata.url.appendingPathComponent(kata.specTests(material.stage))),
                refused: material.refusedFiles, declared: DeclaredTotals(kata: kata, stage: material.stage))
            report.mutants = mutants[material.stage]
            report.workDigest = material.workDigest(learnerTestsGraded: learner[material.stage] != nil)
            if let changes = specChanges[material.stage] {
                report.flagSpecChanges(changes, folder: kata.specTests(material.stage))
            }
            return report
        }
    }

    /// What the whole report says on top of the stages: a student copy graded without the
    /// reference, spec tests of the submission that the grader did not use.
    private func notice(for submission: Submission, stages: [Int]) -> String? {
        var notices: [String] = []
        if options.gradeLearnerTests && !kata.hasReference {
            notices.append(Self.studentCopyNotice)
        }
        if options.mutantChallenge && !kata.hasReference {
            notices.append(Self.noMutantsInStudentCopy)
        }
        let unused = specTestsNotUsed(submission, stages: stages)
        if !unused.isEmpty {
            notices.append("The spec tests in this submission's \(unused.joined(separator: ", ")) differ from the kata's and "
                + "were not used: the grader always runs the kata's own spec tests.")
        }
        return notices.isEmpty ? nil : notices.joined(separator: "\n")
    }

    /// Whether the submission is the kata checkout itself: a learner grading their own work.
    func isInPlace(_ submission: Submission) -> Bool {
        submission.root.standardizedFileURL.resolvingSymlinksInPath().path
            == kata.url.standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Graded from another copy (`--submission`, a batch), the spec folders of the submission
    /// whose Swift files differ from the kata's: they were never read for grading, but a learner
    /// who changed them should hear that. A folder that cannot be read safely counts as different.
    func specTestsNotUsed(_ submission: Submission, stages: [Int]) -> [String] {
        guard !isInPlace(submission) else { return [] }
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
    func editedSpecTests(_ submission: Submission, stages: [Int]) -> [Int: [String]] {
        guard isInPlace(submission), let shipped = ShippedSpecTests.load(kataRoot: kata.url) else { return [:] }
        let current = ShippedSpecTests.current(kata)
        var edited: [Int: [String]] = [:]
        for stage in stages {
            let changes = shipped.changes(stage: stage, in: kata, current: current)
            if !changes.isEmpty { edited[stage] = changes }
        }
        return edited
    }

    /// `--mutants`: the learner's tests of each stage whose planted bugs they all catch, against
    /// automatic mutants of the reference, in a workspace of their own.
    func mutantChallenge(_ materials: [StageMaterial], learner: [Int: LearnerOutcome], root: URL,
                         context: GradingContext, cache: ResultCache) -> [Int: MutantChallenge] {
        let ready = materials.filter { material in
            learner[material.stage].map { $0.total > 0 && $0.caught == $0.total && $0.message == nil } ?? false
        }
        guard !ready.isEmpty else { return [:] }
        let tests = Dictionary(uniqueKeysWithValues: ready.map { ($0.stage, $0.tests) })
        let job = MutantJob(context: context, folder: root.appendingPathComponent("mutants"), tests: .learner(tests))
        let results = StagePipeline(job: job, context: context, cache: cache).run(ready.map(\.stage))
        return results.mapValues { result in
            result.problem.map { MutantChallenge(caught: 0, total: 0, message: $0) }
                ?? MutantChallenge(caught: result.killed.count, total: result.compiledCount,
                                   survivors: result.survived.map { MutantSurvivor($0, stage: result.stage, kataRoot: self.kata.url) })
        }
    }

    static let noMutantsInStudentCopy = "--mutants runs your tests against changed copies of the reference solution, "
        + "which this copy of the workbook does not have: there are no mutants to run here."

    static let studentCopyNotice = "This copy of the workbook has no planted bugs: your own tests are graded against them when your instructor grades the class."
}
