import Foundation

// MARK: - verify: the maintainers' check

/// Proves the kata's properties (CONTRIBUTING.md, "What `./grade.sh verify` proves"), prints a
/// checklist, and returns 1 if anything fails.
///
/// It grades the kata itself through the grader's own machinery, twice: the starters with the
/// shipped examples, and the reference solutions with the model tests; and it runs the spec
/// tests against every planted bug.
public struct Verifier {
    let kata: KataRoot
    let arguments: Arguments

    public init(kata: KataRoot, arguments: Arguments) {
        self.kata = kata
        self.arguments = arguments
    }

    /// One line of the checklist.
    struct Check {
        var title: String
        var problems: [String]
    }

    public func run() -> Int32 {
        var checks: [Check] = []
        func record(_ title: String, _ problems: [String]) {
            checks.append(Check(title: title, problems: problems))
            print("\(problems.isEmpty ? "✔" : "✘") \(title)")
            for problem in problems.prefix(12) { print("    \(problem)") }
            fflush(nil)
        }
        let stages = arguments.stages.isEmpty ? kata.stages : arguments.stages
        var options = GradeOptions()
        options.testTimeout = arguments.testTimeout
        options.buildTimeout = arguments.buildTimeout
        options.useCache = arguments.useCache
        options.sandbox = arguments.noSandbox ? Sandbox(kind: .none("--no-sandbox")) : SandboxDetector.detect()
        // What verify proves must hold with the sandbox on, as submissions are graded.
        record("Test runs are sandboxed (\(Self.describe(options.sandbox)))",
               options.sandbox.unavailableReason.map { ["no sandbox: \($0)"] } ?? [])
        let grader = KataGrader(kata: kata, options: options) { message in
            if !arguments.quiet { FileHandle.standardError.write(Data((message + "\n").utf8)) }
        }

        // 1. Starters compile with every test target, and fail fast.
        let rootBuild = swift(["build", "--build-tests", "--package-path", kata.url.path])
        record("The starters compile with every test target (swift build --build-tests)",
               rootBuild.end.succeeded ? [] : [WorkspaceBuilder.firstErrorLines(rootBuild.output)])
        // The learner's own loop, on the build just made: it must fail, soon, and never crash.
        let starterRun = swift(["test", "--skip-build", "--package-path", kata.url.path], timeout: 120)
        record("swift test on the starters fails fast, with no crash", starterRunProblems(starterRun))
        let starters = grader.grade(Submission.learnerCopy(at: kata.url, stages: stages).named("verify-starters"), stages: stages)
        record("Each task of each stage has a failing spec test on the starters; no crash, no hang",
               starters.stages.flatMap(starterProblems))
        let passingOnStarters = Set(starters.stages.flatMap { stage in
            stage.tests.filter { $0.status == .passed }.map { $0.name.components(separatedBy: " › ").last ?? $0.name }
        })
        // The workbook: Exercises.md and a file per stage, Exercises/StageN.md (DocsCheck/Workbook.swift).
        let workbook = Workbook.load(kataRoot: kata.url, stages: kata.stages)
        record("The workbook names every spec test that passes on the starters, and no other",
               StartsGreenCheck.problems(passingOnStarters: passingOnStarters, workbook: workbook,
                                         allStagesRan: Set(stages) == Set(kata.stages)))
        record("The shipped examples pass on the reference and catch no planted bug",
               starters.stages.flatMap { stage -> [String] in
                   var problems = stage.wrongTests.map { "stage \(stage.stage): example \($0.name) fails on the reference" }
                   if let bugs = stage.bugs, bugs.caught > 0 {
                       problems.append("stage \(stage.stage): the examples catch \(stage.bugsCaught.map(\.id).joined(separator: ", "))")
                   }
                   if let message = stage.learnerTestsMessage { problems.append("stage \(stage.stage): \(message)") }
                   return problems
               })

        // 2. The reference passes everything, with no warnings.
        let reference = grader.grade(Submission.reference(of: kata, stages: stages).named("verify-reference"), stages: stages)
        record("The reference passes every spec test", reference.stages.flatMap { stage -> [String] in
            var problems = stage.compileErrors.map { "stage \(stage.stage): \($0)" }
            problems += stage.tests.filter { $0.status != .passed }.map {
                "stage \(stage.stage): \($0.name): \($0.status.rawValue) \($0.message ?? "")"
            }
            if stage.spec.total == 0 { problems.append("stage \(stage.stage): no spec test ran \(stage.message ?? "")") }
            return problems
        })
        record("The model tests pass on the reference and catch every planted bug",
               reference.stages.flatMap { stage -> [String] in
                   var problems = stage.wrongTests.map { "stage \(stage.stage): model test \($0.name) fails: \($0.message ?? "")" }
                   problems += stage.bugsMissed.map { "stage \(stage.stage): the model tests miss \($0.id)" }
                   if let message = stage.learnerTestsMessage { problems.append("stage \(stage.stage): \(message)") }
                   if stage.bugs == nil { problems.append("stage \(stage.stage): no planted bugs") }
                   return problems
               })
        let warnings = swift(["build", "--build-tests", "--package-path", kata.url.path,
                              "--scratch-path", kata.url.appendingPathComponent(".build-verify-solutions").path,
                              "-Xswiftc", "-warnings-as-errors"], environment: ["KATA_SOLUTIONS": "1"])
        record("The reference and the model tests build with no compiler warnings (KATA_SOLUTIONS=1)",
               warnings.end.succeeded ? [] : [WorkspaceBuilder.firstErrorLines(warnings.output)])
        let solutionsRun = swift(["test", "--skip-build", "--package-path", kata.url.path,
                                  "--scratch-path", kata.url.appendingPathComponent(".build-verify-solutions").path],
                                 environment: ["KATA_SOLUTIONS": "1"], timeout: 300)
        record("KATA_SOLUTIONS=1 swift test passes every test",
               solutionsRun.end.succeeded ? [] : ["\(solutionsRun.end.summary): \(Self.failureExcerpt(solutionsRun.output))"])

        // 3. Every planted bug compiles and the spec tests catch it.
        let hunted = SpecVersusBugs.hunt(grader, stages: stages)
        record("Every planted bug compiles and is caught by the spec tests", stages.flatMap { stage -> [String] in
            guard let outcome = hunted[stage] else { return ["stage \(stage): no planted bugs"] }
            var problems = outcome.missed.map { "stage \(stage): the spec tests miss \($0.id)" }
            problems += outcome.compileErrors.map { "stage \(stage): \($0)" }
            if let message = outcome.message { problems.append("stage \(stage): \(message)") }
            return problems
        })
        // 3b. Automatic mutants of the reference: the spec tests kill each, or the list accepts it.
        do {
            let mutation = try MutationCheck.run(kata: kata, stages: stages, options: options,
                                                 log: GraderCommand.logger(arguments))
            let scores = mutation.results.map { "stage \($0.stage): \($0.killed.count)/\($0.compiledCount)" }
            record("The spec tests kill every compiled mutant of the reference, or Solutions/Mutants accepts it "
                + "(killed: \(scores.joined(separator: ", ")))", mutation.problems)
        } catch {
            record("The spec tests kill every compiled mutant of the reference, or Solutions/Mutants accepts it",
                   ["\(error)"])
        }
        let catalogs = stages.flatMap { stage -> [String] in
            do {
                let catalog = try BugCatalog.load(from: kata.bugCatalog(stage), stage: stage)
                return catalog.bugs.count >= 5 ? [] : ["stage \(stage): \(catalog.bugs.count) planted bugs, at least 5 expected"]
            } catch {
                return ["stage \(stage): \(error)"]
            }
        }
        record("Every stage plants at least five bugs", catalogs)
        record("The starters ship the same resource files as the reference",
               stages.flatMap { stage in kata.resources(stage).compactMap { resourceProblem(stage: stage, resource: $0) } })

        // 3c. The digests in-place grading checks the spec tests against.
        let shipped = ShippedSpecTests.load(kataRoot: kata.url)
        record("Grader/SpecDigests.json lists every spec file as it is",
               shipped == ShippedSpecTests.current(kata) ? []
                   : ["\(shipped == nil ? "missing or unreadable" : "out of date"): run ./grade.sh spec-digests and commit it"])

        let shippedStarters = ShippedStarters.load(kataRoot: kata.url)
        let startersNow = Result { try ShippedStarters.current(kata) }
        record("Grader/Starters.json lists every starter file as it is (what ./grade.sh reset puts back)", {
            switch startersNow {
            case .failure(let error): return ["cannot hash the starters: \(error)"]
            case .success(let now) where now == shippedStarters: return []
            case .success: return ["\(shippedStarters == nil ? "missing or unreadable" : "out of date"): run ./grade.sh spec-digests and commit it"]
            }
        }())
        record("Hints/StageN.md has three levels for every task, and each Hint of the workbook is its task's pointer",
               HintsCheck.problems(kataRoot: kata.url, stages: stages))

        // 4. The workbook and its answers agree with the repository.
        var snippetProblems: [String] = []
        for path in workbook.paths + stages.map({ "\(AnswerLinksCheck.folder)/Stage\($0).md" }) {
            do {
                snippetProblems += try SnippetCheck.problems(inMarkdownAt: kata.url.appendingPathComponent(path), repositoryRoot: kata.url)
                    .map { "\(path) \($0)" }
            } catch {
                snippetProblems.append("cannot read \(path): \(error)")
            }
        }
        record("The Swift blocks of the workbook and Solutions/Answers agree with the repository", snippetProblems)
        record("Each task's answer link leads to its answer in Solutions/Answers, and every answer is linked",
               AnswerLinksCheck.problems(workbook: workbook, repositoryRoot: kata.url))
        record("The output the workbook quotes from swift test on the starters is what it prints",
               quotedOutputProblems(workbook: workbook, firstRun: starterRun.output))
        record("The workbook's links lead to files and headings that exist, and each stage file lists its sections",
               WorkbookLinksCheck.problems(workbook: workbook, repositoryRoot: kata.url))

        // 5. The grader's own tests.
        let graderTests = swift(["test", "--package-path", kata.url.appendingPathComponent("Grader").path,
                                 "--scratch-path", kata.url.appendingPathComponent("Grader/.build-verify").path],
                                timeout: 1800)
        record("The grader's own tests pass (swift test --package-path Grader)",
               graderTests.end.succeeded ? [] : [Self.failureExcerpt(graderTests.output)])

        let failed = checks.filter { !$0.problems.isEmpty }.count
        print(failed == 0 ? "\nverify: every check passed" : "\nverify: \(failed) of \(checks.count) checks failed")
        return failed == 0 ? 0 : 1
    }

    static func describe(_ sandbox: Sandbox) -> String {
        switch sandbox.kind {
        case .bubblewrap(let path): return "bubblewrap, \(path)"
        case .sandboxExec: return "sandbox-exec"
        case .none: return "none"
        }
    }

    /// Per stage: every top-level `Task K` suite has a failing spec test; nothing crashed or hung.
    func starterProblems(_ stage: StageReport) -> [String] {
        if !stage.compileErrors.isEmpty { return stage.compileErrors.map { "stage \(stage.stage): \($0)" } }
        if stage.status == .timeout { return ["stage \(stage.stage): timed out \(stage.message ?? "")"] }
        var problems: [String] = []
        if stage.spec.total == 0 { problems.append("stage \(stage.stage): no spec test ran \(stage.message ?? "")") }
        var suites: [String: Bool] = [:]
        for test in stage.tests {
            let suite = test.name.components(separatedBy: " › ").first ?? test.name
            suites[suite, default: false] = suites[suite, default: false] || test.status != .passed
            if test.status == .crashed || test.status == .timeout {
                problems.append("stage \(stage.stage): \(test.name) \(test.status.rawValue) on the starter")
            }
        }
        for (suite, hasFailure) in suites.sorted(by: { TaskOrder.suitePrecedes($0.key, $1.key) }) {
            if !suite.hasPrefix("Task ") { problems.append("stage \(stage.stage): \(suite) is not in a \"Task K: …\" suite") }
            if !hasFailure { problems.append("stage \(stage.stage): no spec test of \"\(suite)\" fails on the starter") }
        }
        return problems
    }

    /// A problem when the starter's copy of a resource differs from the reference's, or is missing.
    func resourceProblem(stage: Int, resource: String) -> String? {
        let starter = kata.url.appendingPathComponent("Stages/Stage\(stage)").appendingPathComponent(resource)
        let reference = kata.url.appendingPathComponent(kata.solution(stage)).appendingPathComponent(resource)
        guard let starterBytes = FileManager.default.contents(atPath: starter.path) else {
            return "stage \(stage): the starter has no \(resource)"
        }
        return starterBytes == FileManager.default.contents(atPath: reference.path)
            ? nil : "stage \(stage): Stages/Stage\(stage)/\(resource) differs from the reference's copy"
    }

    /// The lines the workbook quotes that `swift test` on the starters does not print.
    ///
    /// On a busy machine `swift test` can leave out a run of lines of its output (seen on Linux
    /// with Swift 6.3.1, written straight to a file), so a quoted line counts when any of up to
    /// three runs printed it.
    func quotedOutputProblems(workbook: Workbook, firstRun: String) -> [String] {
        var printed = firstRun
        var problems = OutputBlockCheck.problems(in: workbook, startersOutput: printed)
        for _ in 1..<3 where !problems.isEmpty {
            printed += "\n" + swift(["test", "--skip-build", "--package-path", kata.url.path], timeout: 120).output
            problems = OutputBlockCheck.problems(in: workbook, startersOutput: printed)
        }
        return problems
    }

    /// What is wrong with `swift test` on the starters: it should end with failing tests, not
    /// pass, hang or crash.
    func starterRunProblems(_ run: ProcessResult) -> [String] {
        switch run.end {
        case .timedOut:
            return ["swift test on the starters did not finish within 120 s"]
        case .exited(0):
            return ["swift test passes on the starters: every stage should start with failing tests"]
        case .exited, .signaled, .failedToStart:
            let crashed = run.output.contains("unexpected signal") || run.output.contains("Fatal error")
            if case .exited = run.end, !crashed { return [] }
            return ["swift test on the starters crashed (\(run.end.summary)): \(Self.failureExcerpt(run.output))"]
        }
    }

    /// The lines of a test log that say what failed or crashed, or its end when none does.
    static func failureExcerpt(_ log: String) -> String {
        let markers = ["✘", "error:", "Fatal error", "unexpected signal"]
        let lines = log.split(separator: "\n").filter { line in markers.contains { line.contains($0) } }.prefix(6)
        return lines.isEmpty ? String(log.suffix(600)) : lines.joined(separator: "\n")
    }

    private func swift(_ arguments: [String], environment: [String: String] = [:], timeout: Double = 900) -> ProcessResult {
        ProcessRunner.run(ProcessRequest(executable: "swift", arguments: arguments, environment: environment,
                                         timeout: timeout, outputLimit: 4 << 20))
    }
}
