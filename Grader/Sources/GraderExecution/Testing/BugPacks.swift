import Foundation

// MARK: - Several planted bugs in one run, each with the tests that reach it

/// Which tests one run of a hunt holds, and with which bug on.
package enum HuntRunTests: Sendable, Hashable {
    /// Every test of the module, with the run's bug on (or none).
    case every
    /// These tests only, with the run's bug on.
    case only([String])
    /// These tests only, each with its own bug on, by the bug's index in the catalog (the
    /// run's own token turns on none).
    case packed([String: Int])

    /// The tests the run holds; `nil` for every test.
    package var only: [String]? {
        switch self {
        case .every: nil
        case .only(let tests): tests
        case .packed(let bugs): bugs.keys.sorted()
        }
    }
}

/// The learner's own loop runs the bugs it narrows (each with only the tests that reached its
/// code) in packs: one process for bugs whose tests do not overlap, each test with its own
/// bug on (`PlantedBugSwitch.testsVariable`). A test runs the same code as in a run of its bug
/// alone, so its status is the same; a stage 4 hunt of the model tests needs some twenty
/// processes instead of sixty (the floor is the most bugs one test reaches).
package enum BugPacks {
    /// `bugs` (indices) in packs whose tests do not overlap: the bugs with the most tests
    /// first, each into the first pack it fits, so that the packs come out few and even.
    package static func packing(_ bugs: [Int], reaching: [Int: [String]]) -> [[Int]] {
        var packs: [(bugs: [Int], tests: Set<String>)] = []
        let order = bugs.sorted { (reaching[$0]?.count ?? 0, $1) > (reaching[$1]?.count ?? 0, $0) }
        for bug in order {
            let tests = Set(reaching[bug] ?? [])
            if let index = packs.firstIndex(where: { $0.tests.isDisjoint(with: tests) }) {
                packs[index].bugs.append(bug)
                packs[index].tests.formUnion(tests)
            } else {
                packs.append(([bug], tests))
            }
        }
        return packs.map(\.bugs)
    }

    /// Each test of `pack` with the bug it runs with.
    package static func assignments(_ pack: [Int], reaching: [Int: [String]]) -> [String: Int] {
        var bugs: [String: Int] = [:]
        for bug in pack {
            for test in reaching[bug] ?? [] { bugs[test] = bug }
        }
        return bugs
    }
}
