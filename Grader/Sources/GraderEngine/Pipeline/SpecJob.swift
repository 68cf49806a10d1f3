import Foundation
import GraderExecution
import SwiftSource

// MARK: - The spec tests against the submission's code

/// Runs each stage's pristine spec tests against the submission's code, as their twins
/// (`SpecTwins`): the grader compiles only the twins, and reports their results under the spec
/// tests' own names.
struct SpecJob: StageJob {
    let context: GradingContext
    let folder: URL
    let materials: [Int: StageMaterial]
    /// How this job builds its stages' twins.
    enum Build {
        /// Against the learner's code, in the learner's loop and for one submission.
        case usual
        /// In a batch: a stage that qualifies compiled once for the class, against the
        /// reference (`SpecOnceReference`); the others the usual way.
        case compilingOnce
        /// The usual way again, for the stages whose library could not stand in for the
        /// reference's (`gradingAgain`): with the twins' seed of the spec workspace, so both
        /// draw the same twins, and a kind of work of its own in a batch's profile.
        case again(seedFolder: URL)
    }
    var build = Build.usual
    /// The stages compiled once whose build or library could not stand in for the reference:
    /// their outcome here means nothing, and `KataGrader` grades them again the usual way.
    let gradeAgain = Locked<Set<Int>>([])

    struct Prepared {
        var material: StageMaterial
        var twins: SpecTwins
        /// The stage's declarations as the workbook pins them; `nil` for a kata that pins none.
        var pinned: [PinnedDeclaration]?
        /// The reference the twins are compiled against, once for the class; `nil` for the usual build.
        var compiledOnce: SpecOnceReference?
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
                                                             stageTypes: stageTypes(pinned?[stage]), resources: referenceResources(stage))
            var files: [String: Data] = [:]
            for (path, data) in material.sources { files["Sources/" + path] = data }
            for (path, data) in twins.files { files["Twin/" + path] = data }
            for (path, data) in twins.drawnResources ?? [:] { files["Drawn/" + path] = data }
            if twins.oracleModule != nil {
                for (path, data) in oracleSources(stage) { files["Oracle/" + path] = data }
            }
            for (path, data) in twins.oracleWorldFiles ?? [:] { files["OracleWorld/" + path] = data }
            let key = ResultCache.key(
                parts: [GraderVersion.fingerprint, "spec", "\(stage)", material.resources.joined(separator: ",")],
                files: files)
            let once = compiledOnce(stage, material: material, twins: twins, specFiles: specFiles)
            preparations[stage] = .ready(Prepared(material: material, twins: twins, pinned: pinned?[stage], compiledOnce: once), cacheKey: key)
        }
        return preparations
    }

    /// The reference to compile the stage's twins against once, when the job may and the stage
    /// qualifies: its spec files import it without `@testable` (so they use its public
    /// declarations alone), and it reads no resources (no `Bundle.module`, no learner's copy).
    /// Linux only: the test binary finds the learner's library beside it by its run path.
    private func compiledOnce(_ stage: Int, material: StageMaterial, twins: SpecTwins, specFiles: [String: Data]) -> SpecOnceReference? {
        #if os(Linux)
        let library = WorkspaceLayout.library(stage)
        let testable = specFiles.values.contains { data in
            String(decoding: data, as: UTF8.self).split(separator: "\n").contains { $0.hasPrefix("@testable import \(library)") }
        }
        guard case .compilingOnce = build, context.kata.hasReference, context.kata.resources(stage).isEmpty, material.resources.isEmpty,
              twins.learnerCopyModule == nil, !testable, let compiler = SpecOnceReference.compilerVersion else { return nil }
        let reference = oracleSources(stage).filter { $0.key.hasSuffix(".swift") }
        guard !reference.isEmpty else { return nil }
        return SpecOnceReference.prepared(
            library: library, sources: reference,
            key: ResultCache.key(parts: [GraderVersion.fingerprint, "spec-once", "\(stage)", compiler], files: reference),
            moduleCache: context.kata.moduleCache, in: folder.appendingPathComponent("compiled-once/stage\(stage)"),
            timeLimit: context.budget.timeLimit(context.options.buildTimeout))
        #else
        return nil
        #endif
    }

    /// The twins' files as compiled against the reference: importing the stage `@testable`, as
    /// a `switch` over its enums needs against a library built with library evolution
    /// (`SpecOnceReference.standIn` checks they reach nothing internal).
    private func compiledOnceFiles(_ prepared: Prepared, stage: Int) -> [String: Data] {
        guard prepared.compiledOnce != nil else { return prepared.twins.files }
        let plain = "import \(WorkspaceLayout.library(stage))"
        return prepared.twins.files.mapValues { data in
            let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            return Data(lines.map { $0 == plain ? "@testable " + $0 : $0 }.joined(separator: "\n").utf8)
        }
    }

    func write(_ stages: inout [Int: Prepared]) -> [Int: SpecOutcome] {
        var failures: [Int: SpecOutcome] = [:]
        for (stage, prepared) in stages {
            do {
                try WorkspaceFiles.sync(folder.appendingPathComponent(WorkspaceLayout.sources(stage)), to: prepared.material.sources)
                try removePublicCopy(of: stage)
                try WorkspaceFiles.sync(folder.appendingPathComponent(WorkspaceTests.twins.folder(stage)), to: compiledOnceFiles(prepared, stage: stage))
                let drawn = prepared.twins.drawnResources ?? [:]
                if let oracle = prepared.twins.oracleModule {
                    try WorkspaceFiles.sync(folder.appendingPathComponent("Sources/" + oracle),
                                            to: oracleSources(stage).merging(drawn) { _, drawn in drawn })
                }
                if let world = prepared.twins.oracleWorldModule {
                    try WorkspaceFiles.sync(folder.appendingPathComponent("Sources/" + world), to: prepared.twins.oracleWorldFiles ?? [:])
                }
                if let copy = prepared.twins.learnerCopyModule {
                    try WorkspaceFiles.sync(folder.appendingPathComponent(Self.learnerCopyFolder(stage)),
                                            to: learnerCopySources(stage, prepared.material, module: copy).merging(drawn) { _, drawn in drawn })
                }
            } catch {
                failures[stage] = SpecOutcome(kind: .graderError, message: "cannot write the workspace: \(error)")
            }
        }
        return failures
    }

    func cacheName(_ stage: Int) -> String { "stage\(stage)-spec" }

    var work: GradingWork {
        if case .again = build { .specTestsAgain } else { .specTests }
    }

    func isCompileError(_ outcome: SpecOutcome) -> Bool { outcome.kind == .compileError }

    /// Kept: a clean run, a compile error, or a verdict of tampering (no honest code earns one).
    /// A run where a test hung is not clean: on a quieter machine it may finish.
    func mayCache(_ outcome: SpecOutcome) -> Bool {
        let clean = outcome.message == nil && !outcome.results.contains { $0.status == .timeout }
        return outcome.kind == .tampered || ((outcome.kind == .ran || outcome.kind == .compileError) && clean)
    }

    func manifest(for stages: Set<Int>, prepared: [Int: Prepared]) -> WorkspaceManifest {
        let sorted = stages.sorted()
        // The oracles are the kata's reference, as the kata ships it (`FreshInputs`), each
        // followed by its fresh scenarios' world, which needs nothing of the learner's.
        let oracles = sorted.flatMap { stage -> [WorkspaceManifest.Library] in
            guard let twins = prepared[stage]?.twins, let oracle = twins.oracleModule else { return [] }
            let world = twins.oracleWorldModule.map {
                WorkspaceManifest.Library(name: $0, path: "Sources/" + $0, memorySafe: false, dependencies: [oracle])
            }
            return [WorkspaceManifest.Library(name: oracle, path: "Sources/" + oracle, resources: context.kata.resources(stage), memorySafe: false),
                    world].compactMap { $0 }
        }
        // The learner's code a second time, with the resources drawn again (`FreshResources`).
        let copies = sorted.compactMap { stage in
            prepared[stage].flatMap { prepared in
                prepared.twins.learnerCopyModule.map {
                    WorkspaceManifest.Library(name: $0, path: Self.learnerCopyFolder(stage), resources: Set(materials[stage]?.resources ?? [])
                        .union((prepared.twins.drawnResources ?? [:]).keys).sorted())
                }
            }
        }
        return WorkspaceManifest(
            packageName: "KataSpecWorkspace",
            libraries: sorted.map { stage in
                WorkspaceManifest.Library(name: WorkspaceLayout.library(stage), path: WorkspaceLayout.sources(stage),
                                          resources: materials[stage]?.resources ?? [],
                                          sharedWithEvolution: prepared[stage]?.compiledOnce != nil)
            } + oracles + copies,
            tests: sorted.compactMap { stage in
                prepared[stage].map {
                    WorkspaceManifest.TestTarget(name: $0.twins.module, dependency: WorkspaceLayout.library(stage),
                                                 path: WorkspaceTests.twins.folder(stage), memorySafe: false,
                                                 otherDependencies: [$0.twins.oracleModule, $0.twins.oracleWorldModule,
                                                                     $0.twins.learnerCopyModule].compactMap { $0 },
                                                 compiledAgainst: $0.compiledOnce?.prebuilt)
                }
            })
    }

    func stage(ofPath path: String) -> Int? {
        WorkspaceLayout.stage(of: path, in: folder, tests: .twins) ?? Self.stage(ofLearnerCopyPath: path, in: folder)
    }

    /// Where the learner's code is copied for the fresh scenarios of a stage with resources.
    static func learnerCopyFolder(_ stage: Int) -> String { "LearnerCopies/Stage\(stage)" }

    /// The stage of a file in a learner's copy: its errors are the learner's code's.
    static func stage(ofLearnerCopyPath path: String, in folder: URL) -> Int? {
        let prefix = folder.appendingPathComponent("LearnerCopies").path + "/Stage"
        guard path.hasPrefix(prefix) else { return nil }
        return Int(path.dropFirst(prefix.count).prefix { $0.isNumber })
    }

    func notBuilt(_ stage: Int, _ prepared: Prepared, build: WorkspaceBuildResult) -> SpecOutcome {
        // Compiled once, a stage that does not build may fail for that alone (library evolution,
        // the reference's module): the usual build finds its real errors, or none.
        if prepared.compiledOnce != nil, build.failed[stage] != nil {
            return gradedAgain(stage)
        }
        if let errors = build.failed[stage] {
            let folders = [WorkspaceLayout.sources(stage): prepared.material.input.sources,
                           WorkspaceTests.spec.folder(stage): context.kata.specTests(stage),
                           Self.learnerCopyFolder(stage): prepared.material.input.sources]
            // An error in a twin file is shown where it is in the spec file; one in the learner's
            // copy only when the learner's library itself has none (it is the same code).
            let own = errors.filter { Self.stage(ofLearnerCopyPath: $0.file, in: folder) == nil }
            let shown = (own.isEmpty ? errors : own).map { prepared.twins.publicDiagnostic($0) }
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
        let modules = [WorkspaceLayout.library(stage), prepared.twins.learnerCopyModule].compactMap { $0 }
        if let outcome = modules.lazy.compactMap(foreignSymbolsOutcome).first ?? pinnedDeclarationsOutcome(stage, pinned: prepared.pinned) {
            return outcome
        }
        if let reference = prepared.compiledOnce,
           reference.standIn(library: WorkspaceLayout.library(stage), twins: prepared.twins.module, workspace: folder,
                             timeLimit: context.budget.timeLimit(ObjectSymbols.longestRun)) != nil {
            return gradedAgain(stage)
        }
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

    /// A stage compiled once that `KataGrader` grades again the usual way: its outcome here is a
    /// placeholder, never cached, never shown.
    private func gradedAgain(_ stage: Int) -> SpecOutcome {
        gradeAgain.withLock { _ = $0.insert(stage) }
        return SpecOutcome(kind: .graderError, message: "to be built again the usual way")
    }

    /// This job for the stages to grade again, in `folder`: the usual build, the same twins.
    func gradingAgain(in folder: URL) -> SpecJob {
        SpecJob(context: context, folder: folder, materials: materials, build: .again(seedFolder: self.folder))
    }

    /// Trust: after the build, before any run: the stage's objects (in `module`, the library or
    /// the learner's copy) may define only their own names.
    private func foreignSymbolsOutcome(_ module: String) -> SpecOutcome? {
        let objects = folder.appendingPathComponent(".build/debug/\(module).build")
        do {
            return try ForeignSymbols.check(objectFolder: objects, module: module,
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

    /// The reference's resources of a stage (`Resources/ProductData.json`), which the fresh
    /// scenarios read drawn again; none for a copy without the reference.
    private func referenceResources(_ stage: Int) -> [String: Data] {
        guard context.kata.hasReference else { return [:] }
        let declared = Set(context.kata.resources(stage))
        guard !declared.isEmpty else { return [:] }
        return oracleSources(stage).filter { declared.contains($0.key) }
    }

    /// The learner's code of a stage as its copy compiles it: code that names its own module
    /// (`Stage3.Product`) names the copy's.
    private func learnerCopySources(_ stage: Int, _ material: StageMaterial, module: String) -> [String: Data] {
        let library = WorkspaceLayout.library(stage)
        var sources = material.sources
        for (path, data) in sources where path.hasSuffix(".swift") {
            let text = String(decoding: data, as: UTF8.self)
            if text.contains(library) { sources[path] = Data(SwiftScan.replaceWord(library, with: module, in: text).utf8) }
        }
        return sources
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
        let seedFolder = if case .again(let spec) = build { spec } else { folder }
        return try WorkspaceFiles.kept(in: seedFolder.appendingPathComponent("twin-seed"),
                                decode: { UInt64($0, radix: 16) }, encode: { String($0, radix: 16) },
                                make: { UInt64.random(in: .min ... .max) })
    }
}
