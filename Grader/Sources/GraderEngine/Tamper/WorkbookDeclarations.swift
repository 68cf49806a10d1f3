import Foundation
import GraderExecution

// MARK: - The workbook's declarations, pinned

/// The public declarations of each stage as the starters make them, kept with the grader in
/// `Grader/WorkbookDeclarations.json` (`./grade.sh spec-digests` writes it, `verify` checks it),
/// and the check that a submission's stage keeps them (issue 38).
///
/// The spec tests compare what the stage returns with `==`; a stage that returned a type of its
/// own, whose `==` agrees with whatever it meets, would pass them with no answer at all. So
/// before its spec tests run, a stage's compiled module is read by the compiler's symbol-graph
/// extractor, and each pinned declaration must be there with the same identifier (a USR names
/// the whole signature: `numberFormatter` returning `String`, not a type of the learner's).
/// Nor may the stage declare an operator the workbook does not (an `==` of its own, on any
/// type of its own or of another module), or a second declaration under a pinned name.
package struct PinnedDeclaration: Codable, Sendable, Hashable {
    /// The symbol's USR, such as `s:6Stage16isEven6numberSbSi_tF`.
    var usr: String
    /// Its place: `Game.init(name:)`, `isEven(number:)`.
    package var path: String
    /// As the workbook writes it: `func isEven(number: Int) -> Bool`.
    var declaration: String
}

package enum WorkbookDeclarations {
    package static let path = "Grader/WorkbookDeclarations.json"

    private struct File: Codable {
        var stages: [String: [PinnedDeclaration]]
    }

    /// The pinned declarations of every stage; `nil` for a kata that keeps none.
    package static func load(kataRoot: URL) -> [Int: [PinnedDeclaration]]? {
        guard let data = FileManager.default.contents(atPath: kataRoot.appendingPathComponent(path).path),
              let file = try? JSONDecoder().decode(File.self, from: data) else { return nil }
        return Dictionary(uniqueKeysWithValues: file.stages.compactMap { key, value in Int(key).map { ($0, value) } })
    }

    /// The pinned declarations of the kata's stages as built in `kata` (its starters), from the
    /// modules of a `swift build` of the kata's own package.
    package static func current(_ kata: KataRoot) throws(StageSymbolGraph.Unavailable) -> [Int: [PinnedDeclaration]] {
        let modules = kata.url.appendingPathComponent(".build/debug/Modules")
        var stages: [Int: [PinnedDeclaration]] = [:]
        for stage in kata.stages {
            let graph = try StageSymbolGraph.extract(module: WorkspaceLayout.library(stage), modules: modules,
                                                     scratch: kata.url.appendingPathComponent(".build"), timeLimit: ObjectSymbols.longestRun)
            stages[stage] = pinned(from: graph)
        }
        return stages
    }

    /// Builds the kata's starters and writes the file (`./grade.sh spec-digests`).
    package static func write(_ kata: KataRoot) throws {
        let build = ProcessRunner.run(ProcessRequest(executable: "swift", arguments: ["build", "--package-path", kata.url.path],
                                                     timeout: 900, outputLimit: 4 << 20))
        guard build.end.succeeded else {
            throw StageSymbolGraph.Unavailable(description: "the starters do not build: " + WorkspaceBuilder.firstErrorLines(build.output))
        }
        try encoded(current(kata)).write(to: kata.url.appendingPathComponent(path), options: .atomic)
    }

    /// The file's bytes for these pinned declarations.
    static func encoded(_ stages: [Int: [PinnedDeclaration]]) throws -> Data {
        try JSONEncoder.readable.encode(File(stages: Dictionary(uniqueKeysWithValues: stages.map { (String($0), $1) })))
    }

    /// The declarations to pin, from the symbol graph of a stage built from its starters: the
    /// public ones the source declares (not those a protocol's extension lends it).
    static func pinned(from graph: StageSymbolGraph) -> [PinnedDeclaration] {
        graph.symbols.filter { $0.access == "public" || $0.access == "open" }
            .filter { !$0.usr.contains("::SYNTHESIZED::") }
            .map { PinnedDeclaration(usr: $0.usr, path: $0.path, declaration: $0.declaration) }
            .sorted { $0.path == $1.path ? $0.usr < $1.usr : $0.path < $1.path }
    }

    /// What a submission's stage does not keep of the workbook's declarations, in the learner's words.
    static func problems(_ graph: StageSymbolGraph, pinned: [PinnedDeclaration]) -> [String] {
        let declared = Set(graph.symbols.map(\.usr))
        var problems = pinned.filter { !declared.contains($0.usr) }.map { pin in
            "`\(pin.path)` must be declared as the workbook declares it: `\(pin.declaration)`"
        }
        let pinnedUSRs = Set(pinned.map(\.usr))
        let pinnedNames = Set(pinned.map { baseName($0.path) })
        problems += graph.symbols.filter(\.isSPI).map { "`\($0.path)`: a stage declares nothing `@_spi`; keep its declarations plain" }
        for symbol in graph.symbols where !pinnedUSRs.contains(symbol.usr) && !symbol.usr.contains("::SYNTHESIZED::") {
            if symbol.isOperator {
                problems.append("`\(symbol.path)`: a stage declares no operator of its own; the spec tests compare with Swift's own")
            } else if pinnedNames.contains(baseName(symbol.path)) {
                problems.append("`\(symbol.path)`: a second declaration of a name the workbook declares; keep only the workbook's")
            }
        }
        problems += graph.foreignOperators.map { "`\($0)`: a stage declares no operator on another module's type" }
        return problems
    }

    /// `Game.init(name:)` → `Game.init`: overloads share it.
    static func baseName(_ path: String) -> String {
        String(path.prefix { $0 != "(" })
    }
}

// MARK: - A stage's symbol graph, as the toolchain extracts it

/// The declarations of a built module, internal ones included (the spec tests `@testable import`
/// the stage), read by `swift symbolgraph-extract` from its `.swiftmodule`: the compiler's view,
/// not a reading of the source.
package struct StageSymbolGraph: Sendable, Equatable {
    struct Symbol: Sendable, Equatable {
        var usr: String
        var path: String
        var access: String
        var declaration: String
        var isOperator: Bool
        /// Declared `@_spi(…)`: the compiler's record of an attribute the source check refuses
        /// (`ForbiddenAttributes`), so one that got past the source check is still seen.
        var isSPI = false
    }

    var symbols: [Symbol]
    /// Operators the module declares on types of other modules (`String.==`), by path.
    var foreignOperators: [String]

    package struct Unavailable: Error, CustomStringConvertible {
        package var description: String
    }

    /// Extracts the graph of `module` from the modules folder of a build.
    static func extract(module: String, modules: URL, scratch: URL, timeLimit: Double) throws(Unavailable) -> StageSymbolGraph {
        let output = scratch.appendingPathComponent("symbol-graph-\(module)")
        try? FileManager.default.removeItem(at: output)
        do {
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        } catch {
            throw Unavailable(description: "cannot make \(output.path): \(error)")
        }
        defer { try? FileManager.default.removeItem(at: output) }
        let run = ProcessRunner.run(ProcessRequest(
            executable: "swift",
            arguments: ["symbolgraph-extract", "-module-name", module, "-I", modules.path,
                        "-minimum-access-level", "internal", "-output-dir", output.path],
            timeout: timeLimit, outputLimit: 1 << 20))
        guard run.end.succeeded else {
            throw Unavailable(description: "the symbol graph of \(module) could not be read (\(run.end.summary))")
        }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        var graph = StageSymbolGraph(symbols: [], foreignOperators: [])
        for file in files.sorted() where file.hasSuffix(".symbols.json") {
            guard let data = FileManager.default.contents(atPath: output.appendingPathComponent(file).path) else { continue }
            let symbols = try decode(data)
            if file == "\(module).symbols.json" {
                graph.symbols = symbols
            } else {
                // `Stage1@Swift.symbols.json`: what the module adds to another module's types.
                graph.foreignOperators += symbols.filter(\.isOperator).map(\.path)
            }
        }
        return graph
    }

    /// The symbols of one symbol-graph file.
    static func decode(_ data: Data) throws(Unavailable) -> [Symbol] {
        struct File: Decodable {
            struct Entry: Decodable {
                struct Identifier: Decodable { var precise: String }
                struct Kind: Decodable { var identifier: String }
                struct Fragment: Decodable { var spelling: String }
                var identifier: Identifier
                var kind: Kind
                var pathComponents: [String]
                var accessLevel: String
                var declarationFragments: [Fragment]?
                var spi: Bool?
            }
            var symbols: [Entry]
        }
        do {
            return try JSONDecoder().decode(File.self, from: data).symbols.map { entry in
                Symbol(usr: entry.identifier.precise, path: entry.pathComponents.joined(separator: "."), access: entry.accessLevel,
                       declaration: (entry.declarationFragments ?? []).map(\.spelling).joined(),
                       isOperator: entry.kind.identifier == "swift.func.op", isSPI: entry.spi == true)
            }
        } catch {
            throw Unavailable(description: "a symbol graph could not be decoded: \(error)")
        }
    }
}
