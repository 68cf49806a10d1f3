import Foundation
@testable import GraderEngine
@testable import GraderExecution
@testable import GraderReports
import Testing

/// The operators added for the faults students make that a negated condition or a boundary pair
/// misses (issue 28), each on a small fixture, and the sites they need that a plain expression
/// switch could not hold: a `switch` case's literal patterns, default values, initializers.
@Suite("Mutants: the operators beyond the classic ones")
struct MutantOperatorTests {
    @Test("An `if` or `guard` condition is replaced by `true` and by `false`; a `while` one is not")
    func conditionConstants() {
        let source = """
            func first(_ values: [Int]) -> Int {
                guard !values.isEmpty else { return 0 }
                if values[0] > 2 { return 2 }
                while values.count > 9 {}
                return values[0]
            }

            """
        let found = mutantChanges(source).filter { $0.hasPrefix("condition-constant") }
        #expect(found == [
            "condition-constant: condition replaced by `true`", "condition-constant: condition replaced by `false`",
            "condition-constant: condition replaced by `true`", "condition-constant: condition replaced by `false`",
        ])
    }

    @Test("Each clause of a compound condition is dropped once")
    func clauseDeletion() {
        let found = mutantChanges("let ready = loaded && !failed || retried\n").filter { $0.hasPrefix("clause-deletion") }
        #expect(found == [
            "clause-deletion: `loaded && !failed || retried` → `!failed || retried`",
            "clause-deletion: `loaded && !failed || retried` → `loaded || retried`",
            "clause-deletion: `loaded && !failed || retried` → `loaded && !failed`",
        ])
    }

    @Test("A comparison is turned around, and an equality made an order (not one with `nil`, a Bool or an enum's case, which have none)", arguments: [
        ("let a = x < y", ["relational-replacement: `x < y` → `x > y`"]),
        ("let a = x >= y", ["relational-replacement: `x >= y` → `x <= y`"]),
        ("let a = x == y", ["relational-replacement: `x == y` → `x < y`", "relational-replacement: `x == y` → `x > y`"]),
        ("let a = x == nil", []),
        ("let a = done == true", []),
        ("let a = code == .timedOut", []),
    ])
    func relationalReplacement(line: String, expected: [String]) {
        #expect(mutantChanges(line + "\n").filter { $0.hasPrefix("relational-replacement") } == expected)
    }

    @Test("`a ?? b` becomes `b`, only where `??` is the one operator of its level")
    func nilCoalescing() {
        let found = mutantChanges("let status = code ?? 0\nlet same = code ?? 0 == other\n")
        #expect(found.filter { $0.hasPrefix("nil-coalescing") } == ["nil-coalescing: `code ?? 0` → `0`"])
        #expect(found.contains("constant: `code ?? 0` → `code ?? 1`"), "its right side is the constant operator's")
    }

    @Test("Range bounds move by one, in code and in a switch case's pattern")
    func rangeBounds() {
        let source = """
            func kind(_ status: Int, _ count: Int) -> String {
                for index in 0..<count { print(index) }
                switch status {
                case 200...299: return "ok"
                default: return "other"
                }
            }

            """
        let found = mutantChanges(source)
        #expect(found.contains("constant: `0..<count` → `1..<count`"))
        for bound in ["201...299", "199...299", "200...300", "200...298"] {
            #expect(found.contains("constant: `200...299` → `\(bound)`"))
        }
    }

    @Test("A switch case's literal patterns and what follows its colon are code; other patterns and an enum's cases are not")
    func caseLines() {
        let source = """
            enum Key: String {
                case releaseYear = "release_year"
            }
            func title(_ key: Key?, _ code: Int) -> String {
                switch code {
                case 404, 410: return "gone"
                default: break
                }
                switch key {
                case .releaseYear?: return "Released"
                case nil: return ""
                }
            }

            """
        let found = mutantChanges(source)
        #expect(!found.contains { $0.contains("release_year") }, "a raw value must stay a literal")
        #expect(found.contains("constant: `404` → `405`") && found.contains("constant: `410` → `409`"))
        #expect(found.contains("string: `\"Released\"` → `\"\"`"), "the row title after the colon")
        #expect(!found.contains { $0.contains("releaseYear?") || $0.contains("`nil`") })
    }

    @Test("A CodingKey's raw value is emptied through a stringValue written at the enum's end; another enum's is not")
    func codingKeyRawValues() {
        let source = """
            struct Item: Decodable {
                let id: Int
                let releaseYear: Int?
                enum CodingKeys: String, CodingKey {
                    case id
                    case releaseYear = "release_year"
                }
            }
            enum Plain: String {
                case a = "x"
            }

            """
        let found = MutantGenerator.mutants(of: source, file: "Item.swift")
        #expect(found.mutants.map { "\($0.operator.rawValue): \($0.change)" } == ["string: `\"release_year\"` → `\"\"`"])
        #expect(found.mutants.map(\.sourceLine) == ["case releaseYear = \"release_year\""])
        let text = MutantSchemata.write(source: source, sites: found.sites, file: "Item.swift").text
        #expect(text.contains("case releaseYear = \"release_year\""), "the raw value itself stays")
        #expect(text.contains("var stringValue: String {\nif __plantedBug(\"m1\") {\nif case .releaseYear = self { return \"\" }\n}\nreturn rawValue\n}\n}"))
    }

    @Test("A default value is mutated: its literals, and a value that is no literal by a plain one of its type")
    func defaultValues() {
        let source = """
            public func pad(_ text: String, separator: String = ".", url: URL? = Defaults.url, names: [String] = Defaults.names) {}

            """
        let found = MutantGenerator.mutants(of: source, file: "Pad.swift")
        let changes = found.mutants.map { "\($0.operator.rawValue): \($0.change)" }
        #expect(changes == [
            "string: `\".\"` → `\"\"`",
            "default-value: `= Defaults.url` → `= nil`",
            "default-value: `= Defaults.names` → `= []`",
        ])
        #expect(found.sites.allSatisfy { $0.kind == .defaultValue })
        let text = MutantSchemata.write(source: source, sites: found.sites, file: "Pad.swift").text
        #expect(text.contains("\n: (\".\"))"), "the original comes last")
        #expect(text.contains("__plantedBugInDefault_Pad_swift(\"\(found.mutants[0].id)\") ? (\"\")"))
        #expect(text.contains("@usableFromInline func __plantedBugInDefault_Pad_swift(_ id: String) -> Bool { __plantedBug(id) }"))
    }

    @Test("In an initializer, a statement is deleted only where it still compiles, and independent assignments are not swapped")
    func initializers() {
        let source = """
            final class Account {
                let name: String
                let limit: Int
                var history: [String] = []
                var opened = false
                init(name: String, limit: Int) {
                    self.name = name
                    self.limit = limit
                    opened = true
                    history.append(name)
                }
                convenience init() {
                    self.init(name: "", limit: 0)
                }
            }

            """
        let mutants = MutantGenerator.mutants(of: source, file: "Account.swift").mutants
        #expect(mutants.filter { $0.operator == .statementDeletion }.map(\.sourceLine) == ["opened = true", "history.append(name)"])
        #expect(mutants.filter { $0.operator == .statementSwap }.map(\.sourceLine) == ["opened = true"],
                "`self.name = name` and `self.limit = limit` cannot tell their order: no swap")
    }

    @Test("None of the new operators touches a comment, a doc comment, an import or an attribute")
    func onlyCode() {
        let source = """
            import Foundation
            /// Returns `code ?? 0` when `a && b`, as `guard x < 2`.
            @available(*, deprecated, message: "code ?? 0 && x < 2")
            func check(_ a: Bool) -> Bool {
                // if a && b || code ?? 0 == 1 {
                /* case 200...299: */
                return a
            }

            """
        let found = mutantChanges(source)
        #expect(found == ["return-value: `return a` → `return !(a)`"])
    }

    @Test("The new sites compile behind the switch: a case pattern, a row title, a default value, an initializer, a CodingKey")
    func sitesCompile() throws {
        let source = """
            import Foundation
            public enum Row { case header, footer }
            public struct Item: Decodable {
                public let releaseYear: Int?
                enum CodingKeys: String, CodingKey {
                    case releaseYear = "release_year"
                }
            }
            public struct Service {
                public let base: URL?
                public var retries = 1
                public init(base: URL? = URL(string: "https://example.com"), separator: String = ".", retries: Int = 2) {
                    self.base = base
                    self.retries = retries
                    print(separator)
                }
                public func kind(_ status: Int) -> String {
                    switch status {
                    case 200...299, 304: return "ok"
                    case 404: return "missing"
                    default: return base?.absoluteString ?? "none"
                    }
                }
                public func title(_ row: Row) -> String {
                    switch row {
                    case .header: "Header"
                    case .footer: "Footer"
                    }
                }
                public func ready(_ a: Bool, _ b: Bool) -> Bool {
                    guard a && b || retries == 0 else { return false }
                    return true
                }
            }

            """
        let found = MutantGenerator.mutants(of: source, file: "Service.swift")
        let ids = found.mutants.map(\.id)
        let written = MutantSchemata.write(source: source, sites: found.sites, file: "Service.swift")
        #expect(written.unplaced.isEmpty)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mutant-operators-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Service.swift")
        try Data((written.text + PlantedBugSwitch.source(bugIDs: ids, key: .random())).utf8).write(to: file)
        let result = ProcessRunner.run(ProcessRequest(
            executable: "swiftc", arguments: ["-typecheck", "-parse-as-library", "-swift-version", "6", file.path], timeout: 120))
        #expect(result.end.succeeded, "\(result.output)")
        for kind in ["condition-constant", "clause-deletion", "relational-replacement", "nil-coalescing", "default-value", "constant"] {
            #expect(found.mutants.contains { $0.operator.rawValue == kind }, "the fixture has a \(kind) mutant")
        }
    }
}
