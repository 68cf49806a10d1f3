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
///
/// In the learner's own loop (`skipsUnreachedBugs`), the reference runs go first, in both
/// frameworks, and a bug whose code none of them reached runs no process: with its switch never
/// asked, its run would be the reference's, so it is judged on the first reference run's
/// results, and missed. A learner who writes the tests of one task at a time waits for that
/// task's bugs only. A bug that was reached runs its Swift Testing passes with only the tests
/// that reached its code (the others would run as on the reference, and keep the first
/// reference run's statuses): most of a run's time is its tests, and each bug's code is
/// reached by a few. What a run says it reached is the tested code's word: it can only add
/// runs and tests, and a hunt whose reference runs reached nothing at all (no notes, or notes
/// that could not be written) runs every bug with every test. Grading for marks runs every bug
/// with every test, in the plan's random order.
struct BugHuntRounds {
    let catalog: BugCatalog
    /// The runs, in order: a bug's index in the catalog, or `nil` for the reference.
    let plan: [Int?]
    /// How many runs may go on at once.
    let width: Int
    /// Which caught bugs run a second time.
    let confirmations: CatchConfirmation.Policy
    /// The reference runs first, and no run of a bug whose code they never reached.
    var skipsUnreachedBugs = false
    /// With the reference runs first: each bug's Swift Testing runs hold only the tests that
    /// reached its code, but for the bugs of `everyTest`; `nil` runs every test.
    var narrowing: NarrowedBugRuns?
    /// One run of a framework's tests with a bug on (or none): every test, some, or some each
    /// with a bug of its own (`HuntRunTests`); `nil` when the budget stopped it.
    let run: (_ bugIndex: Int?, _ framework: TestFramework, _ tests: HuntRunTests) -> HuntRunOutcome?
    /// After each run: which pass, how many of its runs are done, and how many it has (for the
    /// progress line of a grade).
    var progress: (_ pass: Pass, _ done: Int, _ total: Int) -> Void = { _, _, _ in }
    /// Where a sample of confirmations is drawn from: the system's secure generator, or a
    /// simulation's seeded one, so that a simulated grade is the same on every run.
    var generator: any RandomNumberGenerator = SystemRandomNumberGenerator()

    /// The three passes, as the progress line names them.
    enum Pass: String {
        case reference = "runs on the reference"
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
        let early = skipsUnreachedBugs ? referenceRunsFirst() : EarlyReferenceRuns()
        let unreached = early.unreachedBugs(catalog: catalog)
        let reaching = narrowing.map { early.swiftTestingTestsReaching(catalog: catalog, everyTest: $0.everyTest) } ?? [:]
        let narrowed = Set(plan.compactMap { $0 }.filter { !unreached.contains($0) && reaching[$0]?.isEmpty == false })
        let slots = Array(plan.indices)
        let launched = plan.filter { bugIndex in
            bugIndex.map { !unreached.contains($0) && reaching[$0]?.isEmpty != true } ?? early.swiftTesting.isEmpty
        }
        // A narrowed bug alone: its run of the tests that reached it (a pack that could not be
        // split, a second run); a bug no Swift Testing test reached: none.
        let swiftTestingAlone = { (bugIndex: Int) in
            early.swiftTestingRun(of: bugIndex, onlyReaching: reaching) { run(bugIndex, .swiftTesting, $0.map(HuntRunTests.only) ?? .every) }
        }
        let firstPacks = BugPacks.packing(narrowed.sorted(), reaching: reaching)
        let launchSwiftTesting = counted(.swiftTesting, total: firstPacks.count + launched.filter { !narrowed.contains($0 ?? -1) }.count) {
            (runTests: (bugIndex: Int?, tests: HuntRunTests)) in run(runTests.bugIndex, .swiftTesting, runTests.tests)
        }
        let packed = packedRuns(firstPacks, early: early, reaching: reaching) { launchSwiftTesting((nil, .packed($0))) }
        let swiftTesting = slots.concurrentMap(width: width) { slot -> HuntRunOutcome? in
            if let outcome = early.outcome(ofSlot: slot, in: plan, framework: .swiftTesting) { return outcome }
            guard let bugIndex = plan[slot] else { return launchSwiftTesting((nil, .every)) }
            if unreached.contains(bugIndex) { return early.asTheReferenceRan }
            if let outcome = packed[bugIndex] { return outcome }
            if narrowed.contains(bugIndex) || reaching[bugIndex] != nil { return swiftTestingAlone(bugIndex) }
            return launchSwiftTesting((bugIndex, .every))
        }
        let settled = Self.caughtBySwiftTesting(catalog: catalog, plan: plan, runs: swiftTesting).union(unreached)
        // A reference run always needs XCTest; a bug run only when Swift Testing did not settle it.
        let needsXCTest = { (bugIndex: Int?) -> Bool in bugIndex.map { !settled.contains($0) } ?? true }
        let runXCTest = counted(.xctest, total: launched.filter(needsXCTest).count) { run($0, .xctest, .every) }
        let xctest = slots.concurrentMap(width: width) { slot -> HuntRunOutcome? in
            if let outcome = early.outcome(ofSlot: slot, in: plan, framework: .xctest) { return outcome }
            guard needsXCTest(plan[slot]) else { return (PlantedBugRun(statuses: [:]), []) }
            return runXCTest(plan[slot])
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
        let againPacks = BugPacks.packing(caught.filter(narrowed.contains), reaching: reaching)
        let againAlone = caught.map { frameworksOf($0).count - (narrowed.contains($0) ? 1 : 0) }.reduce(0, +)
        let runAgain = counted(.confirmation, total: againPacks.count + againAlone) { (bugIndex: Int?, framework: TestFramework, tests: HuntRunTests) in
            run(bugIndex, framework, tests)
        }
        let packedAgain = packedRuns(againPacks, early: early, reaching: reaching) { runAgain((nil, .swiftTesting, .packed($0))) }
        let again = caught.concurrentMap(width: width) { bugIndex -> PlantedBugRun? in
            var merged: PlantedBugRun?
            for framework in frameworksOf(bugIndex) {
                let outcome = framework == .swiftTesting && narrowed.contains(bugIndex)
                    ? packedAgain[bugIndex] ?? swiftTestingAlone(bugIndex)
                    : runAgain((bugIndex, framework, .every))
                guard let outcome else { return nil }
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

    /// The Swift Testing runs of `packs` through `launch` (given each test's bug), split into
    /// each bug's run; a bug whose pack's run cannot be split is left out (it runs alone), and
    /// one whose pack the budget stopped has `nil`.
    private func packedRuns(_ packs: [[Int]], early: EarlyReferenceRuns, reaching: [Int: [String]],
                            launch: @escaping ([String: Int]) -> HuntRunOutcome?) -> [Int: HuntRunOutcome?] {
        let outcomes = packs.concurrentMap(width: width) { launch(BugPacks.assignments($0, reaching: reaching)) }
        let reference = early.firstSwiftTestingStatuses ?? [:]
        var runs: [Int: HuntRunOutcome?] = [:]
        for (pack, outcome) in zip(packs, outcomes) {
            for bug in pack {
                guard let outcome else {
                    runs[bug] = .some(nil)
                    continue
                }
                if let split = BugPacks.run(of: bug, in: outcome.run, reaching: reaching, reference: reference) {
                    runs[bug] = (split, [])
                }
            }
        }
        return runs
    }

    /// The plan's reference runs, in both frameworks, before any bug's.
    private func referenceRunsFirst() -> EarlyReferenceRuns {
        let count = plan.filter { $0 == nil }.count
        let runs = (0..<count).flatMap { _ in TestFramework.allCases }
        let outcomes = runs.concurrentMap(width: width, counted(.reference, total: runs.count) { run(nil, $0, .every) })
        var early = EarlyReferenceRuns()
        for (framework, outcome) in zip(runs, outcomes) {
            if framework == .swiftTesting { early.swiftTesting.append(outcome) } else { early.xctest.append(outcome) }
        }
        return early
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

/// The reference runs a hunt in the learner's own loop makes first (`BugHuntRounds`), in the
/// plan's order of reference runs; none when grading for marks.
struct EarlyReferenceRuns {
    var swiftTesting: [HuntRunOutcome?] = []
    var xctest: [HuntRunOutcome?] = []

    /// The early run of the plan's slot in `framework`, when the slot is a reference run's.
    func outcome(ofSlot slot: Int, in plan: [Int?], framework: TestFramework) -> HuntRunOutcome?? {
        guard plan[slot] == nil, !swiftTesting.isEmpty else { return nil }
        let ordinal = plan[..<slot].filter { $0 == nil }.count
        let runs = framework == .swiftTesting ? swiftTesting : xctest
        return ordinal < runs.count ? .some(runs[ordinal]) : nil
    }

    /// The indices of the catalog's bugs whose code no reference run reached; none when a
    /// reference run is missing, was cut short or could not run, or when the runs reached no
    /// bug at all: then there is nothing to go on, and every bug runs.
    func unreachedBugs(catalog: BugCatalog) -> Set<Int> {
        let runs = swiftTesting + xctest
        guard !runs.isEmpty else { return [] }
        var reached: Set<String> = []
        for outcome in runs {
            guard let outcome, outcome.run.harnessError == nil, outcome.run.reachedBy != nil else { return [] }
            reached.formUnion(outcome.run.reached)
        }
        guard !reached.isEmpty else { return [] }
        return Set(catalog.bugs.indices.filter { !reached.contains(catalog.bugs[$0].id) })
    }

    /// For each bug that the Swift Testing reference runs reached only inside tests they could
    /// name, by index: those tests, sorted (none for a bug that only XCTest reached). A bug
    /// left out runs every test: one reached outside a named test, or every bug when a run is
    /// missing, could not run, had its notes cut or reached nothing; and the bugs of `everyTest`.
    func swiftTestingTestsReaching(catalog: BugCatalog, everyTest: Set<String> = []) -> [Int: [String]] {
        guard !swiftTesting.isEmpty, !xctest.isEmpty else { return [:] }
        var tests: [String: Set<String>] = [:]
        for outcome in swiftTesting + xctest {
            guard let outcome, outcome.run.harnessError == nil, outcome.run.reachedBy != nil else { return [:] }
        }
        // Runs that reached no bug at all say nothing (`unreachedBugs`).
        guard (swiftTesting + xctest).contains(where: { $0?.run.reached.isEmpty == false }) else { return [:] }
        for case let (run, _)? in swiftTesting {
            // A bug the run reached by tests it did not name: by every test, as far as we know.
            for bug in run.reached { tests[bug, default: []].formUnion(run.reachedBy?[bug] ?? [""]) }
        }
        var reaching: [Int: [String]] = [:]
        for index in catalog.bugs.indices {
            let names = tests[catalog.bugs[index].id] ?? []
            if !names.contains(""), !everyTest.contains(catalog.bugs[index].id) { reaching[index] = names.sorted() }
        }
        return reaching
    }

    /// A Swift Testing run of a bug (or the reference) through `launch`: of only the tests that
    /// reached the bug's code when `reaching` names them, the others with the first reference
    /// run's statuses; none at all when no Swift Testing test reached it.
    func swiftTestingRun(of bugIndex: Int?, onlyReaching reaching: [Int: [String]],
                         launch: ([String]?) -> HuntRunOutcome?) -> HuntRunOutcome? {
        guard let bugIndex, let only = reaching[bugIndex], let reference = firstSwiftTestingStatuses else {
            return launch(nil)
        }
        guard !only.isEmpty else { return (PlantedBugRun(statuses: reference), []) }
        guard var outcome = launch(only) else { return nil }
        outcome.run = outcome.run.completed(by: reference)
        return outcome
    }

    /// What the first Swift Testing reference run said of each test, when it ran.
    var firstSwiftTestingStatuses: [String: TestStatus]? { swiftTesting.first??.run.statuses }

    /// A bug's run whose code was never reached: the first reference run's statuses, in both
    /// frameworks, and nothing else of it (a timeout with no test to blame would be a catch).
    var asTheReferenceRan: HuntRunOutcome? {
        guard let first = swiftTesting.first??.run, let second = xctest.first??.run else { return nil }
        return (PlantedBugRun(statuses: first.statuses.merging(second.statuses) { first, _ in first }), [])
    }
}
