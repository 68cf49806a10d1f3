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
struct SpecTwins: Sendable, Equatable, Codable {
    /// One canary: a test whose result is known in advance.
    struct Canary: Sendable, Equatable, Codable {
        /// Its key: the test id without module, arguments or source location (`Type/function`).
        package var key: String
        var mustPass: Bool
    }

    /// Where a twin file comes from: the spec file, and for each twin line (from 1) the spec
    /// file's line, or `nil` for a line the grader inserted.
    struct Origin: Sendable, Equatable, Codable {
        package var path: String
        package var lines: [Int?]
    }

    /// The twin module's name, such as `Kq3f9a0c2e1`.
    package var module: String
    /// The spec tests' own module, such as `Stage1Spec`; also their folder's name.
    var publicModule: String
    /// The twin module's files, by path relative to its folder.
    package var files: [String: Data]
    /// Public test key (`Type/function`) → twin test key.
    var twinOf: [String: String]
    var canaries: [Canary]
    /// Twin file name → where it comes from.
    var origins: [String: Origin] = [:]
    /// Each generated name (module, suite type, test function, file name without `.swift`) →
    /// the spec tests' own name.
    var publicNames: [String: String] = [:]
    /// The module of the reference that the fresh-input checks ask (`FreshInputs`), when the
    /// stage has any: a library of the spec workspace, under a generated name.
    var oracleModule: String?
    /// The fresh scenarios' world against the oracle (`FreshScenarioFiles`): a library of the
    /// spec workspace under this name, which depends on the oracle alone, so the learner's code
    /// changing does not compile it again; and its files, by name.
    var oracleWorldModule: String?
    var oracleWorldFiles: [String: Data]?
    /// Each fresh-input check's key → the key of the public spec test it asks again.
    var freshOf: [String: String] = [:]
    /// For a stage with resources of its own (stage 3's `ProductData.json`): the learner's code
    /// compiled a second time under this name, with the resources drawn again, for the fresh
    /// scenarios' copies against the learner's code; the oracle reads the same drawn files.
    var learnerCopyModule: String?
    /// Resource path in the stage's folder (`Resources/ProductData.json`) → the file drawn again
    /// (`FreshResources`), for the learner's copy and the oracle.
    var drawnResources: [String: Data]?

    /// Generates the twins of `specFiles` (path → source) for one stage, from a seed kept in
    /// the workspace: the same seed and files give the same twins, so re-grades stay warm.
    /// `functions` are the stage's top-level function names, which fresh-input checks may call;
    /// `stageTypes` the stage's type names, given when the reference can be compiled beside the
    /// twins: then tests that drive those types are played again on fresh rows (`FreshScenario`).
    /// `resources` are the reference's resources of the stage (path in its folder → file), which
    /// the scenarios' two worlds read drawn again.
    static func generate(specFiles: [String: Data], stage: Int, seed: UInt64, functions: Set<String> = [],
                         stageTypes: Set<String>? = nil, resources: [String: Data] = [:]) -> SpecTwins {
        var writer = SpecTwinWriter(specFiles: specFiles, stage: stage, seed: seed, functions: functions, stageTypes: stageTypes,
                                    resources: resources)
        return writer.write()
    }
}

extension SpecTwins {
    /// `Type/function`: what names a test across modules and files.
    static func key(suite: String?, function: String) -> String {
        (suite.map { "\($0)/" } ?? "") + function
    }

    /// The key of a Swift Testing test id: `Stage1Spec.Suite/two()/File.swift:9:6` → `Suite/two`.
    package static func key(ofTestID id: String) -> String {
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
    package static func module(ofTestID id: String) -> String {
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
