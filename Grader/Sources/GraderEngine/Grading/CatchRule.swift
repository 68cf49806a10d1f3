import GraderExecution

// MARK: - A catch needs working code and a test that passes on it

/// Which of the hunt's catches count (issue 38). A planted bug counts as caught only when
/// 1. a test caught it that passes every reference run (the hunt's rule, `BugHuntJudge`),
/// 2. that test also passes on the learner's own stage code, and
/// 3. the learner's code passes every spec test of one of the bug's tasks (the catalog's
///    `tasks`: the tasks whose spec tests catch it, which `verify` proves).
///
/// So a test that states no expected value (one that fails when a hash of the outputs lands in
/// its bucket, say) earns nothing with code that does not work, and a learner who writes tests
/// first sees their catches arrive task by task as their code turns green. A golden master of
/// the learner's own working code is a real test and keeps its catches.
enum CatchRule {
    static func apply(_ learner: LearnerOutcome, catalog: BugCatalog?, own: OwnCodeOutcome?, spec: SpecOutcome) -> LearnerOutcome {
        var learner = learner
        learner.failingOnOwnCode = failingTests(learner, own: own)
        learner.ownCodeProblem = problem(own: own, spec: spec)
        guard !learner.caughtBugs.isEmpty else { return learner }

        let tasksDone = doneTasks(spec)
        let passingOwnCode = Set((own?.results ?? [:]).filter { $0.value.status == .passed }.keys)
        var counted: [HuntedBug] = []
        var waiting: [HuntedBug] = []
        for bug in learner.caughtBugs {
            let bugTasks = catalog?.bugs.first { $0.id == bug.id }?.tasks ?? []
            let catchers = bug.caughtBy ?? []
            let passing = bug.catchingIDs.map(passingOwnCode.contains)
            let ownCatchers = zip(catchers, passing).filter(\.1).map(\.0)
            // A run that hung or crashed with no test to blame: some test must pass on the learner's code.
            let passesOwnCode = catchers.isEmpty ? !passingOwnCode.isEmpty : !ownCatchers.isEmpty
            var bug = bug
            if let problem = learner.ownCodeProblem {
                bug.waitingFor = problem
            } else if !bugTasks.isEmpty && !bugTasks.contains(where: tasksDone.contains) {
                bug.waitingFor = "your tests catch it; it counts once your code passes the spec tests of "
                    + bugTasks.map { "Task \($0)" }.joined(separator: " or ")
            } else if !passesOwnCode {
                bug.waitingFor = catchers.isEmpty ? "none of your tests passes on your own code yet"
                    : "caught only by " + catchers.map { "`\($0)`" }.joined(separator: ", ")
                    + ", which fail\(catchers.count == 1 ? "s" : "") on your own code: it counts when your code passes "
                    + (catchers.count == 1 ? "it" : "one of them")
            }
            if bug.waitingFor == nil {
                bug.caughtBy = ownCatchers
                bug.catchingIDs = zip(bug.catchingIDs, passing).filter(\.1).map(\.0)
                counted.append(bug)
            } else {
                bug.caughtBy = nil
                bug.catchingIDs = []
                waiting.append(bug)
            }
        }
        learner.caughtBugs = counted
        learner.caught = counted.count
        learner.missed = inCatalogOrder(learner.missed + waiting, catalog: catalog)
        return learner
    }

    /// Why no catch can count yet, when none can.
    static func problem(own: OwnCodeOutcome?, spec: SpecOutcome) -> String? {
        switch spec.kind {
        case .ran: break
        case .compileError: return "your tests catch it; it counts once your stage code compiles"
        case .tampered: return nil
        case .timeout, .notGraded, .graderError: return "your tests catch it; it counts once your stage code can be graded"
        }
        guard let own else { return "your tests catch it; it counts once they have run against your own code" }
        switch own.kind {
        case .ran: return nil
        case .compileError: return "your tests catch it; it counts once they compile against your own code"
        case .notRun: return "your tests catch it; it counts once they can run against your own code"
            + (own.message.map { " (\($0))" } ?? "")
        }
    }

    /// The tasks whose every spec test passed on the learner's code.
    static func doneTasks(_ spec: SpecOutcome) -> Set<Int> {
        guard spec.kind == .ran else { return [] }
        var passed: [Int: Bool] = [:]
        for result in spec.results {
            guard let task = result.test.suite.flatMap(StageTasks.parse(suite:))?.task else { continue }
            passed[task] = (passed[task] ?? true) && result.status.isPassed
        }
        return Set(passed.filter(\.value).keys)
    }

    /// The learner's tests that pass every reference run but not on the learner's own code
    /// (one the run there never reached has no result), by name.
    static func failingTests(_ learner: LearnerOutcome, own: OwnCodeOutcome?) -> [WrongTest] {
        guard let own, own.kind == .ran else { return [] }
        return learner.validTestNames.compactMap { id, name -> WrongTest? in
            let result = own.results[id]
            let status = result?.status ?? .noResult
            guard !status.isPassed && status != .skipped else { return nil }
            return WrongTest(name: name, status: status, message: result?.message)
        }.sorted { $0.name < $1.name }
    }

    private static func inCatalogOrder(_ bugs: [HuntedBug], catalog: BugCatalog?) -> [HuntedBug] {
        guard let catalog else { return bugs }
        let position = Dictionary(uniqueKeysWithValues: catalog.bugs.enumerated().map { ($1.id, $0) })
        return bugs.sorted { (position[$0.id] ?? .max) < (position[$1.id] ?? .max) }
    }
}
