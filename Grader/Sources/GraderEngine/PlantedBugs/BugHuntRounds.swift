import GraderExecution

// MARK: - A hunt's runs, in three passes

/// What one run of a framework's tests saw.
typealias HuntRunOutcome = (run: PlantedBugRun, results: [TestResult])

/// The runs of one stage's bug hunt and what they add up to; how a run happens is the caller's
/// (`BugHuntJob.hunt` launches test processes, a simulation draws at random).
///
/// 1. Swift Testing in every run of the plan (the reference several times, each bug once).
/// 2. XCTest in every run but those of the bugs a valid Swift Testing test already caught:
///    nothing XCTest says can change their verdict, and for a finished stage that is nearly
///    half of the hunt's processes.
/// 3. The bugs caught so far run again (every one when grading for marks, a sample in the
///    learner's own loop), in the frameworks they ran in, and `CatchConfirmation` keeps only
///    the catches that happen again.
struct BugHuntRounds {
    let catalog: BugCatalog
    /// The runs, in order: a bug's index in the catalog, or `nil` for the reference.
    let plan: [Int?]
    /// How many runs may go on at once.
    let width: Int
    /// Which caught bugs run a second time.
    let confirmations: CatchConfirmation.Policy
    /// One run of a framework's tests with a bug on (or none); `nil` when the budget stopped it.
    let run: (_ bugIndex: Int?, _ framework: TestFramework) -> HuntRunOutcome?
    /// After each run: which pass, how many of its runs are done, and how many it has (for the
    /// progress line of a grade).
    var progress: (_ pass: Pass, _ done: Int, _ total: Int) -> Void = { _, _, _ in }
    /// Where a sample of confirmations is drawn from: the system's secure generator, or a
    /// simulation's seeded one, so that a simulated grade is the same on every run.
    var generator: any RandomNumberGenerator = SystemRandomNumberGenerator()

    /// The three passes, as the progress line names them.
    enum Pass: String {
        case swiftTesting = "Swift Testing runs"
        case xctest = "XCTest runs"
        case confirmation = "second runs of the bugs caught"
    }

    struct Result {
        /// The first two passes, sorted by kind.
        var sorted: SortedRuns
        /// The verdict after confirmation.
        var verdict: BugHuntVerdict
        /// Tests that gave different results on the same code.
        var unsteady: [String]
        /// Whether the budget stopped or cut short any run.
        var cutShort: Bool
    }

    func perform() -> Result {
        let swiftTesting = plan.concurrentMap(width: width, counted(.swiftTesting, total: plan.count) { run($0, .swiftTesting) })
        let settled = Self.caughtBySwiftTesting(catalog: catalog, plan: plan, runs: swiftTesting)
        // A reference run always needs XCTest; a bug run only when Swift Testing did not settle it.
        let needsXCTest = { (bugIndex: Int?) -> Bool in bugIndex.map { !settled.contains($0) } ?? true }
        let runXCTest = counted(.xctest, total: plan.filter(needsXCTest).count) { run($0, .xctest) }
        let xctest = plan.concurrentMap(width: width) { bugIndex -> HuntRunOutcome? in
            guard needsXCTest(bugIndex) else { return (PlantedBugRun(statuses: [:]), []) }
            return runXCTest(bugIndex)
        }
        let outcomes = zip(swiftTesting, xctest).map { first, second -> HuntRunOutcome? in
            guard var outcome = first, let second else { return nil }
            outcome.run.absorb(second.run)
            outcome.results += second.results
            return outcome
        }
        let sorted = SortedRuns(outcomes, plan: plan, catalog: catalog)
        let first = sorted.verdict(catalog: catalog)

        // Confirmation: caught bugs again (all, or a sample), in the frameworks their first run used.
        var generator = self.generator
        let caught = confirmations.chosen(from: catalog.bugs.indices.filter { first.bugs[$0].status.isCaught }, using: &generator)
        let frameworksOf = { (bugIndex: Int) -> [TestFramework] in needsXCTest(bugIndex) ? [.swiftTesting, .xctest] : [.swiftTesting] }
        let runAgain = counted(.confirmation, total: caught.map { frameworksOf($0).count }.reduce(0, +)) { (bugIndex: Int, framework: TestFramework) in
            run(bugIndex, framework)
        }
        let again = caught.concurrentMap(width: width) { bugIndex -> PlantedBugRun? in
            var merged: PlantedBugRun?
            for framework in frameworksOf(bugIndex) {
                guard let outcome = runAgain((bugIndex, framework)) else { return nil }
                if merged == nil { merged = outcome.run } else { merged?.absorb(outcome.run) }
            }
            return merged
        }
        var againByID: [String: PlantedBugRun] = [:]
        for (bugIndex, run) in zip(caught, again) {
            if let run { againByID[catalog.bugs[bugIndex].id] = run }
        }
        let judgement = CatchConfirmation.judge(first: first, firstRuns: sorted.bugs, again: againByID,
                                                confirming: Set(caught.map { catalog.bugs[$0].id }),
                                                reference: sorted.referenceRuns)
        return Result(sorted: sorted, verdict: judgement.verdict, unsteady: judgement.unsteady,
                      cutShort: sorted.cutShort || again.contains { $0 == nil })
    }

    /// `body`, telling `progress` after each call how many of the pass's `total` runs are done.
    private func counted<Input, Output>(_ pass: Pass, total: Int, _ body: @escaping (Input) -> Output) -> (Input) -> Output {
        let done = Locked(0)
        return { input in
            let output = body(input)
            progress(pass, done.withLock { count in
                count += 1
                return count
            }, total)
            return output
        }
    }

    /// The bugs whose Swift Testing run a valid Swift Testing test failed, crashed or hung in:
    /// caught, whatever their XCTest run would say. Judged as `BugHuntJudge` judges them, on
    /// the Swift Testing runs alone, which alone decide whether a Swift Testing test is valid.
    static func caughtBySwiftTesting(catalog: BugCatalog, plan: [Int?], runs: [HuntRunOutcome?]) -> Set<Int> {
        let sorted = SortedRuns(runs, plan: plan, catalog: catalog)
        // A reference run the budget cut short leaves validity unknown: nothing is settled.
        guard !sorted.referenceCutShort else { return [] }
        let verdict = sorted.verdict(catalog: catalog)
        return Set(verdict.bugs.indices.filter { !verdict.bugs[$0].status.catchingTests.isEmpty })
    }
}

/// A hunt's runs sorted by kind, as the judge takes them: what each reference run saw, and
/// each bug's run by id. A run the budget stopped or cut short is in neither.
struct SortedRuns {
    var reference: [HuntRunOutcome] = []
    var bugs: [String: PlantedBugRun] = [:]
    /// Whether the budget stopped or cut short a reference run; `cutShort`, any run.
    var referenceCutShort = false
    var cutShort = false
    /// What the reference runs say of each test.
    var referenceRuns = ReferenceRuns([])

    init(_ outcomes: [HuntRunOutcome?], plan: [Int?], catalog: BugCatalog) {
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
