import Foundation
import GraderExecution

// MARK: - The hunt: a stage's tests on the reference and with each planted bug

extension BugHuntJob {
    /// How many times the learner's tests run against the reference, among the bug runs.
    static let referenceRuns = 3

    /// Runs the stage's tests against the reference several times and with each planted bug
    /// on, in a random order, confirms each catch (`BugHuntRounds`), and judges.
    func hunt(stage: Int, catalog: BugCatalog, launcher: any TestLauncher, key: PlantedBugSwitch.Key,
              narrowing: NarrowedBugRuns? = nil) -> LearnerOutcome {
        let module = tests.module(stage)
        context.record(.running(.plantedBugs(learnerTests: tests == .learner, bugs: catalog.bugs.count), stage: stage))
        let hangs = ReferenceHangs()
        // Independent processes: on two cores, two at a time. Each run draws a fresh token.
        let rounds = BugHuntRounds(
            catalog: catalog, plan: BugHuntPlan.shuffled(bugCount: catalog.bugs.count, referenceRuns: Self.referenceRuns),
            width: launcher.maximumConcurrentRuns,
            confirmations: context.options.forMarks ? .everyCatch : .sample(CatchConfirmation.sampleSize),
            // The learner's own loop runs no bug whose code their tests never reach (`BugHuntRounds`).
            skipsUnreachedBugs: !context.options.forMarks,
            narrowing: context.options.forMarks ? nil : narrowing,
            run: { bugIndex, framework, tests in
                let token = { (bug: Int?) in PlantedBugSwitch.token(forBugAt: bug, bugCount: catalog.bugs.count, key: key) }
                var environment = [PlantedBugSwitch.environmentVariable: token(bugIndex)]
                if case .packed(let bugs) = tests {
                    environment[PlantedBugSwitch.testsVariable] = bugs.sorted { $0.key < $1.key }
                        .map { test, bug in test + "\t" + token(bug) }.joined(separator: "\n")
                }
                return runOnce(framework, module: module, only: tests.only, environment: environment, launcher: launcher,
                               hangs: hangs, isReference: bugIndex == nil && tests == .every)
            },
            // The progress line's "runs N of M": a few steps per pass, as a log has a line each.
            progress: { pass, done, total in
                guard done == 1 || done == total || done % max(1, total / 5) == 0 else { return }
                context.record(.huntProgress(stage: stage, pass: pass.rawValue, done: done, total: total))
            })
        var outcome = outcome(of: rounds.perform(), module: module)
        // Timeouts are never cached, the learner's tests' included: a re-grade runs them again.
        if hangs.sawTimeout { outcome.cacheable = false }
        return outcome
    }

    /// The learner's outcome from a hunt's result: the verdict, the wrong tests first, and why
    /// the hunt may not be complete.
    private func outcome(of hunt: BugHuntRounds.Result, module: String) -> LearnerOutcome {
        // A run the budget stopped or cut short says nothing about the tests: not judged.
        let budgetMessage = hunt.cutShort ? context.budget.spent ?? "the grading budget ran out" : nil
        var names: [String: String] = [:]
        var messages: [String: String] = [:]
        var harnessError: String?
        var fastest: [String: Double] = [:]
        for outcome in hunt.sorted.reference {
            if let error = outcome.run.harnessError { harnessError = error }
            for result in outcome.results {
                names[result.test.id] = result.test.fullName
                if let seconds = result.seconds { fastest[result.test.id] = min(fastest[result.test.id] ?? seconds, seconds) }
                if let message = result.message, messages[result.test.id] == nil { messages[result.test.id] = message }
            }
        }
        let reference = hunt.sorted.referenceRuns
        let verdict = hunt.verdict
        var allWrong = verdict.wrongTests.map { id in
            WrongTest(name: names[id] ?? id, status: reference.statuses[id] ?? .failed,
                      message: reference.inconsistent.contains(id) ? ReferenceRuns.inconsistentMessage : messages[id])
        }
        // A valid test that changed its result between two runs of one bug is wrong too.
        allWrong += hunt.unsteady.filter { !verdict.wrongTests.contains($0) }.map { id in
            WrongTest(name: names[id] ?? id, status: .failed, message: CatchConfirmation.unsteadyTestMessage)
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
        if !hunt.unsteady.isEmpty, message == nil {
            message = CatchConfirmation.unsteadyMessage
        }
        return LearnerOutcome(
            caught: verdict.caughtCount, total: verdict.totalCount,
            missed: verdict.missed.map { HuntedBug(id: $0.id, hint: $0.hint) },
            caughtBugs: verdict.bugs.filter { $0.status.isCaught }.map { result in
                HuntedBug(id: result.bug.id, hint: result.bug.hint,
                          caughtBy: result.status.catchingTests.map { names[$0] ?? $0 }, catchingIDs: result.status.catchingTests)
            },
            wrong: wrong, validTests: verdict.validTests.count,
            validTestNames: Dictionary(uniqueKeysWithValues: verdict.validTests.map { ($0, names[$0] ?? $0) }), message: message,
            cacheable: budgetMessage == nil && harnessError == nil && verdict.harnessErrors.isEmpty,
            slow: Self.slowTests(fastest: fastest, names: names, wrong: Set(verdict.wrongTests)))
    }

    /// The valid tests whose fastest reference run took `SlowTest.threshold` or more, slowest
    /// first; `nil` when none did. The fastest run, so that a busy machine does not name a test.
    static func slowTests(fastest: [String: Double], names: [String: String], wrong: Set<String>) -> [SlowTest]? {
        let slow = fastest.filter { $0.value >= SlowTest.threshold && !wrong.contains($0.key) }
            .map { SlowTest(name: names[$0.key] ?? $0.key, seconds: $0.value) }
            .sorted { ($0.seconds, $1.name) > ($1.seconds, $0.name) }
        return slow.isEmpty ? nil : slow
    }

    /// One run of the module's tests in one framework (those `only` names, or all), with the
    /// bugs its environment's tokens turn on (or none); `nil` when the budget was spent before
    /// it, or cut it short. A test that hangs or crashes costs only itself: the run goes on
    /// with the others.
    ///
    /// Hangs have the spec tests' limits (`HangLimits`): once any test of the hunt hung, every
    /// run has the shorter stall limit; and once the first reference run has given each test
    /// its verdict, a run stops after a few hangs (the first is not capped: a test it leaves
    /// unrun would be no valid test, and an honest student's other tests would lose their
    /// catches). Every launch and relaunch asks the budget what is left.
    private func runOnce(_ framework: TestFramework, module: String, only: [String]?, environment: [String: String],
                         launcher: any TestLauncher, hangs: ReferenceHangs, isReference: Bool) -> HuntRunOutcome? {
        if context.budget.spent != nil { return nil }
        let stall = hangs.known.isEmpty ? context.options.testStallTimeout : min(context.options.testStallTimeout, HangLimits.stallAfterHang)
        let session = RecoveringTestRunner.run(
            TestRunRequest(framework: framework, module: module, only: only, skip: hangs.known,
                           environment: environment,
                           timeout: context.options.testTimeout, stallTimeout: stall,
                           notesVariable: PlantedBugSwitch.reachedVariable),
            with: launcher, continuePastTimeouts: true,
            hangLimit: hangs.firstReferenceRunRecorded ? HangLimits.hangsPerSession : nil,
            stallAfterTimeout: HangLimits.stallAfterHang, timeLeft: { context.budget.left })
        if isReference { hangs.record(session) }
        hangs.noteTimeouts(in: session)
        if session.timedOut && context.budget.spent != nil { return nil }
        return (PlantedBugRun(session), session.results)
    }
}
