import Foundation

// MARK: - The hunt: a stage's tests on the reference and with each planted bug

extension BugHuntJob {
    /// How many times the learner's tests run against the reference, among the bug runs.
    static let referenceRuns = 3

    /// Runs the stage's tests against the reference several times and once with each planted
    /// bug on, in a random order, and judges.
    func hunt(stage: Int, catalog: BugCatalog, launcher: any TestLauncher, key: PlantedBugSwitch.Key) -> LearnerOutcome {
        let module = tests.module(stage)
        context.log("Running your tests of stage \(stage) against the reference and \(catalog.bugs.count) planted bugs…")

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
        let budgetMessage = sorted.cutShort ? context.budget.spent ?? "the grading budget ran out" : nil
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
        if context.budget.spent != nil { return nil }
        let session = RecoveringTestRunner.run(
            TestRunRequest(framework: framework, module: module, skip: hangs.known,
                           environment: [PlantedBugSwitch.environmentVariable: token],
                           timeout: context.budget.timeLimit(context.options.testTimeout),
                           stallTimeout: context.options.testStallTimeout),
            with: launcher, continuePastTimeouts: true)
        if isReference { hangs.record(session) }
        if session.timedOut && context.budget.spent != nil { return nil }
        return (PlantedBugRun(session), session.results)
    }
}
