import Foundation
import GraderExecution
import SwiftSource

// MARK: - Writing the twins of one stage's spec tests

/// `SpecTwins.generate`, step by step. Every name and every canary comes from one seeded
/// generator, so the order of the steps, and of the draws within each, is part of the result:
/// the same seed and files must give the same twins on every re-grade.
struct SpecTwinWriter {
    /// A place where canaries are written: a spec test, by file and line.
    private typealias Place = (path: String, line: Int)

    private var random: SeededRandom
    private let publicModule: String
    /// Spec file path → source, and the tests found in it.
    private let sources: [String: String]
    private let scanned: [String: [SwiftScan.ScannedTest]]
    /// Suite type → its generated name.
    private var renamedTypes: [String: String] = [:]
    private var twins: SpecTwins
    private var chosenTables: [(path: String, line: Int, table: TableCanary)] = []
    private var chosenSlots: [Place] = []
    // Two old canaries that must fail, one that must pass.
    private let canaryPlan = [false, false, true]
    /// The stage's library and its top-level functions, for the fresh-input checks.
    private let library: String
    private let functions: Set<String>
    /// The stage's type names, when an oracle may be compiled beside the twins for
    /// `FreshScenario`'s checks.
    private let stageTypes: Set<String>?
    /// The reference's resources of the stage, drawn again for the scenarios' worlds.
    private let resources: [String: Data]
    /// How many fresh inputs each qualifying spec test is asked again on.
    static let freshChecksPerTest = 4

    init(specFiles: [String: Data], stage: Int, seed: UInt64, functions: Set<String> = [], stageTypes: Set<String>? = nil,
         resources: [String: Data] = [:]) {
        library = WorkspaceLayout.library(stage)
        self.resources = resources
        self.functions = functions
        self.stageTypes = stageTypes
        random = SeededRandom(seed: seed ^ (UInt64(stage) &* 0x9e3779b97f4a7c15))
        publicModule = WorkspaceTests.spec.module(stage)
        // Windows line endings (a clone with `core.autocrlf`) as Unix ones: the twins split
        // lines at "\n", and Swift takes "\r\n" as one character.
        sources = specFiles.mapValues { String(decoding: $0, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n") }
        scanned = sources.mapValues(SwiftScan.tests(in:))
        let module = random.identifier(prefix: "K")
        twins = SpecTwins(module: module, publicModule: publicModule, files: [:], twinOf: [:], canaries: [],
                          publicNames: [module: publicModule])
    }

    private var paths: [String] { sources.keys.sorted() }

    mutating func write() -> SpecTwins {
        renameSuiteTypes()
        chooseCanaryPlaces()
        for path in paths {
            writeTwin(of: path)
        }
        for (old, new) in renamedTypes { twins.publicNames[new] = old }
        writeFreshInputChecks()
        writeFreshScenarios()
        return twins
    }

    /// Tests that drive the stage's types, played again on fresh rows against the learner's
    /// code and the oracle (`FreshScenarioFiles`). Drawn last of all, as the fresh-input checks.
    private mutating func writeFreshScenarios() {
        guard let stageTypes else { return }
        let oracle = twins.oracleModule ?? random.identifier(prefix: "K")
        // A stage with resources of its own: its worlds read them drawn again, the learner's
        // code compiled a second time to read them (`FreshResources`).
        let learnerCopy = resources.isEmpty ? nil : random.identifier(prefix: "K")
        let oracleWorld = random.identifier(prefix: "K")
        // Each list of the stage's values one longer in both worlds (its lines where they were,
        // so the scanned tests stay put): code that knows how many games the spec's samples
        // hold, or the shapes of its reports, answers for another number of them.
        var lengthened = sources
        for path in sources.keys.sorted() {
            lengthened[path] = SwiftScan.lengthenedSampleLists(in: sources[path]!, calling: stageTypes) { random.identifier(prefix: "k") }
        }
        let written = FreshScenarioFiles(sources: lengthened, scanned: scanned, twinTypes: renamedTypes, library: library,
                                         oracle: oracle, oracleWorld: oracleWorld, twinModule: twins.module, publicModule: publicModule,
                                         functions: functions, stageTypes: stageTypes, learnerCopyModule: learnerCopy,
                                         resourceKeys: Set(resources.values.flatMap { SwiftScan.jsonKeys(in: String(decoding: $0, as: UTF8.self)) }))
            .write(checksPerTest: Self.freshChecksPerTest, random: &random)
        guard !written.files.isEmpty else { return }
        if let learnerCopy {
            twins.learnerCopyModule = learnerCopy
            twins.drawnResources = FreshResources.drawn(resources, random: &random)
            twins.publicNames[learnerCopy] = library
        }
        for (file, text) in written.files {
            twins.files[file] = Data(text.utf8)
            twins.origins[file] = SpecTwins.Origin(path: paths[0], lines: [Int?](repeating: nil, count: text.components(separatedBy: "\n").count))
        }
        twins.freshOf.merge(written.freshOf) { first, _ in first }
        twins.oracleModule = oracle
        twins.publicNames[oracle] = "Reference"
        twins.oracleWorldModule = oracleWorld
        twins.oracleWorldFiles = written.oracleWorld.mapValues { Data($0.utf8) }
        twins.publicNames[oracleWorld] = "Reference"
    }

    /// One more file: each spec test that qualifies (`FreshInputs`) asked again on whole numbers
    /// drawn here, against the oracle. Drawn after everything else, so the twins stay as they were.
    private mutating func writeFreshInputChecks() {
        guard !functions.isEmpty else { return }
        let oracle = random.identifier(prefix: "K")
        let suite = random.identifier(prefix: "K")
        var lines: [String] = []
        for path in paths {
            for test in scanned[path]! {
                guard let fresh = FreshInputs(test, in: sources[path]!, functions: functions) else { continue }
                let name = random.identifier(prefix: "k")
                lines += ["    @Test func \(name)() {"]
                lines += fresh.checks(count: Self.freshChecksPerTest, module: library, oracle: oracle, random: &random).map { "    " + $0 }
                lines += ["    }", ""]
                twins.freshOf[SpecTwins.key(suite: suite, function: name)] = SpecTwins.key(suite: test.suite, function: test.function)
            }
        }
        guard !lines.isEmpty else { return }
        let file = random.identifier(prefix: "F") + ".swift"
        let text = ["import Testing", "@testable import \(library)", "import \(oracle)", "", "struct \(suite) {"] + lines + ["}", ""]
        twins.files[file] = Data(text.joined(separator: "\n").utf8)
        twins.origins[file] = SpecTwins.Origin(path: paths[0], lines: [Int?](repeating: nil, count: text.count))
        twins.oracleModule = oracle
        twins.publicNames[oracle] = "Reference"
    }

    /// Suite types get new names everywhere they are mentioned; test functions only where
    /// declared (their names may also be the library's, as in `format`).
    private mutating func renameSuiteTypes() {
        for path in paths {
            for name in SwiftScan.suiteTypes(in: sources[path]!) where renamedTypes[name] == nil {
                renamedTypes[name] = random.identifier(prefix: "K")
            }
        }
    }

    private mutating func chooseCanaryPlaces() {
        // Canaries are copies of real tests of tables, with a row that contradicts another
        // (`TableCanary`): three that must fail, each next to the test it copies.
        let tables = paths.flatMap { path in
            scanned[path]!.compactMap { test in TableCanary(test, in: sources[path]!).map { (path: path, line: test.line, table: $0) } }
        }
        chosenTables = tables.isEmpty ? [] : [false, false, false].map { _ in tables[Int(random.next() % UInt64(tables.count))] }
        // A stage without such a test gets the old canaries, `#expect(12 == 345)`, which a
        // forger can recognise: under the display names of real tests (preferably ones without
        // arguments, whose twins look just like them); several may share a place.
        let allSlots = paths.flatMap { path in
            scanned[path]!.map { (path: path, line: $0.line, plain: !$0.parameterized) }
        }
        let plainSlots = allSlots.filter(\.plain)
        let slots = !tables.isEmpty ? [] : plainSlots.isEmpty ? allSlots : plainSlots
        chosenSlots = slots.isEmpty ? [] : canaryPlan.map { _ in
            let slot = slots[Int(random.next() % UInt64(slots.count))]
            return (path: slot.path, line: slot.line)
        }
    }

    /// One spec file's twin: its tests renamed, the canaries written next to theirs, its suite
    /// types renamed, under a generated file name.
    private mutating func writeTwin(of path: String) {
        var lines = sources[path]!.components(separatedBy: "\n")
        var lineOrigins: [Int?] = Array(1...lines.count)
        // From the bottom up, so that earlier line numbers stay right.
        for test in scanned[path]!.reversed() {
            let suite = test.suite.map { renamedTypes[$0] ?? $0 }
            let newName = random.identifier(prefix: "k")
            lines[test.declarationLine] = SwiftScan.renameFunction(in: lines[test.declarationLine], from: test.function, to: newName)
            twins.twinOf[SpecTwins.key(suite: test.suite, function: test.function)] = SpecTwins.key(suite: suite, function: newName)
            twins.publicNames[newName] = test.function
            var inserted: [String] = Array(repeating: "", count: Int(random.next() % 4))
            inserted += oldCanaries(at: (path, test.line), displayName: test.displayName, suite: suite)
            let (before, after) = tableCanaries(at: (path, test.line), suite: suite)
            inserted += before
            if let table = chosenTables.first(where: { $0.path == path && $0.line == test.line })?.table, !after.isEmpty {
                lines.insert(contentsOf: after, at: table.lastLine + 1)
                lineOrigins.insert(contentsOf: [Int?](repeating: nil, count: after.count), at: table.lastLine + 1)
            }
            lines.insert(contentsOf: inserted, at: test.attributesStart)
            lineOrigins.insert(contentsOf: [Int?](repeating: nil, count: inserted.count), at: test.attributesStart)
        }
        var text = lines.joined(separator: "\n")
        for (old, new) in renamedTypes {
            text = SwiftScan.replaceWord(old, with: new, in: text)
        }
        let fileName = random.identifier(prefix: "F") + ".swift"
        twins.files[fileName] = Data(text.utf8)
        twins.origins[fileName] = SpecTwins.Origin(path: path, lines: lineOrigins)
        twins.publicNames[String(fileName.dropLast(".swift".count))] = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }

    /// The old canaries chosen for the test at `place`, under its display name.
    private mutating func oldCanaries(at place: Place, displayName: String?, suite: String?) -> [String] {
        var lines: [String] = []
        for index in chosenSlots.indices where chosenSlots[index] == place {
            let canaryName = random.identifier(prefix: "k")
            let mustPass = canaryPlan[index]
            let left = random.next() % 1000
            let right = mustPass ? left : left + 1 + random.next() % 1000
            lines += [
                "@Test(\(displayName ?? "\"\(canaryName)\"")) func \(canaryName)() {",
                "    #expect(\(left) == \(right))",
                "}",
            ]
            twins.canaries.append(SpecTwins.Canary(key: SpecTwins.key(suite: suite, function: canaryName), mustPass: mustPass))
        }
        return lines
    }

    /// The copies of the table test at `place`: those to write before it, and those after it.
    private mutating func tableCanaries(at place: Place, suite: String?) -> (before: [String], after: [String]) {
        var before: [String] = []
        var after: [String] = []
        for chosen in chosenTables where chosen.path == place.path && chosen.line == place.line {
            let canaryName = random.identifier(prefix: "k")
            let copy = chosen.table.lines(in: sources[place.path]!, name: canaryName, random: &random)
            // Before or after the test it copies, so that its place says nothing.
            if random.next() % 2 == 0 { before += copy } else { after += copy }
            twins.canaries.append(SpecTwins.Canary(key: SpecTwins.key(suite: suite, function: canaryName), mustPass: false))
        }
        return (before, after)
    }
}
