import Foundation
import GraderEngine
import GraderExecution
import GraderMaintenance
import GraderReports

// MARK: - Running the command line

/// Runs the grader for parsed arguments and returns the exit code.
package enum GraderCommand {
    package static func main(_ rawArguments: [String]) -> Int32 {
        ToolTemporaryFolder.makeTMPDIRUsable()
        let arguments: Arguments
        do {
            arguments = try Arguments.parse(rawArguments)
        } catch {
            return fail(error)
        }
        switch arguments.command {
        case .help:
            print(Arguments.help(for: arguments.helpTopic))
            return 0
        case .verify:
            let kata = KataRoot(url: URL(fileURLWithPath: arguments.kataRoot ?? FileManager.default.currentDirectoryPath))
            guard kata.hasReference else {
                return fail(UsageError("verify is the maintainers' check and needs Solutions/; this is a student copy: ./grade.sh grades your work"))
            }
            switch CommittedKata.choose(kata, workingTree: arguments.workingTree) {
            case .failure(let error):
                return fail(error)
            case .success(let chosen):
                print(chosen.note)
                fflush(nil)
                return Verifier(kata: chosen.kata, stages: arguments.stages, quick: arguments.quick,
                                options: verifyOptions(arguments), events: PlainProgressLines(arguments)).run()
            }
        case .gradebook:
            return gradebook(arguments)
        case .studentCopy:
            return studentCopy(arguments)
        case .autograder:
            return autograder(arguments)
        case .mutants:
            return mutants(arguments)
        case .specDigests:
            return specDigests(arguments)
        case .clean:
            return clean(arguments)
        case .hint:
            return hint(arguments)
        case .reset:
            return reset(arguments)
        case .watch:
            return watch(arguments)
        case .grade where arguments.batch != nil:
            return batch(arguments)
        case .grade:
            return grade(arguments)
        }
    }

    /// The kata `grade.sh` stands in, and the stages to grade (all by default).
    static func kataAndStages(_ arguments: Arguments) throws(UsageError) -> (KataRoot, [Int]) {
        let kata = KataRoot(url: URL(fileURLWithPath: arguments.kataRoot ?? FileManager.default.currentDirectoryPath))
        let available = kata.stages
        guard !available.isEmpty else {
            throw UsageError("\(kata.url.path) has no spec tests (Tests/StageNSpec): is it the kata?")
        }
        for stage in arguments.stages where !available.contains(stage) {
            throw UsageError("there is no stage \(stage); this kata has stages \(available.map(String.init).joined(separator: ", "))")
        }
        return (kata, arguments.stages.isEmpty ? available : arguments.stages.sorted())
    }

    /// Limits, sandbox and points of a grading run, from the arguments and the kata. With
    /// `findingSandboxWhileGrading`, a learner's own grade finds its sandbox on a thread of its
    /// own (`SandboxInWaiting`), and the caller says what it found (`accept`) after the grade.
    static func options(_ arguments: Arguments, kata: KataRoot,
                        findingSandboxWhileGrading: Bool = false) throws(UsageError) -> GradeOptions {
        var options = GradeOptions()
        options.points = try PointsTable.load(kataRoot: kata.url)
        options.testTimeout = arguments.testTimeout
        options.buildTimeout = arguments.buildTimeout
        options.gradeLearnerTests = arguments.gradeLearnerTests
        options.mutantChallenge = arguments.mutantChallenge && arguments.gradeLearnerTests
        options.useCache = arguments.useCache
        options.budget = arguments.budget
        if findingSandboxWhileGrading, gradesOwnCopyInSandbox(arguments) {
            options.sandbox = .beingFound(SandboxInWaiting())
        } else {
            options.sandbox = .known(try sandbox(for: arguments).get())
        }
        options.forMarks = arguments.submission != nil
        return options
    }

    static func grade(_ arguments: Arguments) -> Int32 {
        let kata: KataRoot
        let stages: [Int]
        let options: GradeOptions
        let root: URL
        do {
            (kata, stages) = try kataAndStages(arguments)
            root = try Submission.validateRoot(arguments.submission ?? kata.url.path)
        } catch {
            return fail(error)
        }
        if let error = outputInsideSubmission(arguments, root: root) {
            return fail(error)
        }
        if arguments.submission != nil, let error = checkKata(kata, allowModified: arguments.allowModifiedKata) {
            return fail(error)
        }
        do {
            options = try self.options(arguments, kata: kata, findingSandboxWhileGrading: true)
        } catch {
            return fail(error)
        }
        let progress = ProgressLine.onStandardError(quiet: arguments.quiet)
        // A learner at a terminal (or reading the log) sees the spec tests' verdict first.
        // KATA_GRADER_PROFILE=1 ends the grade with where its time went (the benchmarks read it).
        let profile = ProcessInfo.processInfo.environment["KATA_GRADER_PROFILE"] == "1" ? StepProfile() : nil
        let shown: any GradingEventRecorder = progress ?? PlainProgressLines(arguments, firstVerdicts: true)
        let grader = KataGrader(kata: kata, options: options,
                                events: EventFanOut(recorders: [shown] + (profile.map { [$0] } ?? [])))
        let report = gradeStages(stages, of: root, with: grader, firstOpenOnly: arguments.gradesFirstOpenStage)
            .stamped(Provenance(kata: KataIntegrity.checkout(of: kata), points: options.points, submission: root))
        progress?.finish()
        if let profile {
            FileHandle.standardError.write(Data(profile.lines.map { $0 + "\n" }.joined().utf8))
        }
        if case .beingFound(let waiting) = options.sandbox {
            _ = accept(waiting.sandbox, for: arguments)  // a learner's own grade: a warning at most
        }

        if arguments.json {
            print(JSONReport.render(report), terminator: "")
        } else {
            print(HumanReport.render(report), terminator: "")
        }
        if let junit = arguments.junit {
            do {
                try Data(JUnitReport.render(report).utf8).write(to: URL(fileURLWithPath: junit))
            } catch {
                FileHandle.standardError.write(Data("grade.sh: cannot write \(junit): \(error.localizedDescription)\n".utf8))
                return 2
            }
        }
        if let results = arguments.results {
            let folder = URL(fileURLWithPath: results)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data(ExercismReport.render(report, kataRoot: kata.url).utf8)
                    .write(to: folder.appendingPathComponent("results.json"), options: .atomic)
            } catch {
                return fail(UsageError("cannot write \(results)/results.json: \(error.localizedDescription)"))
            }
        }
        let platformFiles = [(arguments.gradescope, { GradescopeResults.render(report, points: options.points, stages: stages) }),
                             (arguments.classroom50, { Classroom50Result.render(report, points: options.points) })]
        for case let (path?, render) in platformFiles {
            do {
                try Data(render().utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                return fail(UsageError("cannot write \(path): \(error.localizedDescription)"))
            }
        }
        return report.exitCode
    }

    /// Grades `stages` of the copy at `root`; `firstOpenOnly`, only as far as the first stage
    /// `isOpen` says the learner is on (`FirstOpenStage`), remembered for the next grade.
    static func gradeStages(_ stages: [Int], of root: URL, with grader: KataGrader, firstOpenOnly: Bool,
                            isOpen: @escaping (StageReport) -> Bool = { $0.status != .complete }) -> GradeReport {
        let gradeThese = { (chosen: [Int]) in grader.grade(Submission.learnerCopy(at: root, stages: chosen), stages: chosen) }
        guard firstOpenOnly else { return gradeThese(stages) }
        let kataRoot = grader.kata.url
        let report = FirstOpenStage(stages: stages, remembered: FirstOpenStage.remembered(kataRoot: kataRoot), isOpen: isOpen)
            .grade(gradeThese)
        // The open stage, or the last when none is: where the next grade starts.
        FirstOpenStage.remember(report.stages.last?.stage, kataRoot: kataRoot)
        return report
    }

    /// Reports about a submission never go into it.
    static func outputInsideSubmission(_ arguments: Arguments, root: URL) -> UsageError? {
        guard arguments.submission != nil else { return nil }
        let outputs = [("--junit", arguments.junit.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }),
                       ("--results", arguments.results.map { URL(fileURLWithPath: $0) }),
                       ("--gradescope", arguments.gradescope.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }),
                       ("--classroom50", arguments.classroom50.map { URL(fileURLWithPath: $0).deletingLastPathComponent() })]
        for case let (option, folder?) in outputs {
            let real = folder.resolvingSymlinksInPath().path
            if real == root.path || real.hasPrefix(root.path + "/") {
                return UsageError("\(option) must not write into the submission")
            }
        }
        return nil
    }

    /// The limits, cache and sandbox of verify's gradings, from the command line.
    static func verifyOptions(_ arguments: Arguments) -> GradeOptions {
        var options = GradeOptions()
        options.testTimeout = arguments.testTimeout
        options.buildTimeout = arguments.buildTimeout
        options.useCache = arguments.useCache
        options.sandbox = .known(arguments.noSandbox ? Sandbox(kind: .none("--no-sandbox")) : SandboxDetector.detect())
        return options
    }

    /// Grading for marks needs the kata as committed; `--allow-modified-kata` turns the refusal
    /// into one warning line.
    static func checkKata(_ kata: KataRoot, allowModified: Bool) -> UsageError? {
        var advice = "pass --allow-modified-kata to grade anyway"
        let problem: String
        switch KataIntegrity.modifiedFiles(of: kata) {
        case .success(let files) where files.isEmpty:
            return nil
        case .success(let files):
            problem = "the kata checkout is not as committed (\(KataIntegrity.summary(files)))"
        case .failure(let error):
            problem = "cannot check that the kata is as committed (\(error.description))"
            // A checkout that belongs to another user (a container over a mounted folder): git
            // can check it once told to trust it, and the grades stay trusted.
            if error.description.contains("dubious ownership") {
                advice = "trust the checkout with `git config --global --add safe.directory \(kata.url.path)`, or "
                    + advice
            }
        }
        if allowModified {
            FileHandle.standardError.write(Data("grade.sh: warning: \(problem)\n".utf8))
            return nil
        }
        return UsageError("\(problem): grades from it cannot be trusted; \(advice)")
    }

    /// A learner grading their own copy, sandboxed: nothing is refused for want of a sandbox,
    /// so it can be found while the grade gets ready. Grading for marks must know first.
    static func gradesOwnCopyInSandbox(_ arguments: Arguments) -> Bool {
        !arguments.noSandbox && arguments.submission == nil && arguments.batch == nil
    }

    /// The sandbox for this run. Grading for marks (`--submission`) refuses to go on without
    /// one unless `--no-sandbox`; a learner grading their own checkout gets one warning line.
    static func sandbox(for arguments: Arguments) -> Result<Sandbox, UsageError> {
        if arguments.noSandbox { return .success(Sandbox(kind: .none("--no-sandbox"))) }
        return accept(SandboxDetector.detect(), for: arguments)
    }

    /// What a found sandbox calls for: a refusal when grading for marks without one, warning
    /// lines otherwise.
    static func accept(_ sandbox: Sandbox, for arguments: Arguments) -> Result<Sandbox, UsageError> {
        guard let reason = sandbox.unavailableReason else {
            if let problem = sandbox.starterProblem, arguments.submission != nil || arguments.batch != nil {
                FileHandle.standardError.write(Data("grade.sh: warning: the sandbox's /tmp has no file limit (\(problem))\n".utf8))
            }
            return .success(sandbox)
        }
        if arguments.submission != nil || arguments.batch != nil {
            return .failure(UsageError("no sandbox to grade in (\(reason)); \(installAdvice) or pass --no-sandbox"))
        }
        FileHandle.standardError.write(Data("grade.sh: warning: your code runs without a sandbox (\(reason))\n".utf8))
        return .success(sandbox)
    }

    #if os(macOS)
    static let installAdvice = "sandbox-exec comes with macOS: check /usr/bin/sandbox-exec"
    #else
    static let installAdvice = "install bubblewrap (Debian, Ubuntu: apt-get install bubblewrap)"
    #endif

    static func fail(_ error: UsageError) -> Int32 {
        // A usage error may quote a path or a folder name of the submission.
        FileHandle.standardError.write(Data("grade.sh: \(TerminalText.escaped(error.description))\n".utf8))
        return 2
    }
}
