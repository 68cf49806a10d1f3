import Foundation
import Testing

// MARK: - The grader's layers stay layers

/// The grader is a stack of targets (Grader/README.md, "One grade, layer by layer"). SwiftPM
/// already refuses a cycle between targets; these tests keep the stack worth having: enough
/// layers, none that swallows the others, every import pointing down, and progress as typed
/// events rather than strings passed around.
@Suite("The grader's layers")
struct LayersTests {
    static let grader = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../..").standardizedFileURL
    /// The library targets by level, bottom first, as `Package.swift` declares them: the two of
    /// one level stand side by side (neither sees the other, so they compile at once).
    static let levels = [["SwiftSource"], ["GraderExecution"], ["GraderEngine"], ["GraderReports", "GraderMaintenance"], ["GraderCLI"]]
    static let layers = levels.flatMap { $0 }

    /// The Swift files of a target, with their text.
    static func sources(of target: String) throws -> [(path: String, text: String)] {
        let folder = grader.appendingPathComponent("Sources/\(target)")
        let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        return try paths.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    @Test("The manifest declares the layers, each depending on the level below it")
    func manifest() throws {
        let manifest = try String(contentsOf: Self.grader.appendingPathComponent("Package.swift"), encoding: .utf8)
        for (level, layers) in Self.levels.enumerated() {
            for layer in layers {
                let line = manifest.split(separator: "\n").first { $0.contains(".target(name: \"\(layer)\"") }
                #expect(line != nil, "\(layer) is a library target")
                if level == 0 {
                    #expect(line?.contains("dependencies") == false, "\(layer) depends on nothing")
                } else {
                    let below = Self.levels[level - 1].map { "\"\($0)\"" }.joined(separator: ", ")
                    #expect(line?.contains("dependencies: [\(below)") == true, "\(layer) depends on \(below)")
                }
            }
        }
    }

    @Test("No layer holds more than 40 % of the grader's lines")
    func noLayerSwallowsTheOthers() throws {
        let lines = try Self.layers.map { layer in
            try Self.sources(of: layer).reduce(0) { $0 + $1.text.split(separator: "\n", omittingEmptySubsequences: false).count }
        }
        let total = lines.reduce(0, +)
        for (layer, count) in zip(Self.layers, lines) {
            #expect(Double(count) <= 0.4 * Double(total), "\(layer): \(count) of \(total) lines")
        }
    }

    @Test("Every import of another layer points down the stack, never across a level")
    func importsPointDown() throws {
        for (level, layers) in Self.levels.enumerated() {
            let notBelow = Set(Self.levels[level...].joined())
            for layer in layers {
                for file in try Self.sources(of: layer) {
                    let imported = file.text.split(separator: "\n").compactMap { line -> String? in
                        let words = line.split(separator: " ")
                        return words.first == "import" && words.count == 2 ? String(words[1]) : nil
                    }
                    #expect(Set(imported).isDisjoint(with: notBelow), "\(layer)/\(file.path) imports \(imported)")
                }
            }
        }
    }

    @Test("Progress travels as grading events: at most two closures of text are left")
    func progressIsTyped() throws {
        let closures = try Self.layers.flatMap { try Self.sources(of: $0) }
            .map { $0.text.components(separatedBy: "(String) -> Void").count - 1 }
            .reduce(0, +)
        #expect(closures <= 2, "\(closures) closures of type (String) -> Void")
    }
}
