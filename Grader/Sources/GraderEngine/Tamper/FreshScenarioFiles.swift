import Foundation
import SwiftSource

// MARK: - The files that play spec tests again on fresh rows

/// What `FreshScenario` adds to a stage's twins:
///
/// - an extension of each twin suite with tests that qualify (appended to the twin's own file,
///   so that the suite's private helpers are in reach): one observer per test, against the
///   learner's module;
/// - the oracle's world: a copy of each spec file those tests need (theirs, and the stubs of
///   `Support/` they mention, and what those mention) against the oracle (`@testable import` of
///   the oracle, every name the spec files declare at their top level under another generated
///   name, no `@Test` or `@Suite`, so nothing in it runs by itself), with the same observers;
/// - one file of checks, each playing a test on fresh rows in both worlds and expecting the
///   same notes.
///
/// A spec file that extends, at its top level, a type that neither the stage nor the spec files
/// declare (`extension String`) cannot be copied, as the copy's members would clash with the
/// twin's; a spec file with state its tests share (`sharesState`) cannot be played beside
/// them. The tests that need either are not played again.
struct FreshScenarioFiles {
    /// Spec file path → source, and the tests found in it.
    let sources: [String: String]
    let scanned: [String: [SwiftScan.ScannedTest]]
    /// Suite type → its twin's generated name.
    let twinTypes: [String: String]
    /// The learner's library (`Stage2`) and the oracle's generated module name.
    let library: String
    let oracle: String
    /// The stage's top-level functions: a test that `FreshInputs` asks again is left to it.
    let functions: Set<String>
    /// The types the stage declares (the workbook's), which a spec file may extend.
    let stageTypes: Set<String>

    struct Written {
        /// Spec file path → lines to append to its twin.
        var twinAdditions: [String: [String]] = [:]
        /// Generated file name → text.
        var files: [String: String] = [:]
        /// Each check's key → the key of the public spec test it asks again.
        var freshOf: [String: String] = [:]
    }

    func write(checksPerTest: Int, random: inout SeededRandom) -> Written {
        let paths = sources.keys.sorted()
        let topLevel = Dictionary(uniqueKeysWithValues: paths.map { ($0, Self.topLevel(in: sources[$0]!)) })
        let (scenarios, world) = chosenScenarios(topLevel: topLevel)
        var written = Written()
        guard !world.isEmpty else { return written }

        // Every top-level name of the world's files gets a name of its own there.
        var renamed: [String: String] = [:]
        for name in Set(world.flatMap { topLevel[$0]!.declared }).sorted() {
            renamed[name] = random.identifier(prefix: "K")
        }
        var copies: [String: [String]] = [:]
        for path in world.sorted() {
            guard let copy = oracleCopy(of: sources[path]!, renamed: renamed) else { return Written() }
            copies[path] = [copy]
        }
        let checkSuite = random.identifier(prefix: "K")
        let normalize = random.identifier(prefix: "k")
        let require = random.identifier(prefix: "k")
        var checks: [String] = []
        for path in scenarios.keys.sorted() {
            for (test, scenario) in scenarios[path]! {
                let notes = random.identifier(prefix: "n")
                let mine = random.identifier(prefix: "k")
                let theirs = random.identifier(prefix: "k")
                let twinSuite = twinTypes[scenario.suite]!
                let oracleSuite = renamed[scenario.suite]!
                written.twinAdditions[path, default: []] += ["", "extension \(twinSuite) {"] + scenario.observer(named: mine, notes: notes, require: require) + ["}"]
                copies[path]! += ["", "extension \(oracleSuite) {"] + scenario.observer(named: theirs, notes: notes, require: require).map { Self.renaming($0, renamed) } + ["}"]
                let check = random.identifier(prefix: "k")
                checks += ["    @MainActor @Test func \(check)() async {"]
                for arguments in scenario.freshArguments(count: checksPerTest, random: &random) {
                    checks += Self.check(arguments, mine: "\(twinSuite)().\(mine)", theirs: "\(oracleSuite)().\(theirs)", normalize: normalize)
                }
                checks += ["    }", ""]
                written.freshOf[SpecTwins.key(suite: checkSuite, function: check)] = SpecTwins.key(suite: test.suite, function: test.function)
            }
        }
        for path in copies.keys.sorted() {
            written.files[random.identifier(prefix: "F") + ".swift"] = copies[path]!.joined(separator: "\n") + "\n"
        }
        let checksFile = ["import Testing", "", "struct \(checkSuite) {"] + checks + ["}", ""] + normalizer(named: normalize, renamed: renamed)
            + Self.requirement(named: require, error: random.identifier(prefix: "K"))
        written.files[random.identifier(prefix: "F") + ".swift"] = checksFile.joined(separator: "\n")
        return written
    }

    /// The tests played again, by spec file, and the files their copies against the oracle need.
    private func chosenScenarios(topLevel: [String: (declared: [String], extended: [String])])
        -> (scenarios: [String: [(test: SwiftScan.ScannedTest, scenario: FreshScenario)]], world: Set<String>) {
        let paths = sources.keys.sorted()
        var owner: [String: String] = [:]
        for path in paths { for name in topLevel[path]!.declared { owner[name] = owner[name] ?? path } }
        let copyable = Set(paths.filter { path in
            topLevel[path]!.extended.allSatisfy { owner[$0] != nil || stageTypes.contains($0) } && !Self.sharesState(sources[path]!)
        })
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
        var scenarios: [String: [(test: SwiftScan.ScannedTest, scenario: FreshScenario)]] = [:]
        var world: Set<String> = []
        for path in paths {
            let found = scanned[path]!.filter { FreshInputs($0, in: sources[path]!, functions: functions) == nil }
                .compactMap { test in FreshScenario(test, in: sources[path]!).map { (test: test, scenario: $0) } }
                .filter { twinTypes[$0.scenario.suite] != nil }
            let needed = needs(path)
            guard !found.isEmpty, needed.isSubset(of: copyable) else { continue }
            scenarios[path] = found
            world.formUnion(needed)
        }
        return (scenarios, world)
    }

    /// One fresh row of a check: both observers on `arguments`, a throw noted as such, and the
    /// learner's notes expected to be the oracle's.
    private static func check(_ arguments: String, mine: String, theirs: String, normalize: String) -> [String] {
        [
            "        do {",
            "            var yourCode: [String]",
            "            var oracleNotes: [String]",
            "            do { yourCode = try await \(mine)(\(arguments)) } catch { yourCode = [\"throws \\(error)\"] }",
            "            do { oracleNotes = try await \(theirs)(\(arguments)) } catch { oracleNotes = [\"throws \\(error)\"] }",
            // Named, so that a failure reads `(yourCode → …) == (reference → …)`, no generated name.
            "            let reference = \(normalize)(oracleNotes)",
            "            #expect(yourCode == reference, \(quoted(arguments)))",
            "        }",
        ]
    }

    /// The function that writes the oracle's notes as the learner's world would: a value's
    /// description names its module and its type (`Stage4.LoadState.loaded`,
    /// `DelegateSpy.Event.started`), which the oracle's world has under other names.
    private func normalizer(named name: String, renamed: [String: String]) -> [String] {
        let names = [(oracle, library)] + renamed.sorted { $0.key < $1.key }.map { ($0.value, twinTypes[$0.key] ?? $0.key) }
        return [
            "/// The oracle's notes with its names as the learner's world has them.",
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

    /// `source` against the oracle: its import of the learner's library made the oracle's, the
    /// spec files' top-level names `renamed`, its `@Test` and `@Suite` attributes gone; `nil`
    /// when the library is imported in a way this does not rewrite.
    private func oracleCopy(of source: String, renamed: [String: String]) -> String? {
        var lines = Self.withoutTestAttributes(source).components(separatedBy: "\n")
        for index in lines.indices {
            let words = lines[index].split(separator: " ").map(String.init)
            if words == ["@testable", "import", library] || words == ["import", library] {
                lines[index] = "@testable import \(oracle)"
            }
        }
        let text = lines.joined(separator: "\n")
        guard !SwiftTokenizer.tokens(of: text).contains(where: { $0.isWord(library) }) else { return nil }
        return Self.renaming(text, renamed)
    }

    /// `text` with each word of `renamed` under its new name.
    private static func renaming(_ text: String, _ renamed: [String: String]) -> String {
        renamed.sorted { $0.key < $1.key }.reduce(text) { text, pair in SwiftScan.replaceWord(pair.key, with: pair.value, in: text) }
    }

    /// Whether a spec file keeps state that its tests share (a `static var`, `nonisolated(unsafe)`)
    /// or runs its tests one at a time (`.serialized`): a check would run beside those tests,
    /// and change that state under them.
    static func sharesState(_ source: String) -> Bool {
        let tokens = SwiftTokenizer.tokens(of: source).filter { $0.kind != .newline }
        return zip(tokens, tokens.dropFirst()).contains { first, second in
            (first.isWord("static") && second.isWord("var")) || (first.isWord("nonisolated") && second.isPunctuation("("))
                || (first.isPunctuation(".") && second.isWord("serialized"))
        }
    }

    /// `source` without its `@Test(…)` and `@Suite(…)` attributes, arguments included.
    static func withoutTestAttributes(_ source: String) -> String {
        let tokens = SwiftTokenizer.tokens(of: source).filter { $0.kind != .newline }
        var bytes = Array(source.utf8)
        var cuts: [Range<Int>] = []
        for index in tokens.indices.dropLast() where tokens[index].isPunctuation("@") {
            let name = tokens[index + 1]
            guard name.isWord("Test") || name.isWord("Suite"), !name.spaceBefore else { continue }
            var end = name.end
            if index + 2 < tokens.count, tokens[index + 2].isPunctuation("("), !tokens[index + 2].spaceBefore,
               let close = TableCanary.closing(tokens, from: index + 2) {
                end = tokens[close].end
            }
            cuts.append(tokens[index].start..<end)
        }
        for cut in cuts.reversed() { bytes.removeSubrange(cut) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The names a file declares at its top level (types, functions, constants), and the types
    /// it extends there.
    static func topLevel(in source: String) -> (declared: [String], extended: [String]) {
        let tokens = SwiftTokenizer.tokens(of: source).filter { $0.kind != .newline }
        let keywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "typealias", "func", "let", "var"]
        var depth = 0
        var declared: [String] = []
        var extended: [String] = []
        for (index, token) in tokens.enumerated() {
            if ["(", "[", "{"].contains(where: token.isPunctuation) { depth += 1 }
            if [")", "]", "}"].contains(where: token.isPunctuation) { depth -= 1 }
            guard depth == 0, token.kind == .word, index + 1 < tokens.count, tokens[index + 1].kind == .word else { continue }
            if keywords.contains(token.text) { declared.append(tokens[index + 1].text) }
            if token.text == "extension" { extended.append(tokens[index + 1].text) }
        }
        return (declared, extended)
    }

    /// `text` as a Swift string literal.
    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
