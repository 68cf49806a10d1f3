import Foundation
import GraderExecution

// MARK: - The learner's tests against the learner's own code

/// Runs each stage's learner tests against the submission's own stage code, in a workspace of
/// its own (`own`): a catch of a planted bug counts only from a test that passes there too
/// (`CatchRule`). Both targets are the learner's, so both are memory-safe Swift, and neither
/// shares a test binary with the kata's spec twins or the planted-bug switch.
struct OwnCodeJob: StageJob {
    let context: GradingContext
    let folder: URL
    let materials: [Int: StageMaterial]

    func prepare(_ stages: [Int]) -> [Int: StagePreparation<StageMaterial, OwnCodeOutcome>] {
        var preparations: [Int: StagePreparation<StageMaterial, OwnCodeOutcome>] = [:]
        for stage in stages {
            guard let material = materials[stage] else { continue }
            // The spec run and the hunt report these; here they only mean "nothing ran".
            if let reason = material.sourceProblem ?? material.testsProblem ?? material.tampered.map({ "tampered: \($0)" }) {
                preparations[stage] = .settled(OwnCodeOutcome(kind: .notRun, message: reason))
                continue
            }
            var files: [String: Data] = [:]
            for (path, data) in material.sources { files["Sources/" + path] = data }
            for (path, data) in material.tests { files["Tests/" + path] = data }
            let key = ResultCache.key(
                parts: [GraderVersion.fingerprint, "own", "\(stage)", material.resources.joined(separator: ",")], files: files)
            preparations[stage] = .ready(material, cacheKey: key)
        }
        return preparations
    }

    func write(_ stages: inout [Int: StageMaterial]) -> [Int: OwnCodeOutcome] {
        var failures: [Int: OwnCodeOutcome] = [:]
        for (stage, material) in stages {
            do {
                try WorkspaceFiles.sync(folder.appendingPathComponent(WorkspaceLayout.sources(stage)), to: material.sources)
                try WorkspaceFiles.sync(folder.appendingPathComponent(WorkspaceTests.learner.folder(stage)), to: material.tests)
            } catch {
                failures[stage] = OwnCodeOutcome(kind: .notRun, message: "cannot write the workspace: \(error)", cacheable: false)
            }
        }
        return failures
    }

    func cacheName(_ stage: Int) -> String { "stage\(stage)-own-code" }

    func isCompileError(_ outcome: OwnCodeOutcome) -> Bool { outcome.kind == .compileError }

    func mayCache(_ outcome: OwnCodeOutcome) -> Bool {
        outcome.cacheable && !outcome.results.values.contains { $0.status == .timeout }
    }

    var work: GradingWork { .ownCode }

    func manifest(for stages: Set<Int>, prepared: [Int: StageMaterial]) -> WorkspaceManifest {
        WorkspaceManifest(
            packageName: "KataOwnCodeWorkspace",
            libraries: stages.sorted().map { stage in
                WorkspaceManifest.Library(name: WorkspaceLayout.library(stage), path: WorkspaceLayout.sources(stage),
                                          resources: materials[stage]?.resources ?? [])
            },
            tests: stages.sorted().map { stage in
                WorkspaceManifest.TestTarget.written(in: folder, name: WorkspaceTests.learner.module(stage),
                                                     dependency: WorkspaceLayout.library(stage),
                                                     path: WorkspaceTests.learner.folder(stage), memorySafe: true)
            })
    }

    func stage(ofPath path: String) -> Int? {
        WorkspaceLayout.stage(of: path, in: folder, tests: .learner)
    }

    func notBuilt(_ stage: Int, _ material: StageMaterial, build: WorkspaceBuildResult) -> OwnCodeOutcome {
        guard let errors = build.failed[stage] else {
            return OwnCodeOutcome(kind: .notRun, message: context.budget.spent ?? build.failure ?? "not built", cacheable: false)
        }
        let folders = [WorkspaceLayout.sources(stage): material.input.sources,
                       WorkspaceTests.learner.folder(stage): material.input.tests]
        return OwnCodeOutcome(kind: .compileError,
                              compileErrors: errors.prefix(5).map { CompilerDiagnostic.shown($0, workspace: folder, folders: folders) })
    }

    func notRun(_ stage: Int, _ material: StageMaterial, budgetSpent: String) -> OwnCodeOutcome {
        OwnCodeOutcome(kind: .notRun, message: budgetSpent, cacheable: false)
    }

    /// Each test of the stage, in both frameworks, once, against the learner's code. A test
    /// that hangs or crashes costs only itself; the others run on.
    func judge(_ stage: Int, _ material: StageMaterial, launcher: any TestLauncher) -> OwnCodeOutcome {
        if let outcome = foreignSymbolsOutcome(stage) { return outcome }
        context.record(.running(work, stage: stage))
        var results: [String: TestResult] = [:]
        for framework in [TestFramework.swiftTesting, .xctest] {
            let session = RecoveringTestRunner.run(
                TestRunRequest(framework: framework, module: WorkspaceTests.learner.module(stage),
                               timeout: context.options.testTimeout, stallTimeout: context.options.testStallTimeout),
                with: launcher, continuePastTimeouts: true, hangLimit: HangLimits.hangsPerSession,
                stallAfterTimeout: HangLimits.stallAfterHang, timeLeft: { context.budget.left })
            if let spent = context.budget.spent, session.timedOut {
                return OwnCodeOutcome(kind: .notRun, message: spent, cacheable: false)
            }
            if let error = session.harnessError {
                return OwnCodeOutcome(kind: .notRun, message: "the grader could not run your tests: \(error)", cacheable: false)
            }
            for result in session.results { results[result.test.id] = result }
        }
        return OwnCodeOutcome(kind: .ran, results: results)
    }

    /// Trust: after the build, before any run: each of the two targets may define only its own names.
    private func foreignSymbolsOutcome(_ stage: Int) -> OwnCodeOutcome? {
        for module in [WorkspaceLayout.library(stage), WorkspaceTests.learner.module(stage)] {
            do {
                if let reason = try ForeignSymbols.check(objectFolder: folder.appendingPathComponent(".build/debug/\(module).build"),
                                                         module: module,
                                                         timeLimit: { context.budget.timeLimit(ObjectSymbols.longestRun) }) {
                    return OwnCodeOutcome(kind: .notRun, message: "tampered: \(reason)")
                }
            } catch {
                let message = context.budget.spent ?? "the grader cannot check what \(module) defines: \(error)"
                return OwnCodeOutcome(kind: .notRun, message: message, cacheable: false)
            }
        }
        return nil
    }
}
