import Foundation
@testable import GraderEngine
@testable import GraderExecution
@testable import GraderReports
import Testing

@Suite("Accepted survivors: every entry says which kind it is, and why")
struct AcceptedSurvivorsTests {
    /// Loads `json` as stage 4's list of a kata of its own.
    private func load(_ json: String) throws(UsageError) -> AcceptedSurvivors {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("accepted-\(UUID().uuidString)")
        let url = AcceptedSurvivors.url(stage: 4, kataRoot: root)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(json.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: root) }
        return try AcceptedSurvivors.load(stage: 4, kataRoot: root)
    }

    private func entry(kind: String, reason: String = "independent assignments") -> String {
        """
        {"accepted": [{"file": "A.swift", "line": "a = 1", "change": "deleted", "kind": "\(kind)", "reason": "\(reason)"}]}
        """
    }

    @Test("Each of the three kinds loads", arguments: ["equivalent", "unreachable", "observable-not-pinned"])
    func kinds(kind: String) throws {
        let list = try load(entry(kind: kind))
        #expect(list.accepted.map(\.kind.rawValue) == [kind])
    }

    @Test("An entry with another kind is refused, with the kinds there are")
    func unknownKind() {
        do {
            _ = try load(entry(kind: "harmless"))
            Issue.record("a list with the kind \"harmless\" loaded")
        } catch {
            #expect(error.description.contains("Stage4.json: entry 1 has a kind"))
            #expect(error.description.contains("\"equivalent\", \"unreachable\", \"observable-not-pinned\""))
        }
    }

    @Test("An entry without a kind is refused")
    func missingKind() {
        #expect(throws: UsageError.self) {
            _ = try load(#"{"accepted": [{"file": "A.swift", "line": "a = 1", "change": "deleted", "reason": "r"}]}"#)
        }
    }

    @Test("An entry without a reason is refused")
    func noReason() {
        #expect(throws: UsageError.self) { _ = try load(entry(kind: "equivalent", reason: "  ")) }
    }
}
