import Foundation
import GraderExecution

// MARK: - Tests against every automatic mutant of the reference

/// Whose tests face the mutants, and in which frameworks.
enum MutantTests {
    /// The kata's spec tests (maintainers: `./grade.sh mutants`, `verify`), Swift Testing only.
    case spec
    /// A learner's own tests, by stage (the optional challenge of `--mutants`), in both frameworks.
    case learner([Int: [String: Data]])

    var workspaceTests: WorkspaceTests {
        if case .spec = self { return .spec }
        return .learner
    }

    var frameworks: [TestFramework] {
        if case .spec = self { return [.swiftTesting] }
        return TestFramework.allCases
    }
}

/// Puts every mutant of a stage's reference behind the planted-bug switch in one build (per
/// stage), drops the mutants that do not compile, and runs the stage's tests once per mutant:
/// a mutant survives when every test that passed on the reference passes with it on.
struct MutantJob: StageJob {
    let context: GradingContext
    let folder: URL
    var tests: MutantTests = .spec

    /// A mutant's run may take ten times as long as the reference's (a few tenths of a second),
    /// but at least `shortestLimit` and at most `longestLimit`: a mutant that loops is killed.
    static let shortestLimit = 1.5
    static let longestLimit = 3.0
    /// Rounds of "compile, drop the mutants the compiler blames" before a stage gives up.
    static let buildRounds = 16
    /// Seconds the type checker may spend on one expression of the compile check.
    static let typeCheckSeconds = 3

    /// The bug-hunt machinery, with these tests in the hunters' place: its manifest and switch
    /// key serve the mutants too.
    private var hunt: BugHuntJob {
        BugHuntJob(context: context, folder: folder, materials: [:], tests: tests.workspaceTests)
    }

    struct StagePlan {
        var mutants: [Mutant]
        /// Per reference file: its text and its sites.
        var files: [String: (source: String, sites: [MutationSite])]
        var others: [String: Data]
        var active: [String]
        var notCompiled: Set<String> = []
        /// Whether `notCompiled` is the compile check's answer already (`applyingKnownCheck`).
        var compileChecked = false
        /// The reference's files and the grader's version: what the mutants depend on.
        var key = ""
        var switchKey: PlantedBugSwitch.Key
    }

    func prepare(_ stages: [Int]) -> [Int: StagePreparation<StagePlan, StageMutationResult>] {
        let switchKey: PlantedBugSwitch.Key
        do {
            switchKey = try hunt.switchKey()
        } catch {
            return Dictionary(uniqueKeysWithValues: stages.map { ($0, .settled(.failed($0, [], "cannot keep the switch key: \(error)"))) })
        }
        var preparations: [Int: StagePreparation<StagePlan, StageMutationResult>] = [:]
        for stage in stages {
            do {
                let plan = try plan(stage, switchKey: switchKey)
                let testFiles = try self.testFiles(stage)
                try WorkspaceFiles.sync(folder.appendingPathComponent(tests.workspaceTests.folder(stage)), to: testFiles)
                // The verdicts depend on the reference, the tests and the grader.
                let verdictKey = ResultCache.key(parts: [plan.key, "verdicts", tests.workspaceTests.rawValue], files: testFiles)
                preparations[stage] = .ready(plan, cacheKey: verdictKey)
            } catch {
                preparations[stage] = .settled(.failed(stage, [], "cannot set up the stage: \(error)"))
            }
        }
        return preparations
    }

    private func testFiles(_ stage: Int) throws -> [String: Data] {
        switch tests {
        case .spec:
            return try SafeFileCollector().collect(context.kata.specTests(stage), in: context.kata.url) { $0.hasSuffix(".swift") }
        case .learner(let files):
            return files[stage] ?? [:]
        }
    }

    /// Each stage's reference with its mutants switchable: those an earlier compile check kept,
    /// or all of them, for `checkBeforeBuild` to check.
    func write(_ stages: inout [Int: StagePlan]) -> [Int: StageMutationResult] {
        var failures: [Int: StageMutationResult] = [:]
        for (stage, planned) in stages {
            let plan = applyingKnownCheck(planned, stage: stage)
            stages[stage] = plan
            do {
                _ = try write(plan, stage: stage)
            } catch {
                failures[stage] = .failed(stage, plan.mutants, "cannot write the mutants: \(error)")
            }
        }
        return failures
    }

    /// The compile rounds: each stage alone, with the compiler's checks but no code generation
    /// (about a second a round), two stages at a time: blame each error on the mutant, or the
    /// site, whose lines it is on; drop those; write again. What it finds is kept, keyed by the
    /// reference and the grader, so the next run writes the final copy at once.
    func checkBeforeBuild(_ stages: inout [Int: StagePlan]) -> [Int: StageMutationResult] {
        let checked = stages.sorted { $0.key < $1.key }.concurrentMap(width: 2) { stage, plan in
            var plan = plan
            let problem = dropUncompilable(&plan, stage: stage)
            return (stage, plan, problem)
        }
        var failures: [Int: StageMutationResult] = [:]
        for (stage, plan, problem) in checked {
            stages[stage] = plan
            if let problem { failures[stage] = .failed(stage, plan.mutants, problem) }
        }
        return failures
    }

    func cacheName(_ stage: Int) -> String { "stage\(stage)-mutants-\(tests.workspaceTests.rawValue.lowercased())" }

    func isCompileError(_ outcome: StageMutationResult) -> Bool { false }

    func mayCache(_ outcome: StageMutationResult) -> Bool { outcome.problem == nil }

    var work: GradingWork { .mutants(learnerTests: tests.workspaceTests == .learner) }

    func manifest(for stages: Set<Int>, prepared: [Int: StagePlan]) -> WorkspaceManifest {
        hunt.manifest(for: stages, prepared: [:])
    }

    func stage(ofPath path: String) -> Int? {
        WorkspaceLayout.stage(of: path, in: folder, tests: tests.workspaceTests)
    }

    func notBuilt(_ stage: Int, _ plan: StagePlan, build: WorkspaceBuildResult) -> StageMutationResult {
        let error = build.failed[stage]?.first.map { "\($0.file):\($0.line): \($0.message)" } ?? build.failure ?? "not built"
        return .failed(stage, plan.mutants, "the mutants and the tests do not build: \(error)", notCompiled: notCompiled(plan))
    }

    func notRun(_ stage: Int, _ plan: StagePlan, budgetSpent: String) -> StageMutationResult {
        .failed(stage, plan.mutants, budgetSpent, notCompiled: notCompiled(plan))
    }

    private func notCompiled(_ plan: StagePlan) -> [Mutant] {
        plan.mutants.filter { plan.notCompiled.contains($0.id) }
    }

    /// The mutants of a stage's reference, and its other files as they are.
    private func plan(_ stage: Int, switchKey: PlantedBugSwitch.Key) throws -> StagePlan {
        let reference = context.kata.url.appendingPathComponent(context.kata.solution(stage))
        var plan = StagePlan(mutants: [], files: [:], others: [:], active: [], switchKey: switchKey)
        for path in try FileListing.regularFiles(in: reference, includingHidden: false).sorted() {
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
            plan.notCompiled.formUnion(MutantSchemata.write(source: source, sites: found.sites, file: path).unplaced)
        }
        plan.active = plan.mutants.map(\.id).filter { !plan.notCompiled.contains($0) }
        var files = plan.others
        for (path, file) in plan.files { files[path] = Data(file.source.utf8) }
        plan.key = ResultCache.key(parts: [GraderVersion.fingerprint, "mutants", "\(stage)"], files: files)
        return plan
    }

    /// Writes the stage's switchable copy with its active mutants; the owners of its lines, by file.
    func write(_ plan: StagePlan, stage: Int) throws -> [String: [Int: MutantSchemata.Owner]] {
        let active = Set(plan.active)
        let switchSource = PlantedBugSwitch.source(bugIDs: plan.active, key: plan.switchKey)
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
            let output = MutantSchemata.write(source: file.source, sites: sites, file: path)
            files[path] = Data((output.text + switchSource).utf8)
            owners[path] = output.owners
        }
        try WorkspaceFiles.sync(folder.appendingPathComponent(WorkspaceLayout.sources(stage)), to: files)
        return owners
    }

    /// Runs the tests on the reference, then once with each mutant on. A mutant is killed when
    /// a test that passed on the reference does not pass with it, or a run crashes or hangs.
    /// Spec tests must all pass on the reference; a learner's tests that do not are left out.
    /// No run goes past the budget: a stage the budget cuts short has a problem, no verdicts.
    func judge(_ stage: Int, _ plan: StagePlan, launcher: any TestLauncher) -> StageMutationResult {
        let module = tests.workspaceTests.module(stage)
        let byID = Dictionary(uniqueKeysWithValues: plan.mutants.map { ($0.id, $0) })
        context.record(.running(.mutants(learnerTests: tests.workspaceTests == .learner, mutants: plan.active.count), stage: stage))
        func failed(_ problem: String) -> StageMutationResult {
            .failed(stage, plan.mutants, problem, notCompiled: notCompiled(plan))
        }

        let started = context.budget.now()
        let token = PlantedBugSwitch.token(forBugAt: nil, bugCount: plan.active.count, key: plan.switchKey)
        var valid: [TestFramework: Set<String>] = [:]
        for framework in tests.frameworks {
            let record = run(module, framework, launcher: launcher, timeout: Self.longestLimit * 10, token: token)
            if let spent = context.budget.spent { return failed(spent) }
            let passed = Self.passedTests(record)
            if case .spec = tests, passed.count != record.planned.count || !Self.endedCleanly(record) {
                return failed("the spec tests do not pass on the reference, mutants off")
            }
            if !passed.isEmpty { valid[framework] = passed }
        }
        guard !valid.isEmpty else { return failed("no test passes on the reference, mutants off") }
        let limit = min(Self.longestLimit, max(Self.shortestLimit, 10 * context.budget.now().timeIntervalSince(started)))

        let tokens = plan.active.indices.map { PlantedBugSwitch.token(forBugAt: $0, bugCount: plan.active.count, key: plan.switchKey) }
        let survived = tokens.concurrentMap(width: launcher.maximumConcurrentRuns) { token -> Bool? in
            var lived = true
            for (framework, passedOnReference) in valid.sorted(by: { $0.key.rawValue < $1.key.rawValue }) where lived {
                guard context.budget.spent == nil else { return nil }
                let record = run(module, framework, launcher: launcher, timeout: limit, token: token)
                lived = record.runEnded && record.streamProblem == nil && passedOnReference.isSubset(of: Self.passedTests(record))
            }
            return context.budget.spent == nil || !lived ? lived : nil
        }
        if survived.contains(nil) { return failed(context.budget.spent ?? "the grading budget ran out") }
        var result = StageMutationResult(stage: stage, generated: plan.mutants, notCompiled: notCompiled(plan), killed: [], survived: [])
        for (id, lived) in zip(plan.active, survived) {
            guard let mutant = byID[id] else { continue }
            if lived == true { result.survived.append(mutant) } else { result.killed.append(mutant) }
        }
        return result
    }

    private func run(_ module: String, _ framework: TestFramework, launcher: any TestLauncher, timeout: Double,
                     token: String) -> TestRunRecord {
        launcher.run(TestRunRequest(framework: framework, module: module,
                                    environment: [PlantedBugSwitch.environmentVariable: token],
                                    timeout: context.budget.timeLimit(timeout)))
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
}
