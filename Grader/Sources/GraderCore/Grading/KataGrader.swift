import Foundation

// MARK: - Grading a submission, stage by stage

/// Grades a submission: the spec tests against its code, its tests against the planted bugs.
///
/// Two SwiftPM packages per submission, under `Grader/.build/workspaces/<key>/`:
/// - `spec`: libraries `StageN` from the submission's stage sources, test targets `StageNSpec`
///   from the kata's pristine spec tests;
/// - `learner`: libraries `StageN` from the reference with every planted bug switchable at run
///   time, test targets `StageNTests` from the submission's own tests.
/// Each is built once; a stage that does not compile is left out and reported, the others run.
public final class KataGrader {
    public let kata: KataRoot
    public let options: GradeOptions
    let log: (String) -> Void
    let collector = SafeFileCollector()

    public init(kata: KataRoot, options: GradeOptions, log: @escaping (String) -> Void = { _ in }) {
        self.kata = kata
        self.options = options
        self.log = log
    }

    /// The folder of a learner's test target whose files the tests read as resources
    /// (`Bundle.module`), copied as it is: stage 4's HTTP tests answer from a file in it.
    static let testFixtures = "Fixtures"

    /// The folder of a learner's test target where snapshot tests keep the text they compare
    /// with, read at run time beside the test files (`#filePath`), never built: copied as it
    /// is, excluded from the target, and shown read-only to the sandboxed test run at the
    /// path the tests were compiled with, so that a grading can compare but never record.
    static let testSnapshots = "__Snapshots__"

    /// Whether a file of a learner's test folder is copied into the workspace.
    static func isTestFile(_ path: String) -> Bool {
        path.hasSuffix(".swift") || path.hasPrefix(testFixtures + "/") || path.hasPrefix(testSnapshots + "/")
    }

    /// Signs the cache; read once.
    lazy var secret: [UInt8]? = GraderSecret.load(kataRoot: kata.url)

    /// The workspace folder of a submission: named after it, keyed by a hash of its real path.
    public func workspaceRoot(for submission: Submission, variant: String = "") -> URL {
        let name = submission.root.lastPathComponent.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        let key = String(SHA256.hex(submission.root.path + "|" + variant).prefix(12))
        return kata.workspaces.appendingPathComponent("\(name.prefix(32))-\(key)")
    }

    // MARK: Reading the submission

    /// One stage's files, read from the submission; a problem instead when a folder is unusable.
    struct StageMaterial {
        var stage: Int
        var input: StageInput
        var sources: [String: Data] = [:]
        var resources: [String] = []
        var sourceProblem: String?
        var tests: [String: Data] = [:]
        var testsProblem: String?
        // Names: workspace paths back to the submission's, and files refused by name (WorkspaceNames).
        var sourcePaths: [String: String] = [:]
        var testPaths: [String: String] = [:]
        var refusedFiles: [RefusedFile] = []
    }

    func readMaterial(_ input: StageInput, from submission: Submission) -> StageMaterial {
        var material = StageMaterial(stage: input.stage, input: input)
        let declared = Set(kata.resources(input.stage))
        do {
            let named = WorkspaceNames(try collector.collectNamingRefusals(
                input.sources, in: submission.root, offLimits: submission.offLimits
            ) { path in
                path.hasSuffix(".swift") || declared.contains(path)
            }, folder: input.sources)
            (material.sources, material.sourcePaths) = (named.files, named.submissionPaths)
            material.refusedFiles += named.refused
            material.resources = declared.filter { material.sources[$0] != nil }.sorted()
            if !material.sources.keys.contains(where: { $0.hasSuffix(".swift") }) {
                material.sourceProblem = "\(input.sources) has no Swift files: nothing to grade"
            }
        } catch {
            material.sourceProblem = error.description
        }
        do {
            let named = WorkspaceNames(try collector.collectNamingRefusals(
                input.tests, in: submission.root, offLimits: submission.offLimits, wants: Self.isTestFile
            ), folder: input.tests)
            (material.tests, material.testPaths) = (named.files, named.submissionPaths)
            material.refusedFiles += named.refused
            if !material.tests.keys.contains(where: { $0.hasSuffix(".swift") }) {
                material.testsProblem = "\(input.tests) has no Swift files: write your own tests there"
            }
        } catch {
            material.testsProblem = error.description
        }
        return material
    }

    // MARK: Grading

    /// When the submission's budget runs out (`GradeOptions.budget`), from the start of `grade`.
    private(set) var budgetEnds: Date = .distantFuture

    /// A time limit for the next run: the run's own, or what is left of the budget.
    func timeLimit(_ own: Double) -> Double {
        min(own, budgetEnds.timeIntervalSinceNow)
    }

    /// Whether the budget is spent; the message to report when it is.
    var budgetSpent: String? {
        budgetEnds.timeIntervalSinceNow > 0.5 ? nil
            : "the grading budget of \(Int(options.budget)) s for this submission ran out (--budget)"
    }

    public func grade(_ submission: Submission, stages: [Int]) -> GradeReport {
        budgetEnds = Date().addingTimeInterval(options.budget)
        let root = workspaceRoot(for: submission, variant: submission.variant)
        let builds = options.sharedBuildFolder ?? root
        let materials = stages.compactMap { stage in submission.inputs[stage].map { readMaterial($0, from: submission) } }
        // Reads the lazy `secret` here, before the two parts share the grader.
        let cache = options.sharedBuildFolder.map {
            ResultCache(folder: $0.appendingPathComponent("cache"), secret: secret, addressedByKey: true)
        } ?? ResultCache(folder: root.appendingPathComponent("cache"), secret: secret)
        // The two parts share nothing but the grader's settings: each builds its own workspace
        // and writes its own cache entries. Side by side, one builds while the other runs.
        let (spec, learner) = together({
            SpecPart(grader: self, folder: builds.appendingPathComponent("spec"), cache: cache).grade(materials)
        }, {
            self.options.gradeLearnerTests
                ? LearnerPart(grader: self, folder: builds.appendingPathComponent("learner"), cache: cache).grade(materials)
                : [:]
        })
        let challenges = options.mutantChallenge ? mutantChallenge(materials, learner: learner, root: root) : [:]
        let specChanges = editedSpecTests(submission, stages: materials.map(\.stage))
        let reports = materials.map { material -> StageReport in
            var report = StageReportBuilder.report(
                stage: material.stage, spec: spec[material.stage] ?? SpecOutcome(kind: .notGraded),
                learner: options.gradeLearnerTests ? learner[material.stage] : nil,
                specFolder: kata.specTests(material.stage),
                files: material.gradedFiles(learnerTestsGraded: learner[material.stage] != nil),
                tasks: StageTasks.declared(in: kata.url.appendingPathComponent(kata.specTests(material.stage))),
                refused: material.refusedFiles, declared: DeclaredTotals(kata: kata, stage: material.stage))
            report.mutants = challenges[material.stage]
            if let changes = specChanges[material.stage] {
                report.flagSpecChanges(changes, folder: kata.specTests(material.stage))
            }
            return report
        }
        var report = GradeReport(stages: reports).scored(by: options.points)
        var notices: [String] = []
        if options.gradeLearnerTests && !kata.hasReference {
            notices.append(Self.studentCopyNotice)
        }
        let unused = specTestsNotUsed(submission, stages: materials.map(\.stage))
        if !unused.isEmpty {
            notices.append("The spec tests in this submission's \(unused.joined(separator: ", ")) differ from the kata's and "
                + "were not used: the grader always runs the kata's own spec tests.")
        }
        report.notice = notices.isEmpty ? nil : notices.joined(separator: "\n")
        return report
    }

    /// Whether the submission is the kata checkout itself: a learner grading their own work.
    func isInPlace(_ submission: Submission) -> Bool {
        submission.root.standardizedFileURL.resolvingSymlinksInPath().path
            == kata.url.standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Graded from another copy (`--submission`, a batch), the spec folders of the submission
    /// whose Swift files differ from the kata's: they were never read for grading, but a learner
    /// who changed them should hear that. A folder that cannot be read safely counts as different.
    func specTestsNotUsed(_ submission: Submission, stages: [Int]) -> [String] {
        guard !isInPlace(submission) else { return [] }
        let collector = SafeFileCollector()
        return stages.map { kata.specTests($0) }.filter { folder in
            let theirs = (try? collector.collect(folder, in: submission.root) { $0.hasSuffix(".swift") }) ?? [:]
            let ours = (try? collector.collect(folder, in: kata.url) { $0.hasSuffix(".swift") }) ?? [:]
            let missing = !FileManager.default.fileExists(atPath: submission.root.appendingPathComponent(folder).path)
            return !missing && theirs != ours
        }
    }

    /// Graded in place (the submission is the kata checkout itself), the spec files of each stage
    /// that are not as shipped (`ShippedSpecTests`); none for a kata that keeps no digests.
    func editedSpecTests(_ submission: Submission, stages: [Int]) -> [Int: [String]] {
        guard isInPlace(submission), let shipped = ShippedSpecTests.load(kataRoot: kata.url) else { return [:] }
        let current = ShippedSpecTests.current(kata)
        var edited: [Int: [String]] = [:]
        for stage in stages {
            let changes = shipped.changes(stage: stage, in: kata, current: current)
            if !changes.isEmpty { edited[stage] = changes }
        }
        return edited
    }

    /// `--mutants`: the learner's tests of each stage whose planted bugs they all catch, against
    /// automatic mutants of the reference, in a workspace of their own.
    func mutantChallenge(_ materials: [StageMaterial], learner: [Int: LearnerOutcome], root: URL) -> [Int: MutantChallenge] {
        let ready = materials.filter { material in
            learner[material.stage].map { $0.total > 0 && $0.caught == $0.total && $0.message == nil } ?? false
        }
        guard !ready.isEmpty else { return [:] }
        let tests = Dictionary(uniqueKeysWithValues: ready.map { ($0.stage, $0.tests) })
        var runner = MutationRunner(grader: self, folder: root.appendingPathComponent("mutants"))
        runner.testSuffix = "Tests"
        runner.testFiles = { tests[$0] ?? [:] }
        runner.frameworks = TestFramework.allCases
        var challenges: [Int: MutantChallenge] = [:]
        for result in runner.run(stages: ready.map(\.stage)) {
            challenges[result.stage] = result.problem.map { MutantChallenge(caught: 0, total: 0, message: $0) }
                ?? MutantChallenge(caught: result.killed.count, total: result.compiledCount)
        }
        return challenges
    }

    static let studentCopyNotice = "This copy of the workbook has no planted bugs: your own tests are graded against them when your instructor grades the class."

    /// The environment variable that picks the portable launcher (`swift-test`) on Linux, so
    /// the path macOS takes can be exercised here too.
    static let launcherVariable = "KATA_GRADER_LAUNCHER"

    /// How the tests of a built workspace are run: the test executable directly on Linux,
    /// `swift test --skip-build` on macOS (or wherever `KATA_GRADER_LAUNCHER=swift-test`).
    func launcher(for folder: URL, manifest: WorkspaceManifest) -> any TestLauncher {
        let scratch = folder.appendingPathComponent(".build/grader-runs")
        #if os(macOS)
        let portable = true
        #else
        let portable = ProcessInfo.processInfo.environment[Self.launcherVariable] == "swift-test"
        #endif
        if portable {
            return SwiftTestCommandLauncher(packagePath: folder, scratch: scratch, sandbox: options.sandbox)
        }
        let binary = folder.appendingPathComponent(".build/debug/\(manifest.testProductName).xctest")
        return LinuxTestBinaryLauncher(binary: binary, scratch: scratch, sandbox: options.sandbox,
                                       sourceFolders: manifest.snapshotFolders.map { folder.appendingPathComponent($0) })
    }

    /// Makes a diagnostic's workspace path readable: the path of the file in the submission.
    static func rewrite(_ diagnostic: CompilerDiagnostic, workspace: URL, folders: [String: String]) -> String {
        var path = diagnostic.file
        let prefix = workspace.path + "/"
        if path.hasPrefix(prefix) {
            let relative = String(path.dropFirst(prefix.count))
            path = relative
            for (workspaceFolder, shownFolder) in folders where relative.hasPrefix(workspaceFolder + "/") {
                path = shownFolder + FileNames.submissionPath(fromWorkspace: String(relative.dropFirst(workspaceFolder.count)))
            }
        }
        return diagnostic.rendered(as: path)
    }
}
