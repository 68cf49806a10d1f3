import Foundation
import SwiftSource

// MARK: - The files that play spec tests again on fresh rows

/// What `FreshScenario` adds to a stage's twins:
///
/// - two worlds, each a copy of every spec file the tests that qualify need (theirs, and the
///   stubs of `Support/` and `Doubles/` they mention, and what those mention), with every name
///   the spec files declare at their top level under a generated name of its own, no test
///   and no `@Suite`, so nothing in them runs by itself: one against the learner's module, one
///   against the oracle (`@testable import` of the oracle); each with an observer per test,
///   in an extension of its suite, so that the suite's private helpers are in reach; the
///   oracle's world is a library of its own (`Written.oracleWorld`), which no learner's code
///   reaches, so a class whose students' code differs compiles it once, not once per student;
/// - in both worlds, the same sample numbers drawn again (`FreshSampleData`): a test that loads
///   the doubles' games or transactions, or a suite's canned JSON, sees other numbers than the spec's;
///   and each list of the stage's values one longer (`SwiftScan.lengthenedSampleLists`, done by
///   the writer on the `sources` it gives): three sample games are four, a report of two days three;
/// - one file of checks, each playing a test on fresh rows in both worlds and expecting the
///   same notes.
///
/// A spec file that extends, at its top level, a type that neither the stage nor the spec files
/// declare (`extension String`) cannot be copied, as the copy's members would clash with the
/// twin's: the tests that need it are not played again. A spec file with state its tests share
/// (`sharesState`: a canned answer in a static) is copied like any other, its copies' statics
/// their own, and the checks of the tests that need it run one at a time.
struct FreshScenarioFiles {
    /// Spec file path → source, and the tests found in it.
    let sources: [String: String]
    let scanned: [String: [SwiftScan.ScannedTest]]
    /// Suite type → its twin's generated name: a suite with no twin is not played again.
    let twinTypes: [String: String]
    /// The learner's library (`Stage2`), the oracle's generated module name, and the name of
    /// the library its world is compiled in.
    let library: String
    let oracle: String
    let oracleWorld: String
    /// The twins' module, where the checks and the learner's world are compiled, and the spec
    /// tests' own (`Stage4Spec`): a note names a world's type with its module, which the
    /// checks write as the spec's.
    let twinModule: String
    let publicModule: String
    /// The stage's top-level functions: a test that `FreshInputs` asks again is left to it.
    let functions: Set<String>
    /// The types the stage declares (the workbook's), which a spec file may extend.
    let stageTypes: Set<String>
    /// The learner's code compiled a second time under this name, with the stage's resources
    /// drawn again (`FreshResources`): the copies against the learner's code import it, as the
    /// oracle's import the oracle, extensions and all. `nil`: they import the learner's library.
    var learnerCopyModule: String? = nil
    /// The JSON keys of the stage's resources (`ProductData.json`): keys a decoder of the stage reads.
    var resourceKeys: Set<String> = []

    struct Written {
        /// Generated file name → text: the twins' files (the checks, the learner's world).
        var files: [String: String] = [:]
        /// The oracle's world (`oracleWorld`): generated file name → text.
        var oracleWorld: [String: String] = [:]
        /// Each check's key → the key of the public spec test it asks again.
        var freshOf: [String: String] = [:]
    }

    func write(checksPerTest: Int, random: inout SeededRandom) -> Written {
        let paths = sources.keys.sorted()
        let topLevel = Dictionary(uniqueKeysWithValues: paths.map { ($0, SwiftScan.topLevel(in: sources[$0]!)) })
        var sampleData = FreshSampleData(stageTypes: stageTypes)
        let (scenarios, world, serialized) = chosenScenarios(topLevel: topLevel, sampleData: sampleData)
        var written = Written()
        guard !world.isEmpty else { return written }

        // Every top-level name of the world's files gets a name of its own in each copy.
        let declared = Set(world.flatMap { topLevel[$0]!.declared }).sorted()
        var theirNames: [String: String] = [:]
        var myNames: [String: String] = [:]
        for name in declared { theirNames[name] = random.identifier(prefix: "K") }
        for name in declared { myNames[name] = random.identifier(prefix: "K") }
        let doubles = Set(world.filter { scanned[$0]!.isEmpty })
        sampleData.draw(for: world.sorted().map { (sources[$0]!, doubles.contains($0)) }, random: &random)
        var theirs: [String: [String]] = [:]
        var mine: [String: [String]] = [:]
        for path in world.sorted() {
            guard let copy = moduleCopy(of: sources[path]!, module: oracle, renamed: theirNames) else { return Written() }
            theirs[path] = [copy]
            if let learnerCopyModule {
                guard let myCopy = moduleCopy(of: sources[path]!, module: learnerCopyModule, renamed: myNames) else { return Written() }
                mine[path] = [myCopy]
            } else {
                mine[path] = [learnerCopy(of: sources[path]!, renamed: myNames)]
            }
        }
        let checkSuite = random.identifier(prefix: "K")
        let serialSuite = random.identifier(prefix: "K")
        let normalize = random.identifier(prefix: "k")
        let require = random.identifier(prefix: "k")
        let play = random.identifier(prefix: "k")
        var checks: [String] = []
        var serialChecks: [String] = []
        for path in scenarios.keys.sorted() {
            for (test, scenario) in scenarios[path]! {
                let notes = random.identifier(prefix: "n")
                let myObserver = random.identifier(prefix: "k")
                let theirObserver = random.identifier(prefix: "k")
                let (mySuite, theirSuite) = (myNames[scenario.suite]!, theirNames[scenario.suite]!)
                // The factor of the test's quantities: none of them becomes a number the spec writes.
                let scale = scenario.scalesQuantities ? scenario.scale(for: scenario.quantities, &random) : 1
                mine[path]! += ["", "extension \(mySuite) {"]
                    + scenario.observer(named: myObserver, notes: notes, require: require, scale: scale).map { Self.renaming($0, myNames) } + ["}"]
                theirs[path]! += ["", "extension \(theirSuite) {"]
                    + scenario.observer(named: theirObserver, notes: notes, require: require, scale: scale).map { Self.renaming($0, theirNames) } + ["}"]
                let check = random.identifier(prefix: "k")
                var lines = ["    @MainActor @Test func \(check)() async {"]
                for arguments in scenario.freshArguments(count: checksPerTest, random: &random) {
                    lines += Self.check(arguments, mine: "\(mySuite)().\(myObserver)", theirs: "\(theirSuite)().\(theirObserver)", play: play)
                }
                lines += ["    }", ""]
                // Checks of a world with shared state (a canned answer in a static) one at a
                // time, as the spec's own suite runs its tests; each world has its own statics.
                if serialized.contains(path) { serialChecks += lines } else { checks += lines }
                let suite = serialized.contains(path) ? serialSuite : checkSuite
                written.freshOf[SpecTwins.key(suite: suite, function: check)] = SpecTwins.key(suite: test.suite, function: test.function)
            }
        }
        // Every copy written out with the sample numbers drawn again (the same in both copies).
        for path in world.sorted() {
            let rewritten = [mine[path]!, theirs[path]!].map { sampleData.rewritten($0.joined(separator: "\n"), doubles: doubles.contains(path)) + "\n" }
            written.files[random.identifier(prefix: "F") + ".swift"] = rewritten[0]
            written.oracleWorld[random.identifier(prefix: "F") + ".swift"] = rewritten[1]
        }
        let requireError = random.identifier(prefix: "K")
        // The oracle's world has the `#require` functions of its own, under the same names.
        written.oracleWorld[random.identifier(prefix: "F") + ".swift"] = Self.requirement(named: require, error: requireError).joined(separator: "\n")
        let checksFile = ["import Testing", "@testable import \(oracleWorld)", "", "struct \(checkSuite) {"] + checks + ["}", ""]
            + (serialChecks.isEmpty ? [] : ["@Suite(.serialized) struct \(serialSuite) {"] + serialChecks + ["}", ""])
            + Self.player(named: play, normalize: normalize)
            + normalizer(named: normalize, renamed: [theirNames, myNames])
            + Self.requirement(named: require, error: requireError)
        written.files[random.identifier(prefix: "F") + ".swift"] = checksFile.joined(separator: "\n")
        return written
    }

    /// The tests played again, by spec file, the files their copies need, and the spec files
    /// whose tests need a file with shared state (`SwiftScan.sharesState`).
    private func chosenScenarios(topLevel: [String: (declared: [String], extended: [String])], sampleData: FreshSampleData)
        -> (scenarios: [String: [(test: SwiftScan.ScannedTest, scenario: FreshScenario)]], world: Set<String>, serialized: Set<String>) {
        let paths = sources.keys.sorted()
        var owner: [String: String] = [:]
        for path in paths { for name in topLevel[path]!.declared { owner[name] = owner[name] ?? path } }
        let copyable = Set(paths.filter { path in
            topLevel[path]!.extended.allSatisfy { owner[$0] != nil || stageTypes.contains($0) }
        })
        let sharing = Set(paths.filter { SwiftScan.sharesState(sources[$0]!) })
        let withSampleData = Set(paths.filter { !sampleData.samples(in: sources[$0]!, doubles: scanned[$0]!.isEmpty).isEmpty })
        // The files a spec file needs: itself, and every file that declares a word it uses.
        let others = Dictionary(uniqueKeysWithValues: paths.map { path in
            (path, Set(SwiftTokenizer.tokens(of: sources[path]!).compactMap { $0.kind == .word ? owner[$0.text] : nil }))
        })
        func needs(_ path: String) -> Set<String> {
            var needed: Set<String> = [path]
            var pending = [path]
            while let next = pending.popLast() {
                for other in others[next]! where needed.insert(other).inserted { pending.append(other) }
            }
            return needed
        }
        let texts = paths.map { sources[$0]! }
        let helpers = SwiftScan.closureHelpers(in: texts)
        let statusTakers = SwiftScan.statusTakers(in: texts)
        // A JSON key two texts of the spec write, or a resource of the stage, is one a decoder
        // may read; a key of one text alone is the point of that text's row (a missing key).
        let json = FreshScenario.KnownJSON(keys: Set(SwiftScan.jsonKeyUses(in: texts).filter { $0.value > 1 }.keys).union(resourceKeys),
                                           listElement: SwiftScan.jsonListElement(in: texts))
        var scenarios: [String: [(test: SwiftScan.ScannedTest, scenario: FreshScenario)]] = [:]
        var world: Set<String> = []
        var serialized: Set<String> = []
        for path in paths {
            let needed = needs(path)
            // With sample data in reach, a test with no number of its own is played again too.
            let loadsSampleData = !needed.isDisjoint(with: withSampleData)
            let found = scanned[path]!.filter { FreshInputs($0, in: sources[path]!, functions: functions) == nil }
                .compactMap { test in
                    FreshScenario(test, in: sources[path]!, needsNumbers: !loadsSampleData, helpers: helpers,
                                  statusTakers: statusTakers, json: json).map { (test: test, scenario: $0) }
                }
                .filter { twinTypes[$0.scenario.suite] != nil }
            guard !found.isEmpty, needed.isSubset(of: copyable) else { continue }
            scenarios[path] = found
            world.formUnion(needed)
            if !needed.isDisjoint(with: sharing) { serialized.insert(path) }
        }
        return (scenarios, world, serialized)
    }

    /// One fresh row of a check: both observers played on `arguments` (`play`).
    private static func check(_ arguments: String, mine: String, theirs: String, play: String) -> [String] {
        ["        await \(play)({ try await \(mine)(\(arguments)) }, { try await \(theirs)(\(arguments)) }, \(quoted(arguments)))"]
    }

    /// The function each row of a check calls: both observers played, a throw noted as such,
    /// and the learner's notes expected to be the oracle's, both in the spec files' names. The
    /// oracle plays twice: a note it does not repeat (the name of a temporary folder a test
    /// makes) answers nothing, and is compared on neither side.
    private static func player(named name: String, normalize: String) -> [String] {
        [
            "@MainActor private func \(name)(",
            "    _ mine: () async throws -> [String], _ theirs: () async throws -> [String], _ row: String",
            ") async {",
            "    var learnerNotes: [String]",
            "    var oracleNotes: [String]",
            "    var oracleAgain: [String]",
            "    do { learnerNotes = try await mine() } catch { learnerNotes = [\"throws \\(error)\"] }",
            "    do { oracleNotes = try await theirs() } catch { oracleNotes = [\"throws \\(error)\"] }",
            "    do { oracleAgain = try await theirs() } catch { oracleAgain = [\"throws \\(error)\"] }",
            "    if learnerNotes.count == oracleNotes.count, oracleAgain.count == oracleNotes.count {",
            "        for index in oracleNotes.indices where oracleNotes[index] != oracleAgain[index] {",
            "            learnerNotes[index] = \"(not the same on every run)\"",
            "            oracleNotes[index] = learnerNotes[index]",
            "        }",
            "    }",
            // Named, so that a failure reads `(yourCode → …) == (reference → …)`, no generated name.
            "    let yourCode = \(normalize)(learnerNotes)",
            "    let reference = \(normalize)(oracleNotes)",
            "    #expect(yourCode == reference, \"\\(row)\")",
            "}",
            "",
        ]
    }

    /// The function that writes either copy's notes as the spec files would: a value's
    /// description names its module and its type (`Stage4.LoadState.loaded`,
    /// `DelegateSpy.Event.started`), which each copy has under names of its own.
    private func normalizer(named name: String, renamed copies: [[String: String]]) -> [String] {
        let names = [(oracle, library), (oracleWorld, publicModule), (twinModule, publicModule)]
            + (learnerCopyModule.map { [($0, library)] } ?? []) + copies.flatMap { renamed in renamed.sorted { $0.key < $1.key }.map { ($0.value, $0.key) } }
        return [
            "/// Either copy's notes with the names the spec files give.",
            "private func \(name)(_ notes: [String]) -> [String] {",
            "    let names: [(String, String)] = [" + names.map { "(\"\($0.0)\", \"\($0.1)\")" }.joined(separator: ", ") + "]",
            "    return notes.map { note in names.reduce(note) { $0.replacing($1.0, with: $1.1) } }",
            "}",
            "",
        ]
    }

    /// The functions a `#require` of a played-again test becomes: a missing value or a false
    /// condition throws, in either world, and the check notes the throw (a `#require` itself
    /// would record an issue in the check, and fail it even where both worlds agree).
    private static func requirement(named name: String, error: String) -> [String] {
        [
            "struct \(error): Error, CustomStringConvertible {",
            "    var description: String { \"a #require stopped the test\" }",
            "}",
            "",
            "func \(name)<Value>(_ value: Value?) throws -> Value {",
            "    guard let value else { throw \(error)() }",
            "    return value",
            "}",
            "",
            "func \(name)(_ condition: Bool) throws {",
            "    guard condition else { throw \(error)() }",
            "}",
            "",
        ]
    }

    /// `source` against `module` (the oracle, or the learner's copy): its import of the
    /// learner's library made the module's, the spec files' top-level names `renamed`, its
    /// tests and `@Suite` attributes gone; `nil` when the library is imported in a way this
    /// does not rewrite.
    private func moduleCopy(of source: String, module: String, renamed: [String: String]) -> String? {
        var lines = SwiftScan.withoutTests(source).components(separatedBy: "\n")
        for index in lines.indices {
            let words = lines[index].split(separator: " ").map(String.init)
            if words == ["@testable", "import", library] || words == ["import", library] {
                lines[index] = "@testable import \(module)"
            }
        }
        let text = lines.joined(separator: "\n")
        guard !SwiftTokenizer.tokens(of: text).contains(where: { $0.isWord(library) }) else { return nil }
        return Self.renaming(text, renamed)
    }

    /// `source` against the learner's code, beside its twin in the same module: its spec files'
    /// top-level names `renamed`, its tests and `@Suite` attributes gone, and its extensions
    /// of the stage's types left out (the twin's add the same members to the same types).
    private func learnerCopy(of source: String, renamed: [String: String]) -> String {
        Self.renaming(SwiftScan.withoutExtensions(of: stageTypes, in: SwiftScan.withoutTests(source)), renamed)
    }

    /// `text` with each word of `renamed` under its new name.
    private static func renaming(_ text: String, _ renamed: [String: String]) -> String {
        renamed.sorted { $0.key < $1.key }.reduce(text) { text, pair in SwiftScan.replaceWord(pair.key, with: pair.value, in: text) }
    }

    /// `text` as a Swift string literal.
    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
