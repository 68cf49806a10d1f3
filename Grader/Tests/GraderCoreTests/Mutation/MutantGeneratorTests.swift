@testable import GraderEngine
@testable import GraderReports
import Testing

/// Each mutant of `source` as "operator: change", for the engine's tests.
func mutantChanges(_ source: String) -> [String] {
    MutantGenerator.mutants(of: source, file: "Code.swift").mutants.map { "\($0.operator.rawValue): \($0.change)" }
}

@Suite("Mutants: where the engine changes code, and how")
struct MutantGeneratorTests {

    @Test("Only code is mutated: never a comment, a doc comment or the text inside a string")
    func onlyCode() {
        let source = """
            /// Returns whether `a < b`, as in 1 < 2.
            func isBefore(_ a: Int, _ b: Int) -> Bool {
                // a > b would be wrong
                /* so would a <= b */
                print("a < b is 1 + 1")
                return a < b
            }

            """
        let found = mutantChanges(source)
        #expect(found.filter { $0.hasPrefix("relational:") } == ["relational: `a < b` → `a <= b`"])
        #expect(!found.contains { $0.contains("1 + 1") && $0.hasPrefix("arithmetic") })
        #expect(found.contains("return-value: `return a < b` → `return !(a < b)`"))
    }

    @Test("Imports, attributes, directives, an enum's case lines and parameters but for their default values are left alone")
    func leftAlone() {
        let source = """
            import Foundation
            @available(*, deprecated, message: "use 2 + 2")
            func pad(_ text: String, width: Int) -> String {
                text
            }
            enum Size: Int {
                case small = 1
            }
            #if DEBUG
            let level = 1
            #endif

            """
        let found = mutantChanges(source)
        #expect(!found.contains { $0.contains("2 + 2") || $0.contains("Int") })
        #expect(found.filter { $0.hasPrefix("constant") } == ["constant: `1` → `2`", "constant: `1` → `0`"],
                "only the constant after #if, which is code; not the enum case line's")
    }

    @Test("Each classic operator", arguments: [
        ("let a = x >= y", "relational: `x >= y` → `x > y`"),
        ("let a = x == y", "relational: `x == y` → `x != y`"),
        ("let a = x * y", "arithmetic: `x * y` → `x / y`"),
        ("let a = -x", "arithmetic: `-x` → `x`"),
        ("let a = x && y", "boolean: `x && y` → `x || y`"),
        ("let a = !x", "boolean: `!x` → `x`"),
        ("let a = true", "boolean: `true` → `false`"),
        ("let a = 0", "constant: `0` → `-1`"),
        ("let a = 10", "constant: `10` → `9`"),
        ("let a = \"Rp\"", "string: `\"Rp\"` → `\"\"`"),
        ("let a = \"\"", "string: `\"\"` → `\"mutant\"`"),
    ])
    func operators(line: String, expected: String) {
        #expect(mutantChanges(line + "\n").contains(expected))
    }

    @Test("A postfix `!` and a generic's angle brackets are not operators to mutate")
    func notOperators() {
        let found = mutantChanges("let a = b!.count\nlet c: Array<Int> = []\n")
        #expect(found.isEmpty)
    }

    @Test("Conditions are negated; a binding is not")
    func conditions() {
        let source = """
            func check(_ value: Int?) -> Int {
                guard let value else { return 1 }
                if value > 2 {
                    return 3
                }
                return 4
            }

            """
        let found = mutantChanges(source)
        #expect(found.contains("condition: condition negated"))
        #expect(found.filter { $0.hasPrefix("condition:") }.count == 1)
        #expect(found.contains("return-value: `return 3` → `return 0`"))
    }

    @Test("Statements are deleted and swapped inside bodies; declarations and an implicit result are not")
    func statements() {
        let source = """
            final class Counter {
                var count = 0
                var total = 0
                init(start: Int) {
                    count = start
                }
                func add(_ value: Int) {
                    count += 1
                    total += value
                    let unused = value
                    log(unused)
                }
                func isEmpty() -> Bool {
                    count.isMultiple(of: 1)
                }
                func log(_ value: Int) {
                    print(value)
                }
            }

            """
        let mutants = MutantGenerator.mutants(of: source, file: "Counter.swift").mutants
        let deleted = mutants.filter { $0.operator == .statementDeletion }.map(\.sourceLine)
        #expect(deleted == ["count = start", "count += 1", "total += value", "log(unused)", "print(value)"],
                "count has a value of its own, so the initializer may lose its assignment")
        let swapped = mutants.filter { $0.operator == .statementSwap }.map(\.sourceLine)
        #expect(swapped == ["count += 1"])
        #expect(mutants.contains { $0.change == "`count += 1` → `count -= 1`" })
    }

    @Test("Mutants are numbered from the number given, in order, each on its line")
    func numbering() {
        let found = MutantGenerator.mutants(of: "let a = 1\nlet b = x < y\n", file: "A.swift", firstNumber: 7).mutants
        #expect(found.map(\.id) == ["m7", "m8", "m9", "m10"], "`<` is both a boundary and a direction")
        #expect(found.map(\.line) == [1, 1, 2, 2])
        #expect(found.allSatisfy { $0.file == "A.swift" })
    }
}
