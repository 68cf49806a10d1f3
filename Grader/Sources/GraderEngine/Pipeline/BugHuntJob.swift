import Foundation
import GraderExecution

// MARK: - Tests against the reference and its planted bugs

/// Runs each stage's tests (the learner's, or in `verify` the spec tests) against the reference
/// with every planted bug switchable, and judges them with `BugHuntJudge` (`BugHuntJob+Hunt`).
///
/// The reference is built once with every planted bug behind a run-time switch; each run turns
/// one bug on, or none, through its token (`PlantedBugSwitch`). Every run looks the same from
/// inside: the same arguments, environment variable, files and sandbox. The reference runs
/// several times (decoys), shuffled among the bug runs; a test is valid only when it passes
/// every reference run, and only valid tests can catch a bug.
struct BugHuntJob: StageJob {
    let context: GradingContext
    let folder: URL
    let materials: [Int: StageMaterial]
    /// Whose tests hunt: the learner's own, or the kata's spec tests (`verify`).
    var tests: WorkspaceTests = .learner

    struct Prepared {
        var material: StageMaterial
        var catalog: BugCatalog
        var key: PlantedBugSwitch.Key
        var testFiles: [String: Data]
    }

    func prepare(_ stages: [Int]) -> [Int: StagePreparation<Prepared, LearnerOutcome>] {
        let key: PlantedBugSwitch.Key
        do {
            key = try switchKey()
        } catch {
            let outcome = LearnerOutcome.unjudged("the grader cannot keep its switch key: \(error)")
            return Dictionary(uniqueKeysWithValues: stages.map { ($0, .settled(outcome)) })
        }
        var preparations: [Int: StagePreparation<Prepared, LearnerOutcome>] = [:]
        for stage in stages {
            guard let material = materials[stage] else { continue }
            preparations[stage] = prepare(material, key: key)
        }
        return preparations
    }

    private func prepare(_ material: StageMaterial, key: PlantedBugSwitch.Key) -> StagePreparation<Prepared, LearnerOutcome>? {
        let kata = context.kata
        let stage = material.stage
        // Where the kata has its reference, every stage plants bugs: a catalog gone missing is
        // the kata's error, never a hunt skipped. (A copy without Solutions/ has no hunt.)
        guard FileManager.default.fileExists(atPath: kata.bugCatalog(stage).path) else {
            guard kata.hasReference else { return nil }
            return .settled(.unjudged(
                "the kata's planted bugs are missing (Solutions/PlantedBugs/Stage\(stage).json): your tests cannot be graded"))
        }
        let catalog: BugCatalog
        do {
            catalog = try BugCatalog.load(from: kata.bugCatalog(stage), stage: stage)
        } catch {
            return .settled(.unjudged("the kata's planted bugs cannot be read: \(error)"))
        }
        let (testFiles, problem) = huntingTests(material)
        if let problem {
            return .settled(.nothingCaught(catalog, message: problem))
        }
        // Trust: tests that take names they do not own are not built (the spec tests say why).
        if material.tampered != nil {
            return .settled(.nothingCaught(catalog, message: "not run: this stage's files were tampered with"))
        }
        let sources = folder.appendingPathComponent(WorkspaceLayout.sources(stage))
        do {
            try SwitchableReferenceWriter.write(catalog: catalog, from: kata.url.appendingPathComponent(kata.solution(stage)),
                                                to: sources, key: key,
                                                memo: folder.appendingPathComponent("switchable/stage\(stage).json"))
        } catch {
            return .settled(.unjudged("the kata's planted bugs cannot be set up: \(error)", total: catalog.bugs.count))
        }
        var files: [String: Data] = [:]
        for (path, data) in WorkspaceFiles.read(sources) { files["Sources/" + path] = data }
        for (path, data) in testFiles { files["Tests/" + path] = data }
        // The catalog too: a reworded hint changes no source, but must reach the report.
        files["PlantedBugs/Stage\(stage).json"] = FileManager.default.contents(atPath: kata.bugCatalog(stage).path)
        let cacheKey = ResultCache.key(
            parts: [GraderVersion.fingerprint, "learner", tests.rawValue, "\(stage)", context.options.forMarks ? "every catch confirmed" : "catches sampled"],
            files: files)
        return .ready(Prepared(material: material, catalog: catalog, key: key, testFiles: testFiles), cacheKey: cacheKey)
    }

    /// Which bugs the learner's own loop may run with only the tests that reached them; `nil`
    /// (grading for marks, the spec tests' hunt, shared values): none. Worked out for a hunt
    /// that runs, never for a re-grade that its cache answers.
    private func narrowing(_ catalog: BugCatalog, testFiles: [String: Data]) -> NarrowedBugRuns? {
        guard !context.options.forMarks, tests == .learner else { return nil }
        let folder = context.kata.url.appendingPathComponent(context.kata.solution(catalog.stage))
        var reference: [String: String] = [:]
        for file in Set(catalog.bugs.map(\.file)) {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path) else { return nil }
            reference[file] = String(decoding: data, as: UTF8.self)
        }
        return NarrowedBugRuns.rule(catalog: catalog, reference: reference, tests: testFiles)
    }

    /// The tests that hunt in a stage, or why there are none.
    private func huntingTests(_ material: StageMaterial) -> (files: [String: Data], problem: String?) {
        switch tests {
        case .learner:
            return (material.tests, material.testsProblem)
        case .spec, .twins:
            let files = (try? SafeFileCollector().collect(context.kata.specTests(material.stage), in: context.kata.url) {
                $0.hasSuffix(".swift")
            }) ?? [:]
            return (files, files.isEmpty ? "no spec tests" : nil)
        }
    }

    func write(_ stages: inout [Int: Prepared]) -> [Int: LearnerOutcome] {
        var failures: [Int: LearnerOutcome] = [:]
        for (stage, prepared) in stages {
            do {
                try WorkspaceFiles.sync(folder.appendingPathComponent(tests.folder(stage)), to: prepared.testFiles)
            } catch {
                failures[stage] = .unjudged("cannot write the workspace: \(error)", total: prepared.catalog.bugs.count)
            }
        }
        return failures
    }

    func cacheName(_ stage: Int) -> String { "stage\(stage)-bugs-\(tests.rawValue.lowercased())" }

    func isCompileError(_ outcome: LearnerOutcome) -> Bool { !outcome.compileErrors.isEmpty }

    func mayCache(_ outcome: LearnerOutcome) -> Bool { outcome.cacheable }

    var work: GradingWork { .plantedBugs(learnerTests: tests == .learner) }

    func stage(ofPath path: String) -> Int? {
        WorkspaceLayout.stage(of: path, in: folder, tests: tests)
    }

    func notBuilt(_ stage: Int, _ prepared: Prepared, build: WorkspaceBuildResult) -> LearnerOutcome {
        guard let errors = build.failed[stage] else {
            var outcome = LearnerOutcome.nothingCaught(prepared.catalog, message: build.failure ?? "not built")
            outcome.cacheable = false
            return outcome
        }
        let testFolder = tests.folder(stage)
        let inTests = errors.contains { $0.file.contains("/\(testFolder)/") }
        var outcome = LearnerOutcome.nothingCaught(
            prepared.catalog,
            message: inTests
                ? "your tests do not compile against the reference:"
                : "the kata's reference with planted bugs does not compile (a problem of the kata, not yours)")
        if inTests {
            outcome.advice = "Either a name is mistyped, or your tests use a name that exists only in your own code "
                + "(something you added to Stages/Stage\(stage)): the grader "
                + "builds your tests against the kata's reference, which has only the names the stage declares."
        }
        let folders = [testFolder: prepared.material.input.tests, WorkspaceLayout.sources(stage): context.kata.solution(stage)]
        outcome.compileErrors = errors.prefix(5).map { CompilerDiagnostic.shown($0, workspace: folder, folders: folders) }
        outcome.cacheable = inTests
        return outcome
    }

    func notRun(_ stage: Int, _ prepared: Prepared, budgetSpent: String) -> LearnerOutcome {
        var outcome = LearnerOutcome.nothingCaught(prepared.catalog, message: budgetSpent)
        outcome.cacheable = false
        return outcome
    }

    func judge(_ stage: Int, _ prepared: Prepared, launcher: any TestLauncher) -> LearnerOutcome {
        if let outcome = foreignSymbolsOutcome(stage, catalog: prepared.catalog) { return outcome }
        return hunt(stage: stage, catalog: prepared.catalog, launcher: launcher, key: prepared.key,
                    narrowing: narrowing(prepared.catalog, testFiles: prepared.testFiles))
    }

    /// Trust: after the build, before any run: the test objects may define only their own
    /// names (not the reference's planted-bug switch, not a library's).
    private func foreignSymbolsOutcome(_ stage: Int, catalog: BugCatalog) -> LearnerOutcome? {
        let module = tests.module(stage)
        var outcome: LearnerOutcome
        do {
            guard let reason = try ForeignSymbols.check(objectFolder: folder.appendingPathComponent(".build/debug/\(module).build"),
                                                        module: module,
                                                        timeLimit: { context.budget.timeLimit(ObjectSymbols.longestRun) }) else { return nil }
            outcome = .nothingCaught(catalog, message: "tampered: \(reason); the stage earns nothing")
            outcome.tampered = reason
        } catch {
            outcome = .nothingCaught(catalog, message: context.budget.spent ?? "the grader cannot check what your tests define: \(error)")
            outcome.cacheable = false
        }
        return outcome
    }

    /// The workspace's switch key: made once, kept where no test run can see it.
    func switchKey() throws -> PlantedBugSwitch.Key {
        try WorkspaceFiles.kept(in: folder.appendingPathComponent("switch-key"),
                                decode: PlantedBugSwitch.Key.init(text:), encode: \.text, make: PlantedBugSwitch.Key.random)
    }

    func manifest(for stages: Set<Int>, prepared: [Int: Prepared]) -> WorkspaceManifest {
        let kata = context.kata
        return WorkspaceManifest(
            packageName: "KataLearnerWorkspace",
            libraries: stages.sorted().map { stage in
                let resources = kata.resources(stage)
                let path = WorkspaceLayout.sources(stage)
                let others = ((try? FileListing.regularFiles(in: folder.appendingPathComponent(path))) ?? []).filter {
                    !$0.hasSuffix(".swift") && !resources.contains($0)
                }
                return WorkspaceManifest.Library(name: WorkspaceLayout.library(stage), path: path,
                                                 resources: resources, excludes: others, memorySafe: false)
            },
            tests: stages.sorted().map { stage in
                // The learner's tests are memory-safe Swift; the kata's spec tests, hunting in
                // `verify` and `mutants`, are the kata's own code (`WorkspaceManifest`).
                WorkspaceManifest.TestTarget.written(in: folder, name: tests.module(stage), dependency: WorkspaceLayout.library(stage),
                                                     path: tests.folder(stage), memorySafe: tests == .learner)
            })
    }
}

extension LearnerOutcome {
    /// The grader could not judge the stage's tests (its own trouble): nothing caught, nothing cached.
    static func unjudged(_ message: String, total: Int = 0) -> LearnerOutcome {
        LearnerOutcome(caught: 0, total: total, missed: [], wrong: [], message: message, cacheable: false)
    }

    /// Every planted bug missed, for a reason the message gives.
    static func nothingCaught(_ catalog: BugCatalog, message: String?) -> LearnerOutcome {
        LearnerOutcome(caught: 0, total: catalog.bugs.count,
                       missed: catalog.bugs.map { HuntedBug(id: $0.id, hint: $0.hint) }, wrong: [], message: message)
    }
}
