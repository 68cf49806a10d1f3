import Foundation

// MARK: - Twins and canaries: spec tests the submission cannot know by name

/// The copy of a stage's spec tests that the grader compiles and runs: a module whose name, suite
/// types, test functions, files and line numbers are generated for the workspace, with canary
/// tests hidden among them.
///
/// Swift Testing runs in the process of the code under test, so that code can write fake
/// results. A forger who knows only the kata's public spec tests finds none of their names in
/// the run; one who marks everything as passed also passes the canaries that must fail. The
/// public spec tests themselves are never compiled by the grader: the twins' results are told
/// under the public names, files and lines (`publicResult(of:)`), so the learner reads the
/// kata's spec tests in every report.
public struct SpecTwins: Sendable, Equatable {
    /// One canary: a test whose result is known in advance.
    public struct Canary: Sendable, Equatable {
        /// Its key: the test id without module, arguments or source location (`Type/function`).
        public var key: String
        public var mustPass: Bool
    }

    /// Where a twin file comes from: the spec file, and for each twin line (from 1) the spec
    /// file's line, or `nil` for a line the grader inserted.
    public struct Origin: Sendable, Equatable {
        public var path: String
        public var lines: [Int?]
    }

    /// The twin module's name, such as `Kq3f9a0c2e1`.
    public var module: String
    /// The spec tests' own module, such as `Stage1Spec`; also their folder's name.
    public var publicModule: String
    /// The twin module's files, by path relative to its folder.
    public var files: [String: Data]
    /// Public test key (`Type/function`) → twin test key.
    public var twinOf: [String: String]
    public var canaries: [Canary]
    /// Twin file name → where it comes from.
    public var origins: [String: Origin] = [:]
    /// Each generated name (module, suite type, test function, file name without `.swift`) →
    /// the spec tests' own name.
    public var publicNames: [String: String] = [:]

    /// Generates the twins of `specFiles` (path → source) for one stage, from a seed kept in
    /// the workspace: the same seed and files give the same twins, so re-grades stay warm.
    public static func generate(specFiles: [String: Data], stage: Int, seed: UInt64) -> SpecTwins {
        var random = SeededRandom(seed: seed ^ (UInt64(stage) &* 0x9e3779b97f4a7c15))
        let module = random.identifier(prefix: "K")
        let sources = specFiles.mapValues { String(decoding: $0, as: UTF8.self) }

        // Suite types get new names everywhere they are mentioned; test functions only where
        // declared (their names may also be the library's, as in `format`).
        let publicModule = "Stage\(stage)Spec"
        var renamedTypes: [String: String] = [:]
        for path in sources.keys.sorted() {
            for name in SwiftScan.suiteTypes(in: sources[path]!) where renamedTypes[name] == nil {
                renamedTypes[name] = random.identifier(prefix: "K")
            }
        }
        var twinOf: [String: String] = [:]
        var canaries: [Canary] = []
        let canaryPlan = [false, false, true]  // two that must fail, one that must pass
        var files: [String: Data] = [:]
        var origins: [String: Origin] = [:]
        var publicNames = [module: publicModule]
        let scanned = sources.mapValues(SwiftScan.tests(in:))
        // Canaries are copies of real tests of tables, with a row that contradicts another
        // (`TableCanary`): three that must fail, each next to the test it copies.
        let tables = sources.keys.sorted().flatMap { path in
            scanned[path]!.compactMap { test in TableCanary(test, in: sources[path]!).map { (path: path, line: test.line, table: $0) } }
        }
        let chosenTables = tables.isEmpty ? [] : [false, false, false].map { _ in tables[Int(random.next() % UInt64(tables.count))] }
        // A stage without such a test gets the old canaries, `#expect(12 == 345)`, which a
        // forger can recognise: under the display names of real tests (preferably ones without
        // arguments, whose twins look just like them); several may share a place.
        let allSlots = sources.keys.sorted().flatMap { path in
            scanned[path]!.map { (path: path, line: $0.line, plain: !$0.parameterized) }
        }
        let plainSlots = allSlots.filter(\.plain)
        let slots = !tables.isEmpty ? [] : plainSlots.isEmpty ? allSlots : plainSlots
        let chosenSlots = slots.isEmpty ? [] : canaryPlan.map { _ in slots[Int(random.next() % UInt64(slots.count))] }

        for path in sources.keys.sorted() {
            var lines = sources[path]!.components(separatedBy: "\n")
            var lineOrigins: [Int?] = Array(1...lines.count)
            let tests = scanned[path]!
            // From the bottom up, so that earlier line numbers stay right.
            for test in tests.reversed() {
                let suite = test.suite.map { renamedTypes[$0] ?? $0 }
                let newName = random.identifier(prefix: "k")
                lines[test.declarationLine] = SwiftScan.renameFunction(in: lines[test.declarationLine], from: test.function, to: newName)
                twinOf[Self.key(suite: test.suite, function: test.function)] = Self.key(suite: suite, function: newName)
                publicNames[newName] = test.function
                var inserted: [String] = Array(repeating: "", count: Int(random.next() % 4))
                for index in chosenSlots.indices where chosenSlots[index].path == path && chosenSlots[index].line == test.line {
                    let canaryName = random.identifier(prefix: "k")
                    let mustPass = canaryPlan[index]
                    let left = random.next() % 1000
                    let right = mustPass ? left : left + 1 + random.next() % 1000
                    inserted += [
                        "@Test(\(test.displayName ?? "\"\(canaryName)\"")) func \(canaryName)() {",
                        "    #expect(\(left) == \(right))",
                        "}",
                    ]
                    canaries.append(Canary(key: Self.key(suite: suite, function: canaryName), mustPass: mustPass))
                }
                var after: [String] = []
                for chosen in chosenTables where chosen.path == path && chosen.line == test.line {
                    let canaryName = random.identifier(prefix: "k")
                    let copy = chosen.table.lines(in: sources[path]!, name: canaryName, random: &random)
                    // Before or after the test it copies, so that its place says nothing.
                    if random.next() % 2 == 0 { inserted += copy } else { after += copy }
                    canaries.append(Canary(key: Self.key(suite: suite, function: canaryName), mustPass: false))
                }
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
            files[fileName] = Data(text.utf8)
            origins[fileName] = Origin(path: path, lines: lineOrigins)
            publicNames[String(fileName.dropLast(".swift".count))] = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        }
        for (old, new) in renamedTypes { publicNames[new] = old }
        return SpecTwins(module: module, publicModule: publicModule, files: files, twinOf: twinOf, canaries: canaries,
                         origins: origins, publicNames: publicNames)
    }
}

extension SpecTwins {
    /// `Type/function`: what names a test across modules and files.
    static func key(suite: String?, function: String) -> String {
        (suite.map { "\($0)/" } ?? "") + function
    }

    /// The key of a Swift Testing test id: `Stage1Spec.Suite/two()/File.swift:9:6` → `Suite/two`.
    public static func key(ofTestID id: String) -> String {
        var parts = id.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if let last = parts.last, last.contains(".swift:") { parts.removeLast() }
        guard !parts.isEmpty else { return id }
        if let dot = parts[0].firstIndex(of: ".") {
            parts[0] = String(parts[0][parts[0].index(after: dot)...])
        } else {
            parts.removeFirst()  // a top-level test: `Module/two()/…`
        }
        if let last = parts.last, let parenthesis = last.firstIndex(of: "(") {
            parts[parts.count - 1] = String(last[..<parenthesis])
        }
        return parts.joined(separator: "/")
    }

    /// The module of a test id: `Stage1Spec.Suite/…` or `Stage1Spec/two()/…` → `Stage1Spec`.
    public static func module(ofTestID id: String) -> String {
        String(id.prefix { $0 != "." && $0 != "/" })
    }
}

/// A small, seeded generator (SplitMix64): the twins must be the same on every re-grade.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9e3779b97f4a7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58476d1ce4e5b9
        z = (z ^ (z >> 27)) &* 0x94d049bb133111eb
        return z ^ (z >> 31)
    }

    /// A fresh identifier such as `Kq3f9a0c2e1`.
    mutating func identifier(prefix: String) -> String {
        prefix + String(next() % (1 << 40), radix: 36)
    }
}
