// MARK: - The order of a bug hunt's runs, and what the reference runs agree on

/// The runs of one stage's bug hunt, in an order no test can predict: each planted bug once
/// (its index in the catalog) and the reference several times (`nil`), shuffled.
///
/// The reference runs are decoys as much as checks: a test that behaves one way the first
/// time and another way later, or that guesses which run it is in, is seen doing so.
enum BugHuntPlan {
    static func shuffled(bugCount: Int, referenceRuns: Int) -> [Int?] {
        var generator = SystemRandomNumberGenerator()
        let runs: [Int?] = Array(repeating: nil, count: referenceRuns) + (0..<bugCount).map { $0 }
        return runs.shuffled(using: &generator)
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
    }
}
