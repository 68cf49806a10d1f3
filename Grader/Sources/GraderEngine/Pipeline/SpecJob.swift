import Foundation
import GraderExecution

// MARK: - The spec tests against the submission's code

/// Runs each stage's pristine spec tests against the submission's code, as their twins
/// (`SpecTwins`): the grader compiles only the twins, and reports their results under the spec
/// tests' own names.
struct SpecJob: StageJob {
    let context: GradingContext
    let folder: URL
    let materials: [Int: StageMaterial]

    struct Prepared {
        var material: StageMaterial
        var twins: SpecTwins
        /// The stage's declarations as the workbook pins them; `nil` for a kata that pins none.
        var pinned: [PinnedDeclaration]?
    }

    func prepare(_ stages: [Int]) -> [Int: StagePreparation<Prepared, SpecOutcome>] {
        let kata = context.kata
        let seed: UInt64
        do {
            seed = try twinSeed()
        } catch {
            let outcome = SpecOutcome(kind: .graderError, message: "the grader cannot keep its twin seed: \(error)")
            return Dictionary(uniqueKeysWithValues: stages.map { ($0, .settled(outcome)) })
        }
        // Read once for every stage: the twins' fresh checks and the check after the build use it.
        let pinned = WorkbookDeclarations.load(kataRoot: kata.url)
        var preparations: [Int: StagePreparation<Prepared, SpecOutcome>] = [:]
        for stage in stages {
            guard let material = materials[stage] else { continue }
            if let problem = material.sourceProblem {
                preparations[stage] = .settled(SpecOutcome(kind: .notGraded, message: problem))
                continue
            }
            // Trust: a stage whose sources take names it does not own is not built at all.
            if let reason = material.tampered {
                preparations[stage] = .settled(SpecOutcome(kind: .tampered, message: "tampered: \(reason); the stage earns nothing"))
                continue
            }
            let specFiles = (try? SafeFileCollector().collect(kata.specTests(stage), in: kata.url) {
                $0.hasSuffix(".swift")
            }) ?? [:]
            let twins = SpecTwinsCache(folder: folder).twins(specFiles: specFiles, stage: stage, seed: seed,
                                                             functions: topLevelFunctions(pinned?[stage] ?? []),
                                                             stageTypes: stageTypes(pinned?[stage]))
            var files: [String: Data] = [:]
            for (path, data) in material.sources { files["Sources/" + path] = data }
            for (path, data) in twins.files { files["Twin/" + path] = data }
            if twins.oracleModule != nil {
                for (path, data) in oracleSources(stage) { files["Oracle/" + path] = data }
            }
            let key = ResultCache.key(
                parts: [GraderVersion.fingerprint, "spec", "\(stage)", material.resources.joined(separator: ",")],
                files: files)
            preparations[stage] = .ready(Prepared(material: material, twins: twins, pinned: pinned?[stage]), cacheKey: key)
        }
        return preparations
    }

    func write(_ stages: inout [Int: Prepared]) -> [Int: SpecOutcome] {
        var failures: [Int: SpecOutcome] = [:]
        for (stage, prepared) in stages {
            do {
                try WorkspaceFiles.sync(folder.appendingPathComponent(WorkspaceLayout.sources(stage)), to: prepared.material.sources)
                try removePublicCopy(of: stage)
                try WorkspaceFiles.sync(folder.appendingPathComponent(WorkspaceTests.twins.folder(stage)), to: prepared.twins.files)
                if let oracle = prepared.twins.oracleModule {
                    try WorkspaceFiles.sync(folder.appendingPathComponent("Sources/" + oracle), to: oracleSources(stage))
                }
            } catch {
                failures[stage] = SpecOutcome(kind: .graderError, message: "cannot write the workspace: \(error)")
            }
        }
        return failures
    }

    func cacheName(_ stage: Int) -> String { "stage\(stage)-spec" }

    func isCompileError(_ outcome: SpecOutcome) -> Bool { outcome.kind == .compileError }

    /// Kept: a clean run, a compile error, or a verdict of tampering (no honest code earns one).
    /// A run where a test hung is not clean: on a quieter machine it may finish.
    func mayCache(_ outcome: SpecOutcome) -> Bool {
        let clean = outcome.message == nil && !outcome.results.contains { $0.status == .timeout }
        return outcome.kind == .tampered || ((outcome.kind == .ran || outcome.kind == .compileError) && clean)
    }

    var work: GradingWork { .specTests }

    func manifest(for stages: Set<Int>, prepared: [Int: Prepared]) -> WorkspaceManifest {
        let sorted = stages.sorted()
        // The oracles are the kata's reference, as the kata ships it (`FreshInputs`).
        let oracles = sorted.compactMap { stage in
            prepared[stage]?.twins.oracleModule.map {
                WorkspaceManifest.Library(name: $0, path: "Sources/" + $0, resources: context.kata.resources(stage), memorySafe: false)
            }
        }
        return WorkspaceManifest(
            packageName: "KataSpecWorkspace",
            libraries: sorted.map { stage in
                WorkspaceManifest.Library(name: WorkspaceLayout.library(stage), path: WorkspaceLayout.sources(stage),
                                          resources: materials[stage]?.resources ?? [])
            } + oracles,
            tests: sorted.compactMap { stage in
                prepared[stage].map {
                    WorkspaceManifest.TestTarget(name: $0.twins.module, dependency: WorkspaceLayout.library(stage),
                                                 path: WorkspaceTests.twins.folder(stage), memorySafe: false,
                                                 otherDependencies: [$0.twins.oracleModule].compactMap { $0 })
                }
            })
    }

    func stage(ofPath path: String) -> Int? {
        WorkspaceLayout.stage(of: path, in: folder, tests: .twins)
    }

    func notBuilt(_ stage: Int, _ prepared: Prepared, build: WorkspaceBuildResult) -> SpecOutcome {
        if let errors = build.failed[stage] {
            let folders = [WorkspaceLayout.sources(stage): prepared.material.input.sources,
                           WorkspaceTests.spec.folder(stage): context.kata.specTests(stage)]
            // An error in a twin file is shown where it is in the spec file.
            let shown = errors.map { prepared.twins.publicDiagnostic($0) }
            return SpecOutcome(kind: .compileError,
                               compileErrors: shown.prefix(5).map { CompilerDiagnostic.shown($0, workspace: folder, folders: folders) })
        }
        if build.timedOut || build.timedOutStages.contains(stage) {
            return SpecOutcome(kind: .timeout, message: context.budget.spent
                ?? "the build of this stage took longer than \(Int(context.options.buildTimeout)) s")
        }
        return SpecOutcome(kind: .graderError, message: build.failure ?? "not built")
    }

    func notRun(_ stage: Int, _ prepared: Prepared, budgetSpent: String) -> SpecOutcome {
        SpecOutcome(kind: .timeout, message: budgetSpent)
    }

    /// Runs the stage's twins and judges them. A test that hangs or crashes costs only itself:
    /// the others run on, and the stage is `timeout` only when no test could end on its own.
    func judge(_ stage: Int, _ prepared: Prepared, launcher: any TestLauncher) -> SpecOutcome {
        if let outcome = foreignSymbolsOutcome(stage) ?? pinnedDeclarationsOutcome(stage, pinned: prepared.pinned) { return outcome }
        let twins = prepared.twins
        context.record(.running(work, stage: stage))
        let request = TestRunRequest(framework: .swiftTesting, module: twins.module, timeout: context.options.testTimeout,
                                     stallTimeout: context.options.testStallTimeout)
        // Spec tests never wait on a clock: the shorter stall limit after a hang is plenty.
        let session = RecoveringTestRunner.run(request, with: launcher, continuePastTimeouts: true,
                                               hangLimit: HangLimits.hangsPerSession,
                                               stallAfterTimeout: HangLimits.stallAfterHang,
                                               timeLeft: { context.budget.left })
        let verdict = SpecTamperCheck.judge(session, twins: twins)
        var outcome = SpecOutcome(kind: .ran, results: verdict.results.map(relativize), message: session.harnessError)
        if let spent = context.budget.spent, session.timedOut {
            outcome.kind = .timeout
            outcome.message = spent
        } else if session.timedOut, !outcome.results.contains(where: { $0.status.endedOnItsOwn }) {
            let stopped = session.results.first { $0.status == .timeout }.map(twins.publicResult(of:))
            outcome.kind = .timeout
            outcome.message = "no spec test finished\(stopped.map { ": \($0.test.fullName) (\($0.message ?? "timed out"))" } ?? "")"
        }
        if let reason = verdict.tampered {
            outcome.kind = .tampered
            outcome.message = "tampered: \(reason); the stage earns nothing"
        }
        return outcome
    }

    /// Trust: after the build, before any run: the stage's objects may define only its own names.
    private func foreignSymbolsOutcome(_ stage: Int) -> SpecOutcome? {
        let objects = folder.appendingPathComponent(".build/debug/\(WorkspaceLayout.library(stage)).build")
        do {
            return try ForeignSymbols.check(objectFolder: objects, module: WorkspaceLayout.library(stage),
                                            timeLimit: { context.budget.timeLimit(ObjectSymbols.longestRun) }).map {
                SpecOutcome(kind: .tampered, message: "tampered: \($0); the stage earns nothing")
            }
        } catch {
            if let spent = context.budget.spent { return SpecOutcome(kind: .timeout, message: spent) }
            return SpecOutcome(kind: .graderError, message: "the grader cannot check what this stage defines: \(error)")
        }
    }

    /// The stage's top-level functions as the workbook pins them (`isEven`): what the
    /// fresh-input checks may call. None for a kata that pins no declarations, nor for a copy
    /// without the reference (a student copy), which has no oracle to ask.
    private func topLevelFunctions(_ pinned: [PinnedDeclaration]) -> Set<String> {
        guard context.kata.hasReference else { return [] }
        return Set(pinned.filter { !$0.path.contains(".") && $0.path.contains("(") }.map { WorkbookDeclarations.baseName($0.path) })
    }

    /// The stage's type names as the workbook pins them (`SecondBasicViewModel`), which spec
    /// files may extend: given when the reference can be the twins' oracle (`FreshScenario`).
    private func stageTypes(_ pinned: [PinnedDeclaration]?) -> Set<String>? {
        guard context.kata.hasReference, let pinned else { return nil }
        return Set(pinned.compactMap { $0.path.split(separator: ".").first.map(String.init) }.filter { !$0.contains("(") })
    }

    /// The reference's files of a stage, for its oracle.
    private func oracleSources(_ stage: Int) -> [String: Data] {
        (try? SafeFileCollector().collect(context.kata.solution(stage), in: context.kata.url) { _ in true }) ?? [:]
    }

    /// After the build, before any run: the stage keeps the workbook's declarations
    /// (`WorkbookDeclarations`); one that does not is the learner's compile problem, not tampering.
    private func pinnedDeclarationsOutcome(_ stage: Int, pinned: [PinnedDeclaration]?) -> SpecOutcome? {
        guard let pinned else { return nil }
        let module = WorkspaceLayout.library(stage)
        let modules = folder.appendingPathComponent(".build/debug/Modules")
        do {
            // The symbol graph is read from the compiled interface alone, so the same interface
            // (an edit inside a function's body leaves it as it was) has the same problems: kept
            // in the workspace under the interface's bytes, they spare the tool's half a second.
            func read() throws -> [String] {
                let graph = try StageSymbolGraph.extract(module: module, modules: modules, scratch: folder.appendingPathComponent(".build"),
                                                         timeLimit: context.budget.timeLimit(ObjectSymbols.longestRun))
                return WorkbookDeclarations.problems(graph, pinned: pinned)
            }
            let problems: [String]
            if let interface = FileManager.default.contents(atPath: modules.appendingPathComponent("\(module).swiftmodule").path) {
                let key = ResultCache.key(parts: [GraderVersion.fingerprint, "declarations", "\(stage)"] + pinned.map { "\($0.usr) \($0.declaration)" },
                                          files: ["\(module).swiftmodule": interface])
                problems = try WorkspaceMemo.value(in: folder.appendingPathComponent("declarations/stage\(stage).json"), key: key, make: read)
            } else {
                problems = try read()
            }
            return problems.isEmpty ? nil : SpecOutcome(kind: .compileError, compileErrors: Array(problems.prefix(5)))
        } catch {
            if let spent = context.budget.spent { return SpecOutcome(kind: .timeout, message: spent) }
            return SpecOutcome(kind: .graderError, message: "the grader cannot read what this stage declares: \(error)")
        }
    }

    /// Spec test files are shown as the kata's paths: `Tests/Stage1Spec/IsEvenSpec.swift`.
    private func relativize(_ result: TestResult) -> TestResult {
        var result = result
        if let file = result.test.file, file.hasPrefix(folder.path + "/") {
            result.test.file = String(file.dropFirst(folder.path.count + 1))
        }
        return result
    }

    /// Workspaces made by earlier graders also compiled the spec tests themselves: no longer.
    private func removePublicCopy(of stage: Int) throws {
        let copy = folder.appendingPathComponent(WorkspaceTests.spec.folder(stage))
        if FileManager.default.fileExists(atPath: copy.path) {
            try FileManager.default.removeItem(at: copy)
        }
    }

    /// The workspace's seed for its spec twins: made once, kept where no test run can see it.
    func twinSeed() throws -> UInt64 {
        try WorkspaceFiles.kept(in: folder.appendingPathComponent("twin-seed"),
                                decode: { UInt64($0, radix: 16) }, encode: { String($0, radix: 16) },
                                make: { UInt64.random(in: .min ... .max) })
    }
}
