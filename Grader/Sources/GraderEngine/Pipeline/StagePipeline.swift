import Foundation
import GraderExecution

// MARK: - Prepare → cache → write → build → run → judge → store, once for every kind of work

/// Grades stages with one job: the spec tests, a bug hunt or mutants.
///
/// The steps are the same for every kind; the job (`StageJob`) supplies what differs.
/// 1. The job prepares each stage; a stage it can settle at once (an unreadable folder, say)
///    is done.
/// 2. A stage whose cache key has a signed result is answered from the cache. A workspace of
///    one's own still writes and builds it with the others, so the workspace stays whole and the
///    next change compiles incrementally; a workspace shared by a batch builds only what it grades.
/// 3. The job writes the remaining stages' files and checks them (`checkBeforeBuild`: the
///    mutants' compile rounds); the workspace is built once, with every stage that may compile
///    (a stage the cache knows not to compile stays out), within the budget.
/// 4. Each stage that still needs an outcome is judged: from the build's errors or timeouts, the
///    budget, or a run of its tests; and stored when the job says the outcome may be.
struct StagePipeline<Job: StageJob> {
    let job: Job
    let context: GradingContext
    let cache: ResultCache

    /// Where the stages stand between the steps.
    struct Progress {
        var outcomes: [Int: Job.Outcome] = [:]
        var keys: [Int: String] = [:]
        /// The stages whose files are (to be) in the workspace.
        var inWorkspace: [Int: Job.Prepared] = [:]
    }

    func run(_ stages: [Int]) -> [Int: Job.Outcome] {
        var progress = timed(.prepare) { lookUp(job.prepare(stages)) }
        timed(.write) {
            settle(job.write(&progress.inWorkspace), in: &progress)
            settle(job.checkBeforeBuild(&progress.inWorkspace), in: &progress)
        }
        buildAndJudge(&progress)
        return progress.outcomes
    }

    /// `body`, its real time recorded as `step` of this job's work (`GradingEvent.stepTook`).
    private func timed<Result>(_ step: PipelineStep, _ body: () -> Result) -> Result {
        let started = ContinuousClock.now
        let result = body()
        context.record(.stepTook(job.work, step, seconds: (ContinuousClock.now - started) / .seconds(1)))
        return result
    }

    /// Stages a step failed: their outcome is the failure, and they leave the workspace's build.
    private func settle(_ failures: [Int: Job.Outcome], in progress: inout Progress) {
        for (stage, failure) in failures {
            progress.outcomes[stage] = failure
            progress.inWorkspace[stage] = nil
        }
    }

    /// Steps 1 and 2: the settled stages' outcomes, the cache's answers, and what goes into the workspace.
    private func lookUp(_ preparations: [Int: StagePreparation<Job.Prepared, Job.Outcome>]) -> Progress {
        var progress = Progress()
        for (stage, preparation) in preparations {
            guard case .ready(let prepared, let key) = preparation else {
                if case .settled(let outcome) = preparation { progress.outcomes[stage] = outcome }
                continue
            }
            progress.keys[stage] = key
            let cached = context.options.useCache ? cache.load(job.cacheName(stage), key: key, as: Job.Outcome.self) : nil
            progress.outcomes[stage] = cached
            if cached == nil || !context.sharesWorkspaces {
                progress.inWorkspace[stage] = prepared
            }
        }
        return progress
    }

    /// Steps 3 and 4: one build of every stage that may compile, then each stage still open judged.
    private func buildAndJudge(_ progress: inout Progress) {
        let outcomes = progress.outcomes
        let buildable = progress.inWorkspace.filter { stage, _ in outcomes[stage].map(job.isCompileError) != true }
        let needed = buildable.keys.filter { outcomes[$0] == nil }.sorted()
        guard !needed.isEmpty else { return }

        context.record(.building(job.work, stages: needed))
        let build = timed(.build) { context.makeBuilder(buildPlan(prepared: buildable)).build(Set(buildable.keys)) }
        timed(.run) {
            let launcher = context.makeLauncher(job.folder, job.manifest(for: build.built, prepared: buildable))
            for stage in needed {
                guard let prepared = buildable[stage] else { continue }
                let outcome = judge(stage, prepared, build: build, launcher: launcher)
                progress.outcomes[stage] = outcome
                if job.mayCache(outcome), let key = progress.keys[stage] {
                    cache.store(outcome, as: job.cacheName(stage), key: key)
                }
            }
        }
    }

    private func buildPlan(prepared: [Int: Job.Prepared]) -> WorkspaceBuildPlan {
        let job = self.job
        return WorkspaceBuildPlan(
            folder: job.folder,
            writeManifest: { stages in
                try WorkspaceFiles.write(Data(job.manifest(for: stages, prepared: prepared).text.utf8),
                                         to: job.folder.appendingPathComponent("Package.swift"))
            },
            stageOf: { job.stage(ofPath: $0) })
    }

    private func judge(_ stage: Int, _ prepared: Job.Prepared, build: WorkspaceBuildResult,
                       launcher: any TestLauncher) -> Job.Outcome {
        if !build.built.contains(stage) {
            return job.notBuilt(stage, prepared, build: build)
        }
        if let spent = context.budget.spent {
            return job.notRun(stage, prepared, budgetSpent: spent)
        }
        return job.judge(stage, prepared, launcher: launcher)
    }
}
