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
    /// Rounds of "build, drop the mutants the compiler blames" before a stage gives up.
    static let buildRounds = 16
    /// Seconds the type checker may spend on one expression of the compile check.
    static let typeCheckSeconds = 3

    /// The learner-test machinery, with the spec tests in the learner's place: its manifest and
    /// switch key serve the mutants too.
    private var specWorkspace: LearnerPart {
        LearnerPart(grader: grader, folder: folder,
                    cache: ResultCache(folder: folder.appendingPathComponent("cache"), secret: nil),
                    testSuffix: "Spec")
    }

    private struct StagePlan {
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
            key = try specWorkspace.switchKey()
        } catch {
            return stages.map { failed($0, [], "cannot keep the switch key: \(error)") }
        }
        var plans: [Int: StagePlan] = [:]
        var results: [Int: StageMutationResult] = [:]
        for stage in stages {
            do {
                var plan = try plan(stage)
                let specFiles = try SafeFileCollector().collect(kata.specTests(stage), in: kata.url) { $0.hasSuffix(".swift") }
                try WorkspaceFiles.sync(folder.appendingPathComponent("Tests/Stage\(stage)Spec"), to: specFiles)
                plan.verdictKey = ResultCache.key(parts: [plan.key, "verdicts"], files: specFiles)
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
        let ready = Set(stages.filter { results[$0] == nil })
        grader.log("Building the mutants of stage\(ready.count == 1 ? "" : "s") \(ready.sorted().map(String.init).joined(separator: ", ")) with their spec tests…")
        let build = builder().build(ready)
        for stage in ready where !build.built.contains(stage) {
            let error = build.failed[stage]?.first.map { "\($0.file):\($0.line): \($0.message)" } ?? build.failure ?? "not built"
            results[stage] = failed(stage, plans[stage]?.mutants ?? [], "the mutants and the spec tests do not build: \(error)")
        }
        let built = build.built

        let launcher = grader.launcher(for: folder, manifest: specWorkspace.manifest(for: built))
        for stage in stages where results[stage] == nil {
            guard let plan = plans[stage] else { continue }
            // The verdicts depend on the reference, the spec tests and the grader: kept until one changes.
            let memo = folder.appendingPathComponent("mutant-check/Stage\(stage)-verdicts.json")
            if let known = try? JSONDecoder().decode(VerdictMemo.self, from: Data(contentsOf: memo)), known.key == plan.verdictKey {
                results[stage] = known.result
                continue
            }
            let result = judge(plan, stage: stage, key: key, launcher: launcher)
            results[stage] = result
            if result.problem == nil, let data = try? JSONEncoder().encode(VerdictMemo(key: plan.verdictKey, result: result)) {
                try? WorkspaceFiles.write(data, to: memo)
            }
        }
        return stages.compactMap { results[$0] }
    }

    /// Writes the stage's mutants and drops those the compiler blames, round after round, until
    /// the stage compiles; the reason when it never does.
    ///
    /// An error on a variant's own line convicts that mutant. One on the frame of a site with
    /// several variants (a type checker that gives up on the whole expression) only suspects
    /// them: they leave together, then come back one per site at a time, so that a guilty
    /// variant is found on its own and takes no other with it.
    private func dropUncompilable(_ plan: inout StagePlan, stage: Int, key: PlantedBugSwitch.Key) -> String? {
        let memo = folder.appendingPathComponent("mutant-check/Stage\(stage).json")
        if let known = try? JSONDecoder().decode(CompileMemo.self, from: Data(contentsOf: memo)), known.key == plan.key {
            plan.notCompiled = Set(known.notCompiled)
            plan.active.removeAll { plan.notCompiled.contains($0) }
            do {
                _ = try write(plan, stage: stage, key: key)
            } catch {
                return "cannot write the mutants: \(error)"
            }
            return nil
        }
        let problem = findUncompilable(&plan, stage: stage, key: key)
        if problem == nil, let data = try? JSONEncoder().encode(CompileMemo(key: plan.key, notCompiled: plan.notCompiled.sorted())) {
            try? WorkspaceFiles.write(data, to: memo)
        }
        return problem
    }

    /// A stage's verdicts, for its reference, its spec tests and this grader (`key`).
    private struct VerdictMemo: Codable {
        var key: String
        var result: StageMutationResult
    }

    /// Which mutants do not compile, for a stage's reference (`key`) and this grader.
    private struct CompileMemo: Codable {
        var key: String
        var notCompiled: [String]
    }

    private func findUncompilable(_ plan: inout StagePlan, stage: Int, key: PlantedBugSwitch.Key) -> String? {
        var siteOf: [String: String] = [:]
        for (path, file) in plan.files {
            for site in file.sites {
                for variant in site.variants { siteOf[variant.id] = "\(path)@\(site.range.lowerBound)-\(site.range.upperBound)" }
            }
        }
        var suspects: [String] = []
        // Mutants that compiled together once: never suspected again.
        var cleared: Set<String> = []
        for _ in 0..<Self.buildRounds {
            let owners: [String: [Int: MutantSchemata.Owner]]
            do {
                owners = try write(plan, stage: stage, key: key)
            } catch {
                return "cannot write the mutants: \(error)"
            }
            let errors = compileErrors(stage: stage, resources: !plan.others.isEmpty)
            if errors.isEmpty {
                if suspects.isEmpty { return nil }
                cleared.formUnion(plan.active)
                // One suspect back into each site.
                var sitesTaken: Set<String> = []
                let returning = suspects.filter { sitesTaken.insert(siteOf[$0] ?? $0).inserted }
                suspects.removeAll { returning.contains($0) }
                plan.active = plan.mutants.map(\.id).filter { plan.active.contains($0) || returning.contains($0) }
                continue
            }
            let blame = Self.blame(errors, owners: owners, cleared: cleared)
            if blame.convicted.isEmpty && blame.suspected.isEmpty {
                let first = errors.first.map { "\($0.file):\($0.line): \($0.message)" } ?? ""
                return "the mutants do not compile and no mutant is to blame: \(first)"
            }
            for error in errors {
                grader.log("  not compiled: \((error.file as NSString).lastPathComponent):\(error.line): \(error.message)")
            }
            plan.notCompiled.formUnion(blame.convicted)
            suspects += blame.suspected.subtracting(blame.convicted).sorted()
            plan.active.removeAll { blame.convicted.contains($0) || blame.suspected.contains($0) }
        }
        return "the mutants still do not compile after \(Self.buildRounds) rounds"
    }

    /// The errors of compiling the stage's switchable copy on its own, with SwiftPM's flags for a
    /// debug build, through the compiler's own checks (`-emit-sil`) but no code generation.
    private func compileErrors(stage: Int, resources: Bool) -> [CompilerDiagnostic] {
        let sources = folder.appendingPathComponent("Sources/Stage\(stage)")
        var files = ((try? StageFolder.filePaths(in: sources, includingHidden: false)) ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted().map { sources.appendingPathComponent($0).path }
        if resources {
            // SwiftPM generates `Bundle.module` for a target with resources; the check stands one in.
            let stub = folder.appendingPathComponent("mutant-check/BundleModule.swift")
            try? WorkspaceFiles.write(Data("import Foundation\nextension Bundle { static var module: Bundle { .main } }\n".utf8), to: stub)
            files.append(stub.path)
        }
        let result = ProcessRunner.run(ProcessRequest(
            executable: "swiftc",
            arguments: ["-emit-sil", "-wmo", "-parse-as-library", "-swift-version", "6", "-module-name", "Stage\(stage)",
                        "-Onone", "-enable-testing", "-D", "SWIFT_PACKAGE", "-D", "DEBUG", "-o", "/dev/null",
                        // A site whose variants overwhelm the type checker is found in seconds, not minutes.
                        "-Xfrontend", "-solver-expression-time-threshold=\(Self.typeCheckSeconds)"] + files,
            timeout: grader.options.buildTimeout, outputLimit: 4 << 20))
        if result.end.succeeded { return [] }
        let errors = CompilerDiagnostic.parse(result.output).filter { $0.severity == "error" }
        return errors.isEmpty ? [CompilerDiagnostic(file: "swiftc", line: 0, column: 0, severity: "error",
                                                    message: WorkspaceBuilder.firstErrorLines(result.output))] : errors
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
        }
        plan.active = plan.mutants.map(\.id)
        var files = plan.others
        for (path, file) in plan.files { files[path] = Data(file.source.utf8) }
        plan.key = ResultCache.key(parts: [GraderVersion.fingerprint, "mutants", "\(stage)"], files: files)
        return plan
    }

    /// Writes the stage's switchable copy with its active mutants; the owners of its lines, by file.
    private func write(_ plan: StagePlan, stage: Int, key: PlantedBugSwitch.Key) throws -> [String: [Int: MutantSchemata.Owner]] {
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

    /// The mutants the errors are on: a variant's own line convicts its mutant; the frame of a
    /// site convicts its one mutant not yet `cleared`, or suspects them all when there are several.
    static func blame(_ errors: [CompilerDiagnostic], owners: [String: [Int: MutantSchemata.Owner]],
                      cleared: Set<String> = []) -> (convicted: Set<String>, suspected: Set<String>) {
        var convicted: Set<String> = []
        var suspected: Set<String> = []
        for error in errors {
            guard let file = owners.keys.first(where: { error.file.hasSuffix("/" + $0) }),
                  let owner = owners[file]?[error.line] else { continue }
            switch owner {
            case .mutant(let id):
                convicted.insert(id)
            case .site(let ids):
                let open = ids.filter { !cleared.contains($0) }
                if open.count == 1 { convicted.formUnion(open) } else { suspected.formUnion(open.isEmpty ? ids : open) }
            }
        }
        return (convicted, suspected)
    }

    private func builder() -> WorkspaceBuilder {
        let workspace = specWorkspace
        return WorkspaceBuilder(
            folder: folder, timeout: grader.options.buildTimeout, sandbox: grader.options.sandbox,
            writeManifest: { stages in
                try WorkspaceFiles.write(Data(workspace.manifest(for: stages).text.utf8),
                                         to: folder.appendingPathComponent("Package.swift"))
            },
            stageOf: { WorkspacePaths.stage(of: $0, in: folder, testSuffix: "Spec") })
    }

    /// Runs the spec tests on the reference (they must pass), then once with each mutant on.
    private func judge(_ plan: StagePlan, stage: Int, key: PlantedBugSwitch.Key, launcher: any TestLauncher) -> StageMutationResult {
        let module = "Stage\(stage)Spec"
        let byID = Dictionary(uniqueKeysWithValues: plan.mutants.map { ($0.id, $0) })
        let notCompiled = plan.mutants.filter { plan.notCompiled.contains($0.id) }
        grader.log("Running the spec tests of stage \(stage) against \(plan.active.count) mutants…")
        let started = Date()
        let reference = passes(module: module, launcher: launcher, timeout: Self.longestLimit * 10,
                               token: PlantedBugSwitch.token(forBugAt: nil, bugCount: plan.active.count, key: key))
        let limit = min(Self.longestLimit, max(Self.shortestLimit, 10 * Date().timeIntervalSince(started)))
        guard reference else {
            var result = failed(stage, plan.mutants, "the spec tests do not pass on the reference, mutants off")
            result.notCompiled = notCompiled
            return result
        }
        let tokens = plan.active.indices.map { PlantedBugSwitch.token(forBugAt: $0, bugCount: plan.active.count, key: key) }
        let survived = tokens.concurrentMap(width: launcher.maximumConcurrentRuns) { token in
            passes(module: module, launcher: launcher, timeout: limit, token: token)
        }
        var result = StageMutationResult(stage: stage, generated: plan.mutants, notCompiled: notCompiled, killed: [], survived: [])
        for (id, lived) in zip(plan.active, survived) {
            guard let mutant = byID[id] else { continue }
            if lived { result.survived.append(mutant) } else { result.killed.append(mutant) }
        }
        return result
    }

    /// Whether every spec test of the run passed: it ended, exited cleanly, and failed nothing.
    private func passes(module: String, launcher: any TestLauncher, timeout: Double, token: String) -> Bool {
        let record = launcher.run(TestRunRequest(framework: .swiftTesting, module: module,
                                                 environment: [PlantedBugSwitch.environmentVariable: token],
                                                 timeout: timeout))
        guard record.runEnded, record.processEnd == .exited(0), record.streamProblem == nil, !record.planned.isEmpty else {
            return false
        }
        return record.planned.allSatisfy { test in
            let status = record.ended[test.id]?.status
            return status == .passed || status == .skipped
        }
    }

    private func failed(_ stage: Int, _ generated: [Mutant], _ problem: String) -> StageMutationResult {
        StageMutationResult(stage: stage, generated: generated, notCompiled: [], killed: [], survived: [], problem: problem)
    }
}
