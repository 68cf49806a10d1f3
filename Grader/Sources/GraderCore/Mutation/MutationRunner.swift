import Foundation

// MARK: - Running the spec tests against every mutant

/// How the spec tests of one stage fared against the mutants of its reference.
public struct StageMutationResult: Codable, Sendable, Hashable {
    public var stage: Int
    /// Every mutant the engine made, in order.
    public var generated: [Mutant]
    /// Mutants dropped because the code they make does not compile.
    public var notCompiled: [Mutant]
    /// Mutants a spec test failed on, crashed on or hung on.
    public var killed: [Mutant]
    /// Mutants every spec test passed on.
    public var survived: [Mutant]
    /// Set when the stage could not be judged at all; every count is then meaningless.
    public var problem: String?

    /// Compiled mutants.
    public var compiledCount: Int { killed.count + survived.count }

    /// Killed among compiled, from 0 to 1.
    public var score: Double { compiledCount == 0 ? 1 : Double(killed.count) / Double(compiledCount) }
}

/// Puts every mutant of a stage's reference behind the planted-bug switch in one build (per
/// stage), drops the mutants that do not compile, and runs the stage's spec tests once per
/// mutant: a mutant survives when every spec test passes with it on.
struct MutationRunner {
    let grader: KataGrader
    let folder: URL
    /// A mutant's run may take ten times as long as the reference's (a few tenths of a second),
    /// but at least `shortestLimit` and at most `longestLimit`: a mutant that loops is killed.
    static let shortestLimit = 1.5
    static let longestLimit = 3.0
    /// Rounds of "compile, drop the mutants the compiler blames" before a stage gives up.
    static let buildRounds = 16
    /// Seconds the type checker may spend on one expression of the compile check.
    static let typeCheckSeconds = 3

    /// Whose tests run: the kata's spec tests (`Spec`, for maintainers) or a learner's own
    /// (`Tests`, the optional challenge of `--mutants`).
    var testSuffix = "Spec"
    /// The test files of a stage; the kata's spec tests when `nil`.
    var testFiles: ((Int) throws -> [String: Data])?
    /// The frameworks to run: spec tests use Swift Testing only, a learner's tests may use both.
    var frameworks: [TestFramework] = [.swiftTesting]

    /// The learner-test machinery, with these tests in the learner's place: its manifest and
    /// switch key serve the mutants too.
    private var workspace: LearnerPart {
        LearnerPart(grader: grader, folder: folder,
                    cache: ResultCache(folder: folder.appendingPathComponent("cache"), secret: nil),
                    testSuffix: testSuffix)
    }

    struct StagePlan {
        var mutants: [Mutant]
        /// Per reference file: its text and its sites.
        var files: [String: (source: String, sites: [MutationSite])]
        var others: [String: Data]
        var active: [String]
        var notCompiled: Set<String> = []
        /// The reference's files and the grader's version: what the mutants depend on.
        var key = ""
        /// The same and the spec tests: what the verdicts depend on.
        var verdictKey = ""
    }

    func run(stages: [Int]) -> [StageMutationResult] {
        let kata = grader.kata
        let key: PlantedBugSwitch.Key
        do {
            key = try workspace.switchKey()
        } catch {
            return stages.map { failed($0, [], "cannot keep the switch key: \(error)") }
        }
        var plans: [Int: StagePlan] = [:]
        var results: [Int: StageMutationResult] = [:]
        for stage in stages {
            do {
                var plan = try plan(stage)
                let tests = try testFiles?(stage)
                    ?? SafeFileCollector().collect(kata.specTests(stage), in: kata.url) { $0.hasSuffix(".swift") }
                try WorkspaceFiles.sync(folder.appendingPathComponent("Tests/Stage\(stage)\(testSuffix)"), to: tests)
                plan.verdictKey = ResultCache.key(parts: [plan.key, "verdicts", testSuffix], files: tests)
                plans[stage] = plan
            } catch {
                results[stage] = failed(stage, [], "cannot set up the stage: \(error)")
            }
        }

        // Each stage alone, with the compiler's checks but no code generation (about a second a
        // round), two stages at a time: blame each error on the mutant, or the site, whose lines
        // it is on; drop those; again. What it finds is kept, keyed by the reference and the
        // grader, so the next run writes the final copy at once. Then one build of every stage
        // with its spec tests.
        let checked = stages.filter { results[$0] == nil && plans[$0] != nil }.concurrentMap(width: 2) { stage in
            var plan = plans[stage]!
            let problem = dropUncompilable(&plan, stage: stage, key: key)
            return (stage, plan, problem)
        }
        for (stage, plan, problem) in checked {
            if let problem { results[stage] = failed(stage, plan.mutants, problem) } else { plans[stage] = plan }
        }
        // The verdicts depend on the reference, the spec tests and the grader: kept until one changes.
        for stage in stages where results[stage] == nil {
            if let plan = plans[stage], let known = try? JSONDecoder().decode(VerdictMemo.self, from: Data(contentsOf: verdictMemo(stage))),
               known.key == plan.verdictKey {
                results[stage] = known.result
            }
        }
        let ready = Set(stages.filter { results[$0] == nil })
        guard !ready.isEmpty else { return stages.compactMap { results[$0] } }
        grader.log("Building the mutants of stage\(ready.count == 1 ? "" : "s") \(ready.sorted().map(String.init).joined(separator: ", ")) with \(testSuffix == "Spec" ? "their spec tests" : "your tests")…")
        let build = builder().build(ready)
        for stage in ready where !build.built.contains(stage) {
            let error = build.failed[stage]?.first.map { "\($0.file):\($0.line): \($0.message)" } ?? build.failure ?? "not built"
            results[stage] = failed(stage, plans[stage]?.mutants ?? [], "the mutants and the spec tests do not build: \(error)")
        }
        let built = build.built

        let launcher = grader.launcher(for: folder, manifest: workspace.manifest(for: built))
        for stage in stages where results[stage] == nil {
            guard let plan = plans[stage] else { continue }
            let result = judge(plan, stage: stage, key: key, launcher: launcher)
            results[stage] = result
            if result.problem == nil, let data = try? JSONEncoder().encode(VerdictMemo(key: plan.verdictKey, result: result)) {
                try? WorkspaceFiles.write(data, to: verdictMemo(stage))
            }
        }
        return stages.compactMap { results[$0] }
    }

    /// A stage's verdicts, for its reference, its spec tests and this grader (`key`).
    private struct VerdictMemo: Codable {
        var key: String
        var result: StageMutationResult
    }

    private func verdictMemo(_ stage: Int) -> URL {
        folder.appendingPathComponent("mutant-check/Stage\(stage)-verdicts.json")
    }

    /// The mutants of a stage's reference, and its other files as they are.
    private func plan(_ stage: Int) throws -> StagePlan {
        let reference = grader.kata.url.appendingPathComponent(grader.kata.solution(stage))
        var plan = StagePlan(mutants: [], files: [:], others: [:], active: [])
        for path in try StageFolder.filePaths(in: reference, includingHidden: false).sorted() {
            let data = try Data(contentsOf: reference.appendingPathComponent(path))
            guard path.hasSuffix(".swift") else {
                plan.others[path] = data
                continue
            }
            let source = String(decoding: data, as: UTF8.self)
            let found = MutantGenerator.mutants(of: source, file: path, firstNumber: plan.mutants.count + 1)
            plan.mutants += found.mutants
            plan.files[path] = (source, found.sites)
            // A site that overlaps another without holding it cannot be written: its mutants
            // are dropped with those that do not compile, never left to "survive" unswitched.
            plan.notCompiled.formUnion(MutantSchemata.write(source: source, sites: found.sites).unplaced)
        }
        plan.active = plan.mutants.map(\.id).filter { !plan.notCompiled.contains($0) }
        var files = plan.others
        for (path, file) in plan.files { files[path] = Data(file.source.utf8) }
        plan.key = ResultCache.key(parts: [GraderVersion.fingerprint, "mutants", "\(stage)"], files: files)
        return plan
    }

    /// Writes the stage's switchable copy with its active mutants; the owners of its lines, by file.
    func write(_ plan: StagePlan, stage: Int, key: PlantedBugSwitch.Key) throws -> [String: [Int: MutantSchemata.Owner]] {
        let active = Set(plan.active)
        let switchSource = PlantedBugSwitch.source(bugIDs: plan.active, key: key)
        var files = plan.others
        var owners: [String: [Int: MutantSchemata.Owner]] = [:]
        for (path, file) in plan.files {
            let sites = file.sites.compactMap { site -> MutationSite? in
                var kept = site
                kept.variants = site.variants.filter { active.contains($0.id) }
                return kept.variants.isEmpty ? nil : kept
            }
            guard !sites.isEmpty else {
                files[path] = Data(file.source.utf8)
                continue
            }
            let output = MutantSchemata.write(source: file.source, sites: sites)
            files[path] = Data((output.text + switchSource).utf8)
            owners[path] = output.owners
        }
        try StageFolder.sync(folder.appendingPathComponent("Sources/Stage\(stage)"), to: files)
        return owners
    }

    private func builder() -> WorkspaceBuilder {
        let workspace = self.workspace
        let testSuffix = testSuffix
        return WorkspaceBuilder(
            folder: folder, timeout: grader.options.buildTimeout, sandbox: grader.options.sandbox,
            writeManifest: { stages in
                try WorkspaceFiles.write(Data(workspace.manifest(for: stages).text.utf8),
                                         to: folder.appendingPathComponent("Package.swift"))
            },
            stageOf: { WorkspacePaths.stage(of: $0, in: folder, testSuffix: testSuffix) })
    }

    /// Runs the tests on the reference, then once with each mutant on. A mutant is killed when
    /// a test that passed on the reference does not pass with it, or a run crashes or hangs.
    /// Spec tests must all pass on the reference; a learner's tests that do not are left out.
    private func judge(_ plan: StagePlan, stage: Int, key: PlantedBugSwitch.Key, launcher: any TestLauncher) -> StageMutationResult {
        let module = "Stage\(stage)\(testSuffix)"
        let byID = Dictionary(uniqueKeysWithValues: plan.mutants.map { ($0.id, $0) })
        let notCompiled = plan.mutants.filter { plan.notCompiled.contains($0.id) }
        grader.log("Running the tests of stage \(stage) against \(plan.active.count) mutants…")
        func failed(_ problem: String) -> StageMutationResult {
            var result = self.failed(stage, plan.mutants, problem)
            result.notCompiled = notCompiled
            return result
        }

        let started = Date()
        let token = PlantedBugSwitch.token(forBugAt: nil, bugCount: plan.active.count, key: key)
        var valid: [TestFramework: Set<String>] = [:]
        for framework in frameworks {
            let record = run(module, framework, launcher: launcher, timeout: Self.longestLimit * 10, token: token)
            let passed = Self.passedTests(record)
            if testSuffix == "Spec", passed.count != record.planned.count || !Self.endedCleanly(record) {
                return failed("the spec tests do not pass on the reference, mutants off")
            }
            if !passed.isEmpty { valid[framework] = passed }
        }
        guard !valid.isEmpty else { return failed("no test passes on the reference, mutants off") }
        let limit = min(Self.longestLimit, max(Self.shortestLimit, 10 * Date().timeIntervalSince(started)))

        let tokens = plan.active.indices.map { PlantedBugSwitch.token(forBugAt: $0, bugCount: plan.active.count, key: key) }
        let survived = tokens.concurrentMap(width: launcher.maximumConcurrentRuns) { token in
            valid.sorted { $0.key.rawValue < $1.key.rawValue }.allSatisfy { framework, tests in
                let record = run(module, framework, launcher: launcher, timeout: limit, token: token)
                return record.runEnded && record.streamProblem == nil && tests.isSubset(of: Self.passedTests(record))
            }
        }
        var result = StageMutationResult(stage: stage, generated: plan.mutants, notCompiled: notCompiled, killed: [], survived: [])
        for (id, lived) in zip(plan.active, survived) {
            guard let mutant = byID[id] else { continue }
            if lived { result.survived.append(mutant) } else { result.killed.append(mutant) }
        }
        return result
    }

    private func run(_ module: String, _ framework: TestFramework, launcher: any TestLauncher, timeout: Double,
                     token: String) -> TestRunRecord {
        launcher.run(TestRunRequest(framework: framework, module: module,
                                    environment: [PlantedBugSwitch.environmentVariable: token], timeout: timeout))
    }

    /// The tests of a run that passed (or were skipped, as on every run).
    static func passedTests(_ record: TestRunRecord) -> Set<String> {
        Set(record.planned.map(\.id).filter { id in
            let status = record.ended[id]?.status
            return status == .passed || status == .skipped
        })
    }

    static func endedCleanly(_ record: TestRunRecord) -> Bool {
        record.runEnded && record.processEnd == .exited(0) && record.streamProblem == nil
    }

    private func failed(_ stage: Int, _ generated: [Mutant], _ problem: String) -> StageMutationResult {
        StageMutationResult(stage: stage, generated: generated, notCompiled: [], killed: [], survived: [], problem: problem)
    }
}
