import Foundation
import GraderTestSupport
import Testing

// MARK: - ./grade.sh mutants on a kata whose spec tests leave a gap

@Suite("The mutation check", .serialized)
struct MutantsEndToEndTests {
    static let kata = FileManager.default.temporaryDirectory.appendingPathComponent("kata-mutants-e2e-\(getuid())")

    /// The fixture's stage 1, with a spec that checks only that two is even: `number % 1`
    /// makes every number even and survives; every other mutant fails that one test.
    static func prepare(accepted: String?) throws {
        for folder in ["Stages/Stage1", "Solutions/Stage1"] {
            try? FileManager.default.removeItem(at: kata.appendingPathComponent(folder))
            try FileTree.copy(from: FixtureKata.source.appendingPathComponent(folder), to: kata.appendingPathComponent(folder))
        }
        try write("""
            import Testing
            import Stage1

            @Suite("Task 1: Tell odd from even")
            struct ParitySpec {
                @Test("two is even") func two() { #expect(isEven(number: 2)) }
            }

            """, to: "Tests/Stage1Spec/ParitySpec.swift")
        let list = kata.appendingPathComponent("Solutions/Mutants/Stage1.json")
        try? FileManager.default.removeItem(at: list)
        if let accepted { try write(accepted, to: "Solutions/Mutants/Stage1.json") }
    }

    static func write(_ text: String, to relative: String) throws {
        let url = kata.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    static func entry(line: String, change: String, kind: String = "equivalent") -> String {
        "{\"file\": \"Parity.swift\", \"line\": \"\(line)\", \"change\": \"\(change)\", \"kind\": \"\(kind)\", \"reason\": \"a reason\"}"
    }

    @Test("A survivor is listed with its file, line and change, and fails the check")
    func survivorFails() throws {
        try Self.prepare(accepted: nil)
        let run = try BuiltGrader.run(["--kata-root", Self.kata.path, "--quiet", "mutants", "--json"])
        #expect(run.exitCode == 1, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let stage = try #require((json?["stages"] as? [[String: Any]])?.first)
        #expect(stage["stage"] as? Int == 1)
        #expect(stage["survived"] as? Int == 1)
        let compiled = try #require(stage["compiled"] as? Int)
        #expect(compiled >= 5 && stage["killed"] as? Int == compiled - 1)
        let survivor = try #require((stage["survivors"] as? [[String: Any]])?.first)
        #expect(survivor["file"] as? String == "Parity.swift")
        #expect(survivor["line"] as? Int == 3)
        #expect(survivor["change"] as? String == "`number % 2` → `number % 1`")
        #expect(survivor["accepted"] as? Bool == false)
    }

    @Test("An accepted survivor passes, with its kind and reason shown; an entry that excuses nothing, or of no known kind, fails")
    func acceptedList() throws {
        let survivor = Self.entry(line: "let remainder = number % 2", change: "`number % 2` → `number % 1`")
        try Self.prepare(accepted: "{\"accepted\": [\(survivor)]}")
        let accepted = try BuiltGrader.run(["--kata-root", Self.kata.path, "--quiet", "mutants", "1"])
        #expect(accepted.exitCode == 0, "\(accepted.stdout)\(accepted.stderr)")
        #expect(accepted.stdout.contains("1 survived (1 accepted)"))
        #expect(accepted.stdout.contains("· accepted, equivalent: Parity.swift:3 constant `number % 2` → `number % 1`"))
        #expect(accepted.stdout.contains("      a reason"))

        let stale = Self.entry(line: "return remainder == 0", change: "deleted")
        try Self.prepare(accepted: "{\"accepted\": [\(survivor), \(stale)]}")
        let withStale = try BuiltGrader.run(["--kata-root", Self.kata.path, "--quiet", "mutants", "1"])
        #expect(withStale.exitCode == 1)
        #expect(withStale.stdout.contains("✘ accepted, but no such survivor: Parity.swift: deleted in: return remainder == 0"))

        let unknownKind = Self.entry(line: "let remainder = number % 2", change: "`number % 2` → `number % 1`", kind: "harmless")
        try Self.prepare(accepted: "{\"accepted\": [\(unknownKind)]}")
        let refused = try BuiltGrader.run(["--kata-root", Self.kata.path, "--quiet", "mutants", "1"])
        #expect(refused.exitCode == 2)
        #expect(refused.stderr.contains("has a kind that is none of \"equivalent\", \"unreachable\", \"observable-not-pinned\""))

        try Self.prepare(accepted: "{\"accepted\": 3}")
        let broken = try BuiltGrader.run(["--kata-root", Self.kata.path, "--quiet", "mutants"])
        #expect(broken.exitCode == 2)
        #expect(broken.stderr.contains("Solutions/Mutants/Stage1.json cannot be read"))
    }
}
