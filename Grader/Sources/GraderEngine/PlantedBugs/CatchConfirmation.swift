// MARK: - A catch counts only when it happens again

/// Judges a hunt's catches after each caught bug was run a second time.
///
/// A test that fails at random passes the reference runs often enough, and then "catches"
/// whatever bug runs it happens to fail in. So catches count only when they are confirmed: a
/// caught bug's second run is caught too, by one of the same tests (or, for a run that crashed
/// or hung with no test to blame, again). And since a student may write a thousand random
/// tests, one of which is bound to confirm something, the rule is for the whole stage: when any
/// test gives different results on the same code (two reference runs, or the two runs of one
/// bug), the stage's tests catch nothing until it is fixed. A deterministic suite never trips it.
///
/// Grading for marks, every caught bug runs twice. In the learner's own loop, up to
/// `sampleSize` do, chosen at random when more were caught: a test that fails at random and
/// catches more than that many bugs must fail every one of the chosen again, which its luck
/// does not stretch to, and one that catches fewer has all of them checked. The bounds are in
/// `Grader/README.md` ("Luck, bounded") and are proved by `CatchConfirmationSimulationTests`;
/// for a finished stage 4 (58 bugs) the sample saves 50 test runs of every re-grade.
enum CatchConfirmation {
    /// How many caught bugs run a second time in the learner's own loop, at most.
    static let sampleSize = 8

    /// Which caught bugs run a second time.
    enum Policy: Sendable {
        case everyCatch
        /// At most this many, chosen at random.
        case sample(Int)

        /// The caught bugs (catalog indices) that run again, in catalog order; a sample is
        /// drawn from `generator`.
        func chosen(from caught: [Int], using generator: inout some RandomNumberGenerator) -> [Int] {
            guard case .sample(let size) = self, caught.count > size else { return caught }
            return Array(caught.shuffled(using: &generator).prefix(size)).sorted()
        }
    }

    /// What confirmation made of a hunt.
    struct Judgement {
        var verdict: BugHuntVerdict
        /// Tests that gave different results on the same code, by id, sorted.
        var unsteady: [String]
    }

    /// - Parameters:
    ///   - first: The verdict of the first runs.
    ///   - firstRuns: Each bug's first run, by id.
    ///   - again: The second run of each bug in `confirming`, by id; missing when the budget cut
    ///     it short.
    ///   - confirming: The caught bugs that ran again; the others keep their first verdict.
    ///   - reference: What the reference runs say of each test.
    static func judge(first: BugHuntVerdict, firstRuns: [String: PlantedBugRun], again: [String: PlantedBugRun],
                      confirming: Set<String>, reference: ReferenceRuns) -> Judgement {
        var unsteady = reference.inconsistent
        for (id, second) in again {
            guard let run = firstRuns[id] else { continue }
            for (test, status) in second.statuses where status != .noResult {
                if let before = run.statuses[test], before != .noResult, before != status { unsteady.insert(test) }
            }
        }
        var verdict = first
        for index in verdict.bugs.indices where verdict.bugs[index].status.isCaught {
            let id = verdict.bugs[index].bug.id
            guard unsteady.isEmpty else {
                verdict.bugs[index].status = .missed
                continue
            }
            guard confirming.contains(id) else { continue }
            let second = again[id].map { BugHuntJudge.status(of: $0, validTests: first.validTests) } ?? .missed
            verdict.bugs[index].status = confirmed(verdict.bugs[index].status, second)
        }
        return Judgement(verdict: verdict, unsteady: unsteady.sorted())
    }

    /// A first catch and the second run's verdict: caught by the tests that caught both times,
    /// or by a run that broke both times; missed otherwise.
    static func confirmed(_ first: BugHuntVerdict.Status, _ second: BugHuntVerdict.Status) -> BugHuntVerdict.Status {
        guard first.isCaught, second.isCaught else { return .missed }
        let before = first.catchingTests
        let after = Set(second.catchingTests)
        if before.isEmpty || after.isEmpty { return first }
        let both = before.filter(after.contains)
        return both.isEmpty ? .missed : .caughtByTests(both)
    }

    /// What the report says when the stage's catches do not count.
    static let unsteadyMessage = "a test of yours gave different results on the same code (see below): "
        + "until every test gives the same result every time, your tests catch no planted bug in this stage, "
        + "since a test that fails at random could catch bugs by chance"

    /// What the report says of a test that changed its result between two runs of one bug.
    static let unsteadyTestMessage =
        "it does not give the same result every time: two runs with the same code gave different results"
}
