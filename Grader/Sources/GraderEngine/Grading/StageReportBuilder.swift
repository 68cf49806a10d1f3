import GraderExecution

// MARK: - From outcomes to a stage's report

/// Combines the outcomes of a stage's pipelines into what the learner reads: the one place a
/// stage's report is made (for `GradeReportBuilder`).
///
/// A stage whose tests could not run still counts every spec test it has (`declared`), all
/// failed, and every planted bug: a class's totals add up whatever each stage's status.
enum StageReportBuilder {
    static func report(
        stage: Int, spec: SpecOutcome, learner: LearnerOutcome?, specFolder: String, files: [GradedFile] = [],
        tasks: [(task: Int, title: String)] = [], refused: [RefusedFile] = [], declared: DeclaredTotals? = nil,
        mutants: MutantChallenge? = nil, workDigest: String? = nil, specChanges: [String]? = nil
    ) -> StageReport {
        // Trust: foreign symbols in the learner's tests make the whole stage tampered too.
        let tampered = spec.kind == .tampered || learner?.tampered != nil
        let passed = tampered ? 0 : spec.results.filter { $0.status.isPassed }.count
        // The results when any came back: they name what really ran.
        let total = spec.results.isEmpty ? declared?.specTests ?? 0 : spec.results.count
        let counts = SpecCounts(passed: passed, failed: total - passed, total: total)
        // Forged results earn nothing in the stage, the bug hunt included.
        let bugs = learner.map { learner in
            BugCounts(caught: tampered ? 0 : learner.caught,
                      total: learner.total == 0 ? declared?.plantedBugs ?? 0 : learner.total)
        }

        let status: StageStatus
        switch learner?.tampered != nil ? .tampered : spec.kind {
        case .compileError: status = .compileError
        case .timeout: status = .timeout
        case .notGraded: status = .incomplete
        case .graderError: status = .graderError
        case .tampered: status = .tampered
        case .ran:
            let specDone = counts.total > 0 && counts.failed == 0 && spec.message == nil
            // A test of the learner's that crashes every `swift test` of the stage (their own run
            // crashes too) keeps it from complete, whatever the grader could run around it.
            let bugsDone = learner.map { learner in
                learner.caught == learner.total && learner.message == nil
                    && !learner.wrong.contains { KnownMistake.of($0)?.crashesEveryRun == true }
            } ?? true
            status = specDone && bugsDone ? .complete : .incomplete
        }

        // A test that failed, crashed or hung comes before one that never ran because of it;
        // among them, the first in the workbook's order (`Task 2` before `Task 10`), whatever
        // order the results came in.
        let inTaskOrder = spec.results.sorted { TaskOrder.precedes($0.test, $1.test) }
        let firstFailing = inTaskOrder.first { !$0.status.isPassed && $0.status != .noResult }
            ?? inTaskOrder.first { !$0.status.isPassed }
        // Two multi-line strings that differ: the line where they do, not the first lines of both.
        let firstFailure = firstFailing.map { result in
            FirstFailure(name: result.test.fullName, status: result.status,
                         message: result.message.map { MultilineDifference.readable($0) ?? $0 },
                         file: result.test.file, line: result.test.line,
                         hint: hint(stage: stage, suite: result.test.suite))
        }
        var report = StageReport(
            stage: stage, status: status, message: spec.message,
            spec: counts, bugs: bugs,
            tests: spec.results.map {
                ReportedTest(name: $0.test.fullName, status: $0.status, message: $0.message, file: $0.test.file, line: $0.test.line)
            },
            bugsMissed: learner?.missed.map(\.reported) ?? [],
            bugsCaught: tampered ? [] : learner?.caughtBugs.map(\.reported) ?? [], wrongTests: learner?.wrong ?? [],
            failingOnYourCode: learner.map { tampered ? [] : $0.failingOnOwnCode },
            firstFailure: firstFailure,
            compileErrors: spec.compileErrors,
            learnerTestsMessage: learner.flatMap { learner in
                guard let message = learner.message else { return nil }
                // The compiler's own words first, then what they can mean.
                return ([message] + learner.compileErrors.map { "  " + $0 } + [learner.advice].compactMap { $0 })
                    .joined(separator: "\n")
            },
            files: files)
        report.refusedFiles = refused
        report.slowTests = learner?.slow
        report.tasks = StageTasks.progress(declared: tasks, results: tampered ? [] : spec.results)
        report.mutants = mutants
        report.workDigest = workDigest
        if let specChanges {
            report.flagSpecChanges(specChanges, folder: specFolder)
        }
        return report
    }

    /// "See Exercises/Stage1.md, Task 2." from a suite named `Task 2: …`: the stage's own file
    /// of the workbook (`Workbook`).
    static func hint(stage: Int, suite: String?) -> String {
        let page = Workbook.stagePath(stage)
        guard let suite, let number = StageTasks.digits(inSuite: suite) else { return "See \(page)." }
        return "See \(page), Task \(number)."
    }
}
