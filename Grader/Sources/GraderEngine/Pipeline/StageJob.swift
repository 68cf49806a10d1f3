import Foundation
import GraderExecution

// MARK: - One kind of work a stage pipeline does

/// A stage made ready for the pipeline: its outcome already (nothing to build or run), or what
/// the job will write, build and judge, with the cache key of everything the outcome depends on.
enum StagePreparation<Prepared, Outcome> {
    case settled(Outcome)
    case ready(Prepared, cacheKey: String)
}

/// What differs between the pipeline's kinds of work; `StagePipeline` does the rest, once.
///
/// A job prepares its stages (reading what it needs, deciding the cache key), writes the
/// workspace files of the stages the cache cannot answer, says what its manifest and its
/// compiler errors mean, and judges a built stage.
protocol StageJob {
    associatedtype Prepared
    associatedtype Outcome: Codable

    /// The workspace, built with `swift build`.
    var folder: URL { get }

    /// Each stage's preparation, or its outcome when there is nothing to build.
    func prepare(_ stages: [Int]) -> [Int: StagePreparation<Prepared, Outcome>]
    /// Writes the workspace files of these stages; the outcome of each stage that could not be.
    func write(_ stages: inout [Int: Prepared]) -> [Int: Outcome]
    /// Checks the written stages before the pipeline's one build, updating what was prepared
    /// where the check decides more (the mutants: which compile, found in rounds of quick
    /// compiles); the outcome of each stage that fails it. Most jobs check nothing.
    func checkBeforeBuild(_ stages: inout [Int: Prepared]) -> [Int: Outcome]
    /// The name a stage's outcome is cached under.
    func cacheName(_ stage: Int) -> String
    /// Whether a (cached) outcome says the stage does not compile: it stays out of the build.
    func isCompileError(_ outcome: Outcome) -> Bool
    /// Whether an outcome may be cached: never one that a timeout or the grader's own trouble made.
    func mayCache(_ outcome: Outcome) -> Bool

    /// What its workspace is built and its tests run for, as its events say (`GradingEvent`).
    var work: GradingWork { get }
    /// The workspace's `Package.swift` for the stages to build, given what was prepared for them.
    func manifest(for stages: Set<Int>, prepared: [Int: Prepared]) -> WorkspaceManifest
    /// Which stage a file of the workspace belongs to, for the compiler's errors.
    func stage(ofPath path: String) -> Int?

    /// The outcome of a stage the build left out (its errors, a timeout, a failed build).
    func notBuilt(_ stage: Int, _ prepared: Prepared, build: WorkspaceBuildResult) -> Outcome
    /// The outcome of a built stage that the budget leaves no time to run.
    func notRun(_ stage: Int, _ prepared: Prepared, budgetSpent: String) -> Outcome
    /// Runs a built stage's tests and judges them.
    func judge(_ stage: Int, _ prepared: Prepared, launcher: any TestLauncher) -> Outcome
}

extension StageJob {
    func checkBeforeBuild(_ stages: inout [Int: Prepared]) -> [Int: Outcome] { [:] }
}
