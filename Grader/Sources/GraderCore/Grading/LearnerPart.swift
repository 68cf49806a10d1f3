import Foundation

// MARK: - Part B: the learner's tests against the reference and its planted bugs

/// Builds the learner workspace and judges each stage's tests with `BugHuntJudge`.
///
/// The reference is built once with every planted bug behind a run-time switch; each run turns
/// one bug on, or none, through its token (`PlantedBugSwitch`). Every run looks the same from
/// inside: the same arguments, environment variable, files and sandbox. The reference runs
/// several times (decoys), shuffled among the bug runs; a test is valid only when it passes
/// every reference run, and only valid tests can catch a bug.
struct LearnerPart {
    let grader: KataGrader
    let folder: URL
    let cache: ResultCache
    /// `Tests` for the learner's own tests; `verify` uses `Spec` to run the spec tests instead.
    var testSuffix = "Tests"
    /// Where a stage's tests come from; the learner's by default.
    var testFiles: (KataGrader.StageMaterial) -> (files: [String: Data], problem: String?) = { ($0.tests, $0.testsProblem) }

    func grade(_ materials: [KataGrader.StageMaterial]) -> [Int: LearnerOutcome] {
        var outcomes: [Int: LearnerOutcome] = [:]
        var keys: [Int: String] = [:]
        var catalogs: [Int: BugCatalog] = [:]
        var usable: [KataGrader.StageMaterial] = []
        let kata = grader.kata

        let key: PlantedBugSwitch.Key
        do {
            key = try switchKey()
        } catch {
            for material in materials {
                outcomes[material.stage] = LearnerOutcome(caught: 0, total: 0, missed: [], wrong: [],
                                                          message: "the grader cannot keep its switch key: \(error)", cacheable: false)
            }
            return outcomes
        }
        for material in materials {
            let stage = material.stage
            // Where the kata has its reference, every stage plants bugs: a catalog gone missing is
            // the kata's error, never a hunt skipped. (A copy without Solutions/ has no hunt.)
            guard FileManager.default.fileExists(atPath: kata.bugCatalog(stage).path) else {
                guard kata.hasReference else { continue }
                outcomes[stage] = LearnerOutcome(
                    caught: 0, total: 0, missed: [], wrong: [],
                    message: "the kata's planted bugs are missing (Solutions/PlantedBugs/Stage\(stage).json): your tests cannot be graded",
                    cacheable: false)
                continue
            }
            let catalog: BugCatalog
            do {
                catalog = try BugCatalog.load(from: kata.bugCatalog(stage), stage: stage)
            } catch {
                outcomes[stage] = LearnerOutcome(caught: 0, total: 0, missed: [], wrong: [],
                                                 message: "the kata's planted bugs cannot be read: \(error)", cacheable: false)
                continue
            }
            catalogs[stage] = catalog
            let tests = testFiles(material)
            if let problem = tests.problem {
                outcomes[stage] = nothingCaught(catalog, message: problem)
                continue
            }
            // Trust: tests that take names they do not own are not built (the spec part says why).
            if material.tampered != nil {
                outcomes[stage] = nothingCaught(catalog, message: "not run: this stage's files were tampered with")
                continue
            }
            do {
                try SwitchableReferenceWriter.write(
                    catalog: catalog, from: kata.url.appendingPathComponent(kata.solution(stage)),
                    to: folder.appendingPathComponent("Sources/Stage\(stage)"), key: key)
            } catch {
                outcomes[stage] = LearnerOutcome(caught: 0, total: catalog.bugs.count, missed: [], wrong: [],
                                                 message: "the kata's planted bugs cannot be set up: \(error)", cacheable: false)
                continue
            }
            var files: [String: Data] = [:]
            for (path, data) in WorkspaceFiles.read(folder.appendingPathComponent("Sources/Stage\(stage)")) {
                files["Sources/" + path] = data
            }
            for (path, data) in tests.files { files["Tests/" + path] = data }
            // The catalog too: a reworded hint changes no source, but must reach the report.
            files["PlantedBugs/Stage\(stage).json"] = FileManager.default.contents(atPath: kata.bugCatalog(stage).path)
            let key = ResultCache.key(parts: [GraderVersion.fingerprint, "learner", testSuffix, "\(stage)"], files: files)
            keys[stage] = key
            if grader.options.useCache, let cached = cache.load(cacheName(stage), key: key, as: LearnerOutcome.self) {
                outcomes[stage] = cached
                // A workspace shared by a batch builds only what it grades; one's own keeps every stage.
                if grader.options.sharedBuildFolder != nil { continue }
            }
            do {
                try WorkspaceFiles.sync(folder.appendingPathComponent("Tests/Stage\(stage)\(testSuffix)"), to: tests.files)
            } catch {
                outcomes[stage] = LearnerOutcome(caught: 0, total: catalog.bugs.count, missed: [], wrong: [],
                                                 message: "cannot write the workspace: \(error)", cacheable: false)
                continue
            }
            usable.append(material)
        }

        let buildable = usable.filter { outcomes[$0.stage].map { $0.compileErrors.isEmpty } ?? true }
        let needed = buildable.filter { outcomes[$0.stage] == nil }
        guard !needed.isEmpty else { return outcomes }

        grader.log("Building your tests of stage\(needed.count == 1 ? "" : "s") \(needed.map { String($0.stage) }.joined(separator: ", ")) against the reference…")
        let builder = WorkspaceBuilder(
            folder: folder, timeout: grader.options.buildTimeout, latest: grader.budgetEnds, sandbox: grader.options.sandbox,
            jobs: grader.options.buildJobs,
            writeManifest: { stages in
                try WorkspaceFiles.write(Data(self.manifest(for: stages).text.utf8),
                                         to: self.folder.appendingPathComponent("Package.swift"))
            },
            stageOf: { WorkspacePaths.stage(of: $0, in: self.folder, testSuffix: self.testSuffix) })
        let build = builder.build(Set(buildable.map(\.stage)))
        let launcher = grader.launcher(for: folder, manifest: manifest(for: build.built))

        for material in needed {
            let stage = material.stage
            guard let catalog = catalogs[stage] else { continue }
            var outcome: LearnerOutcome
            if let errors = build.failed[stage] {
                let inTests = errors.contains { $0.file.contains("/Tests/Stage\(stage)\(testSuffix)/") }
                let folders = ["Tests/Stage\(stage)\(testSuffix)": material.input.tests,
                               "Sources/Stage\(stage)": kata.solution(stage)]
                outcome = nothingCaught(
                    catalog,
                    message: inTests
                        ? "your tests do not compile against the reference:"
                        : "the kata's reference with planted bugs does not compile (a problem of the kata, not yours)")
                if inTests {
                    outcome.advice = "Either a name is mistyped, or your tests use a name that exists only in your own code "
                        + "(something you added to Stages/Stage\(stage)): the grader "
                        + "builds your tests against the kata's reference, which has only the names the stage declares."
                }
                outcome.compileErrors = errors.prefix(5).map { KataGrader.rewrite($0, workspace: folder, folders: folders) }
                outcome.cacheable = inTests
            } else if !build.built.contains(stage) {
                outcome = nothingCaught(catalog, message: build.failure ?? "not built")
                outcome.cacheable = false
            } else if let symbolsOutcome = foreignSymbolsOutcome(stage, catalog: catalog) {
                outcome = symbolsOutcome
            } else {
                outcome = hunt(stage: stage, catalog: catalog, launcher: launcher, key: key)
            }
            outcomes[stage] = outcome
            if outcome.cacheable, let key = keys[stage] {
                cache.store(outcome, as: cacheName(stage), key: key)
            }
        }
        return outcomes
    }

    /// Trust: after the build, before any run: the learner's test objects may define only their
    /// own names (not the reference's planted-bug switch, not a library's).
    private func foreignSymbolsOutcome(_ stage: Int, catalog: BugCatalog) -> LearnerOutcome? {
        let module = "Stage\(stage)\(testSuffix)"
        var outcome: LearnerOutcome
        do {
            guard let reason = try ForeignSymbols.check(objectFolder: folder.appendingPathComponent(".build/debug/\(module).build"),
                                                        module: module) else { return nil }
            outcome = nothingCaught(catalog, message: "tampered: \(reason); the stage earns nothing")
            outcome.tampered = reason
        } catch {
            outcome = nothingCaught(catalog, message: "the grader cannot check what your tests define: \(error)")
            outcome.cacheable = false
        }
        return outcome
    }

    private func cacheName(_ stage: Int) -> String { "stage\(stage)-bugs-\(testSuffix.lowercased())" }

    private func nothingCaught(_ catalog: BugCatalog, message: String?) -> LearnerOutcome {
        LearnerOutcome(caught: 0, total: catalog.bugs.count,
                       missed: catalog.bugs.map { HuntedBug(id: $0.id, hint: $0.hint) }, wrong: [], message: message)
    }

    /// The workspace's switch key: made once, kept where no test run can see it.
    func switchKey() throws -> PlantedBugSwitch.Key {
        try WorkspaceFiles.kept(in: folder.appendingPathComponent("switch-key"),
                                decode: PlantedBugSwitch.Key.init(text:), encode: \.text, make: PlantedBugSwitch.Key.random)
    }

    /// How many times the learner's tests run against the reference, among the bug runs.
    static let referenceRuns = 3

    /// Runs the stage's tests against the reference several times and once with each planted
    /// bug on, in a random order, and judges.
    func hunt(stage: Int, catalog: BugCatalog, launcher: any TestLauncher, key: PlantedBugSwitch.Key) -> LearnerOutcome {
        let module = "Stage\(stage)\(testSuffix)"
        grader.log("Running your tests of stage \(stage) against the reference and \(catalog.bugs.count) planted bugs…")

        let plan = BugHuntPlan.shuffled(bugCount: catalog.bugs.count, referenceRuns: Self.referenceRuns)
        // Independent processes: on two cores, two at a time. Tokens are drawn up front.
        let tokens = plan.map { PlantedBugSwitch.token(forBugAt: $0, bugCount: catalog.bugs.count, key: key) }
        let hangs = ReferenceHangs()
        let jobs = Array(zip(plan, tokens))
        // Swift Testing first, in every run. Then XCTest, in every run but those of the bugs a
        // valid Swift Testing test already caught: nothing XCTest says can change their verdict,
        // and for a finished stage that is nearly half of the hunt's processes.
        let swiftTesting = jobs.concurrentMap(width: launcher.maximumConcurrentRuns) { bugIndex, token in
            runOnce(.swiftTesting, module: module, token: token, launcher: launcher, hangs: hangs, isReference: bugIndex == nil)
        }
        let settled = Self.caughtBySwiftTesting(catalog: catalog, plan: plan, runs: swiftTesting)
        let xctest = jobs.concurrentMap(width: launcher.maximumConcurrentRuns) { bugIndex, token -> RunOutcome? in
            if let bugIndex, settled.contains(bugIndex) { return (PlantedBugRun(statuses: [:]), []) }
            return runOnce(.xctest, module: module, token: token, launcher: launcher, hangs: hangs, isReference: bugIndex == nil)
        }
        let outcomes = zip(swiftTesting, xctest).map { first, second -> RunOutcome? in
            guard var outcome = first, let second else { return nil }
            outcome.run.absorb(second.run)
            outcome.results += second.results
            return outcome
        }

        let sorted = SortedRuns(outcomes, plan: plan, catalog: catalog)
        // A run the budget stopped or cut short says nothing about the tests: not judged.
        let budgetMessage = sorted.cutShort ? grader.budgetSpent ?? "the grading budget ran out" : nil
        var names: [String: String] = [:]
        var messages: [String: String] = [:]
        var harnessError: String?
        for outcome in sorted.reference {
            if let error = outcome.run.harnessError { harnessError = error }
            for result in outcome.results {
                names[result.test.id] = result.test.fullName
                if let message = result.message, messages[result.test.id] == nil { messages[result.test.id] = message }
            }
        }

        let reference = sorted.referenceRuns
        let verdict = sorted.verdict(catalog: catalog)
        let allWrong = verdict.wrongTests.map { id in
            WrongTest(name: names[id] ?? id, status: reference.statuses[id] ?? .failed,
                      message: reference.inconsistent.contains(id) ? ReferenceRuns.inconsistentMessage : messages[id])
        }
        // A test that hung or crashed is the first thing to fix: it is listed first.
        let wrong = allWrong.filter { $0.status.brokeTheRun } + allWrong.filter { !$0.status.brokeTheRun }
        var message = budgetMessage ?? harnessError.map { "the grader could not run your tests: \($0)" }
        if reference.statuses.isEmpty, message == nil {
            message = "no tests of yours ran in \(module)"
        }
        for problem in verdict.harnessErrors where message == nil {
            message = "the grader could not judge \(problem.bugID): \(problem.message)"
        }
        return LearnerOutcome(
            caught: verdict.caughtCount, total: verdict.totalCount,
            missed: verdict.bugs.filter { !$0.status.isCaught }.map { HuntedBug(id: $0.bug.id, hint: $0.bug.hint) },
            caughtBugs: verdict.bugs.filter { $0.status.isCaught }.map { result in
                HuntedBug(id: result.bug.id, hint: result.bug.hint,
                          caughtBy: result.status.catchingTests.map { names[$0] ?? $0 })
            },
            wrong: wrong, validTests: verdict.validTests.count, message: message,
            cacheable: budgetMessage == nil && harnessError == nil && verdict.harnessErrors.isEmpty)
    }

    /// What one run of a framework's tests saw.
    typealias RunOutcome = (run: PlantedBugRun, results: [TestResult])

    /// A hunt's runs sorted by kind, as the judge takes them: what each reference run saw, and
    /// each bug's run by id. A run the budget stopped or cut short is in neither.
    struct SortedRuns {
        var reference: [RunOutcome] = []
        var bugs: [String: PlantedBugRun] = [:]
        /// Whether the budget stopped or cut short a reference run; `cutShort`, any run.
        var referenceCutShort = false
        var cutShort = false
        /// What the reference runs say of each test.
        var referenceRuns = ReferenceRuns([])

        init(_ outcomes: [RunOutcome?], plan: [Int?], catalog: BugCatalog) {
            for (bugIndex, outcome) in zip(plan, outcomes) {
                guard let outcome else {
                    cutShort = true
                    if bugIndex == nil { referenceCutShort = true }
                    continue
                }
                if let bugIndex {
                    bugs[catalog.bugs[bugIndex].id] = outcome.run
                } else {
                    reference.append(outcome)
                }
            }
            referenceRuns = ReferenceRuns(reference.map(\.run.statuses))
        }

        func verdict(catalog: BugCatalog) -> BugHuntVerdict {
            BugHuntJudge.verdict(catalog: catalog, reference: referenceRuns.statuses, runs: bugs)
        }
    }

    /// The bugs whose Swift Testing run a valid Swift Testing test failed, crashed or hung in:
    /// caught, whatever their XCTest run would say. Judged as `BugHuntJudge` judges them, on
    /// the Swift Testing runs alone, which alone decide whether a Swift Testing test is valid.
    static func caughtBySwiftTesting(catalog: BugCatalog, plan: [Int?], runs: [RunOutcome?]) -> Set<Int> {
        let sorted = SortedRuns(runs, plan: plan, catalog: catalog)
        // A reference run the budget cut short leaves validity unknown: nothing is settled.
        guard !sorted.referenceCutShort else { return [] }
        let verdict = sorted.verdict(catalog: catalog)
        return Set(verdict.bugs.indices.filter { !verdict.bugs[$0].status.catchingTests.isEmpty })
    }

    /// One run of the module's tests in one framework, with the token's bug on (or none);
    /// `nil` when the budget was spent before it, or cut it short. A test that hangs or crashes
    /// costs only itself: the run goes on with the others.
    private func runOnce(_ framework: TestFramework, module: String, token: String, launcher: any TestLauncher,
                         hangs: ReferenceHangs, isReference: Bool) -> RunOutcome? {
        if grader.budgetSpent != nil { return nil }
        let session = RecoveringTestRunner.run(
            TestRunRequest(framework: framework, module: module, skip: hangs.known,
                           environment: [PlantedBugSwitch.environmentVariable: token],
                           timeout: grader.timeLimit(grader.options.testTimeout),
                           stallTimeout: grader.options.testStallTimeout),
            with: launcher, continuePastTimeouts: true)
        if isReference { hangs.record(session) }
        if session.timedOut && grader.budgetSpent != nil { return nil }
        return (PlantedBugRun(session), session.results)
    }

    func manifest(for stages: Set<Int>) -> WorkspaceManifest {
        let sorted = stages.sorted()
        let kata = grader.kata
        return WorkspaceManifest(
            packageName: "KataLearnerWorkspace",
            libraries: sorted.map { stage in
                let resources = kata.resources(stage)
                let folder = folder.appendingPathComponent("Sources/Stage\(stage)")
                let others = ((try? WorkspaceFiles.regularFiles(in: folder)) ?? []).filter {
                    !$0.hasSuffix(".swift") && !resources.contains($0)
                }
                return WorkspaceManifest.Library(name: "Stage\(stage)", path: "Sources/Stage\(stage)",
                                                 resources: resources, excludes: others)
            },
            tests: sorted.map { stage in
                let path = "Tests/Stage\(stage)\(testSuffix)"
                func hasFiles(_ name: String) -> Bool {
                    !((try? WorkspaceFiles.regularFiles(in: folder.appendingPathComponent(path).appendingPathComponent(name))) ?? []).isEmpty
                }
                return WorkspaceManifest.TestTarget(name: "Stage\(stage)\(testSuffix)", dependency: "Stage\(stage)", path: path,
                                                    resources: hasFiles(KataGrader.testFixtures) ? [KataGrader.testFixtures] : [],
                                                    snapshots: hasFiles(KataGrader.testSnapshots))
            })
    }
}
