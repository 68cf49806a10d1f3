import Foundation
import SwiftSource

// MARK: - Which bugs the learner's own loop may run with only the tests that reached them

/// In the learner's own loop, a planted bug runs with only the tests that reached its code on
/// the reference (`BugHuntRounds`): a test that never runs the code cannot see the bug, unless
/// it reads a value that another test made with that code. Such values are the globals and
/// static stored properties, made once a process by the first test that reads them. So:
///
/// - a bug in the initializer of a reference's global or static property runs every test
///   (`everyTest`): the test that made the value is not the only one that sees it;
/// - when a learner's test file keeps a global or static value made by calling code that has a
///   planted bug (or by calling a function at all, whose body nobody here reads), no bug is
///   narrowed: the hunt runs every test, as grading for marks does.
struct NarrowedBugRuns: Sendable, Hashable {
    /// The ids of the bugs that run every test.
    var everyTest: Set<String>

    /// The rule for a stage's hunt, from its catalog, its reference's files and the learner's
    /// test files; `nil` when no bug may be narrowed.
    static func rule(catalog: BugCatalog, reference: [String: String], tests: [String: Data]) -> NarrowedBugRuns? {
        var everyTest: Set<String> = []
        var namesReachingBugs: Set<String> = []
        var tokens: [String: [SwiftToken]] = [:]
        for bug in catalog.bugs {
            guard let source = reference[bug.file],
                  let offset = TextSearch.offsets(of: bug.findText, in: source).first else { return nil }
            let fileTokens = tokens[bug.file] ?? SwiftTokenizer.tokens(of: source)
            tokens[bug.file] = fileTokens
            if SwiftScan.runsOncePerProcess(at: offset, in: fileTokens) { everyTest.insert(bug.id) }
            namesReachingBugs.formUnion(SwiftScan.namesReaching(offset: offset, in: fileTokens))
        }
        for (path, data) in tests where path.hasSuffix(".swift") {
            let source = String(decoding: data, as: UTF8.self)
            for initializer in SwiftScan.sharedValueInitializers(in: source)
            where mayRunPlantedBugs(initializer, names: namesReachingBugs) {
                return nil
            }
        }
        return NarrowedBugRuns(everyTest: everyTest)
    }

    /// Whether a shared value's initializer may run a planted bug's code: it names what reaches
    /// one (an argument's label aside), or calls a function or method (`make()`, `.init(`,
    /// `x.load()`, `list.map {`).
    private static func mayRunPlantedBugs(_ initializer: [SwiftToken], names: Set<String>) -> Bool {
        let followers: [SwiftToken?] = Array(initializer.dropFirst()) + [nil]
        return zip(initializer, followers).contains { token, next in
            guard token.kind == .word, next?.isPunctuation(":") != true else { return false }
            if names.contains(token.text) { return true }
            let isCall = next?.isPunctuation("(") == true || next?.isPunctuation("{") == true
            return isCall && token.text.first.map { !$0.isUppercase } == true
        }
    }
}
