import Foundation
import GraderExecution

// MARK: - Grading a submission, stage by stage

/// Grades a submission: the spec tests against its code, its tests against the planted bugs.
///
/// Three SwiftPM packages per submission, under `Grader/.build/workspaces/<key>/`:
/// - `spec`: libraries `StageN` from the submission's stage sources, test targets `StageNSpec`
///   from the kata's pristine spec tests (their twins);
/// - `own`: the same libraries, test targets `StageNTests` from the submission's own tests;
/// - `learner`: libraries `StageN` from the reference with every planted bug switchable at run
///   time, test targets `StageNTests` from the submission's own tests.
/// Each is built once; a stage that does not compile is left out and reported, the others run.
/// What the gradings share (the kata, the options, the cache's secret, where events go) is the
/// `GradingSession`; `GradeReportBuilder` turns the outcomes into the report.
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
            return GradeReportBuilder.ungraded(error.description, stages: stages, kata: kata, options: options)
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
            let job = SpecJob(context: context, folder: builds.appendingPathComponent("spec"), materials: byStage,
                              build: context.compilesSpecOnce ? .compilingOnce : .usual)
            var spec = StagePipeline(job: job, context: context, cache: cache).run(graded)
            // Stages whose twins were compiled once for the class, but whose library could not
            // stand in for the reference's: graded again, the usual way, in a workspace of their own.
            let again = job.gradeAgain.withLock { $0 }
            if !again.isEmpty {
                let usual = job.gradingAgain(in: builds.appendingPathComponent("spec-usual"))
                spec.merge(StagePipeline(job: usual, context: context, cache: cache).run(again.sorted())) { _, usual in usual }
            }
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
        return GradeReportBuilder(kata: kata, options: options, submission: submission)
            .report(materials, spec: spec, learner: learner, mutants: challenges, budget: context.budget.use)
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
}
