import Foundation
import GraderExecution

// MARK: - What a stage pipeline needs from the grading around it

/// Builds a workspace's stages: `WorkspaceBuilder`, or a test's fake.
protocol WorkspaceBuilding {
    func build(_ stages: Set<Int>) -> WorkspaceBuildResult
}

extension WorkspaceBuilder: WorkspaceBuilding {}

/// How one workspace is to be built: what a builder factory is handed.
struct WorkspaceBuildPlan {
    var folder: URL
    /// Writes the workspace's `Package.swift` for a set of stages.
    var writeManifest: (Set<Int>) throws -> Void
    /// Which stage a compiler diagnostic's file belongs to.
    var stageOf: (String) -> Int?
}

/// Everything a `StagePipeline` and its jobs read from the grading run: the kata, the options,
/// the submission's budget, where progress goes, and how workspaces are built and tests
/// launched. Handed in rather than reached for, so that the pipeline's rules (the cache, the
/// budget) are tested with a fake builder and launcher, without building anything.
struct GradingContext {
    var kata: KataRoot
    var options: GradeOptions
    var budget: GradingBudget
    /// Where the pipelines' events go (`GradingEvent`).
    var events: any GradingEventRecorder
    var makeBuilder: (WorkspaceBuildPlan) -> any WorkspaceBuilding
    var makeLauncher: (_ folder: URL, _ manifest: WorkspaceManifest) -> any TestLauncher

    /// Whether one warm workspace serves many submissions in turn (`--batch`).
    var sharesWorkspaces: Bool { options.sharedBuildFolder != nil }

    /// Whether the spec twins of a stage that qualifies are compiled once for the class
    /// (`SpecOnceReference`): in a batch, run by the test binary itself (not `swift test`),
    /// unless `KATA_GRADER_SPEC_ONCE=no` (to compare the two builds' verdicts and times).
    var compilesSpecOnce: Bool {
        let environment = ProcessInfo.processInfo.environment
        return sharesWorkspaces && environment[Self.launcherVariable] != "swift-test" && environment[Self.specOnceVariable] != "no"
    }

    /// The environment variable that turns off compiling the spec twins once for a class.
    static let specOnceVariable = "KATA_GRADER_SPEC_ONCE"

    /// The real thing: `swift build` within the budget, and the platform's test launcher.
    static func live(kata: KataRoot, options: GradeOptions, budget: GradingBudget,
                     events: any GradingEventRecorder) -> GradingContext {
        GradingContext(
            kata: kata, options: options, budget: budget, events: events,
            makeBuilder: { plan in
                WorkspaceBuilder(folder: plan.folder, timeout: options.buildTimeout, latest: budget.ends,
                                 sandbox: options.sandbox.resolved, jobs: options.buildJobs, moduleCache: kata.moduleCache,
                                 writeManifest: plan.writeManifest, stageOf: plan.stageOf)
            },
            makeLauncher: { folder, manifest in liveLauncher(for: folder, manifest: manifest, sandbox: options.sandbox.resolved) })
    }

    /// Tells whoever watches the grading what happens now.
    func record(_ event: GradingEvent) {
        events.record(event)
    }

    /// The environment variable that picks the portable launcher (`swift-test`) on Linux, so
    /// the path macOS takes can be exercised here too.
    static let launcherVariable = "KATA_GRADER_LAUNCHER"

    /// How the tests of a built workspace are run: the test executable directly on Linux,
    /// `swift test --skip-build` on macOS (or wherever `KATA_GRADER_LAUNCHER=swift-test`).
    static func liveLauncher(for folder: URL, manifest: WorkspaceManifest, sandbox: Sandbox) -> any TestLauncher {
        let scratch = folder.appendingPathComponent(".build/grader-runs")
        #if os(macOS)
        let portable = true
        #else
        let portable = ProcessInfo.processInfo.environment[launcherVariable] == "swift-test"
        #endif
        if portable {
            // `swift test` takes its run's results folder as TMPDIR, which Swift's tools need
            // in ASCII (`ToolTemporaryFolder`): a folder of its own, apart from the builds'.
            let runs = ToolTemporaryFolder.isPlainASCII(scratch.path) ? scratch : ToolTemporaryFolder.prepared(for: scratch)
            return SwiftTestCommandLauncher(packagePath: folder, scratch: runs, sandbox: sandbox)
        }
        let binary = folder.appendingPathComponent(".build/debug/\(manifest.testProductName).xctest")
        return LinuxTestBinaryLauncher(binary: binary, scratch: scratch, sandbox: sandbox,
                                       sourceFolders: manifest.snapshotFolders.map { folder.appendingPathComponent($0) })
    }
}
