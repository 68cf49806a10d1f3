import GraderExecution

// MARK: - The order of a bug hunt's runs, and what the reference runs agree on

/// The runs of one stage's bug hunt: each planted bug once (its index in the catalog) and the
/// reference several times (`nil`): one reference run first, the others shuffled among the bug
/// runs in an order no test can predict.
///
/// The reference runs are decoys as much as checks: a test that behaves one way the first
/// time and another way later, or that guesses which run it is in, is seen doing so by the
/// decoys. The first run is the reference so that a test that hangs on it is known at once and
/// left out of every later run (`ReferenceHangs`): it is wrong whatever those runs say.
enum BugHuntPlan {
    static func shuffled(bugCount: Int, referenceRuns: Int) -> [Int?] {
        var generator = SystemRandomNumberGenerator()
        return shuffled(bugCount: bugCount, referenceRuns: referenceRuns, using: &generator)
    }

    /// The same, drawn from `generator` (a simulation's seeded one).
    static func shuffled(bugCount: Int, referenceRuns: Int, using generator: inout some RandomNumberGenerator) -> [Int?] {
        let later: [Int?] = Array(repeating: nil, count: max(referenceRuns - 1, 0)) + (0..<bugCount).map { $0 }
        return (referenceRuns > 0 ? [nil] : []) + later.shuffled(using: &generator)
    }
}

/// The learner's tests that timed out on a reference run, shared by the runs of one hunt.
///
/// Such a test is wrong whatever else happens, so every run that starts later leaves it out
/// instead of waiting for it again. Bug runs and reference runs alike: the list of tests left
/// out says nothing about which run a test is in.
struct ReferenceHangs: Sendable {
    private let ids = LockedSet<String>()
    private let recorded = Locked(false)
    private let anyTimeout = Locked(false)

    var known: [String] { ids.sorted }

    /// Whether any run of the hunt, on the reference or with a bug, hit a time limit: its
    /// outcome is then never cached, as on a quieter machine the test may finish.
    var sawTimeout: Bool { anyTimeout.withLock { $0 } }

    func noteTimeouts(in session: TestSessionResult) {
        if session.timedOut || session.results.contains(where: { $0.status == .timeout }) {
            anyTimeout.withLock { $0 = true }
        }
    }

    /// Whether a reference run has given every test its verdict: the runs after it may stop
    /// after a few hangs (`HangLimits`), as they can leave no valid test unjudged.
    var firstReferenceRunRecorded: Bool { recorded.withLock { $0 } }

    func record(_ session: TestSessionResult) {
        ids.insert(contentsOf: session.results.filter { $0.status == .timeout }.map(\.test.id))
        recorded.withLock { $0 = true }
    }
}

/// What the reference runs say of each test: valid only when it passed every one of them.
struct ReferenceRuns {
    /// Each test's status on the reference, as the judge takes it.
    var statuses: [String: TestStatus] = [:]
    /// Tests that passed some reference runs and not others.
    var inconsistent: Set<String> = []

    static let inconsistentMessage =
        "it does not give the same result every time: it passed some runs against the reference and failed others"

    init(_ runs: [[String: TestStatus]]) {
        let ids = Set(runs.flatMap(\.keys))
        for id in ids {
            let seen = runs.map { $0[id] ?? .noResult }
            if seen.allSatisfy({ $0 == .passed }) {
                statuses[id] = .passed
            } else if seen.allSatisfy({ $0 == .skipped }) {
                statuses[id] = .skipped
            } else if seen.contains(.passed) {
                statuses[id] = .failed
                inconsistent.insert(id)
            } else {
                statuses[id] = seen.first { $0 != .skipped } ?? .failed
            }
        }
    }
}

extension PlantedBugRun {
    /// Adds what another framework's run of the same test process saw.
    mutating func absorb(_ other: PlantedBugRun) {
        statuses.merge(other.statuses) { first, _ in first }
        timedOutUnblamed = timedOutUnblamed || other.timedOutUnblamed
        crashedUnblamed = crashedUnblamed || other.crashedUnblamed
        harnessError = harnessError ?? other.harnessError
        reached.formUnion(other.reached)
        if let mine = reachedBy, let theirs = other.reachedBy {
            reachedBy = mine.merging(theirs) { $0.union($1) }
        } else {
            reachedBy = nil
        }
    }
}
