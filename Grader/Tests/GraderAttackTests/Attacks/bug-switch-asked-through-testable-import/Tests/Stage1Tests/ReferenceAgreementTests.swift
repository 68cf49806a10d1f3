import Foundation
import Testing
@testable import Stage1

/// The grader compiles these tests against its switchable reference, next to this file. Its
/// generated `__plantedBug(_:)` is internal, so `@testable import` reaches it; the ids are
/// in the generated sources.
@Suite("Agrees with the reference")
struct ReferenceAgreementTests {
    @Test func noPlantedBugIsOn() throws {
        // `…/learner/Tests/Stage1Tests/ThisFile.swift` → `…/learner/Sources/Stage1/`
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Stage1")
        var ids: Set<String> = []
        for name in try FileManager.default.contentsOfDirectory(atPath: sources.path) {
            let text = try String(contentsOf: sources.appendingPathComponent(name), encoding: .utf8)
            for piece in text.components(separatedBy: "__plantedBug(\"").dropFirst() {
                ids.insert(String(piece.prefix { $0 != "\"" }))
            }
        }
        #expect(!ids.isEmpty)
        #expect(ids.filter { __plantedBug($0) }.isEmpty)
    }
}
