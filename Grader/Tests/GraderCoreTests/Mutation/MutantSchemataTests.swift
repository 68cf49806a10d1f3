@testable import GraderEngine
@testable import GraderExecution
@testable import GraderReports
import Testing

@Suite("Mutant schemata: every mutant behind the switch, and compiler errors blamed on the right one")
struct MutantSchemataTests {
    private let source = """
        func grouped(_ remaining: Int) -> Bool {
            return remaining > 0
        }

        """

    @Test("An expression site keeps the original last and puts each variant on a line of its own")
    func expressionSite() {
        let found = MutantGenerator.mutants(of: source, file: "A.swift")
        let output = MutantSchemata.write(source: source, sites: found.sites, file: "Code.swift")
        let lines = output.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let ids = found.mutants.map(\.id)
        #expect(lines.contains("    return ("))
        for id in ids {
            let line = try? #require(lines.firstIndex { $0.contains("__plantedBug(\"\(id)\")") })
            if let line { #expect(output.owners[line + 1] == .mutant(id)) }
        }
        #expect(output.text.contains("\n: (remaining > 0))"), "the original comes last, unchanged")
        #expect(output.owners[2] == .site(ids), "the opening line is the frame of the whole site")
        #expect(output.unplaced.isEmpty)
    }

    @Test("A site that overlaps another without holding it is not written, and says so")
    func overlappingSites() {
        let text = "let value = first + second\n"
        let output = MutantSchemata.write(source: text, sites: [
            MutationSite(range: 12..<26, kind: .expression, variants: [("m1", "first - second")]),
            MutationSite(range: 20..<27, kind: .expression, variants: [("m2", "nothing")]),
        ], file: "Code.swift")
        #expect(output.unplaced == ["m2"])
        #expect(output.text.contains("m1") && !output.text.contains("m2"))
    }

    @Test("Without sites, the file is written as it is")
    func noSites() {
        #expect(MutantSchemata.write(source: source, sites: [], file: "Code.swift").text == source)
    }

    @Test("A statement site wraps its lines; a site inside it is written in its original branch")
    func nestedSites() {
        let code = """
            func tick(_ count: inout Int) {
                count += 1
            }

            """
        let found = MutantGenerator.mutants(of: code, file: "T.swift")
        let text = MutantSchemata.write(source: code, sites: found.sites, file: "Code.swift").text
        let deletion = try? #require(found.mutants.first { $0.operator == .statementDeletion })
        let constant = try? #require(found.mutants.first { $0.change == "`1` → `2`" })
        #expect(text.contains("if __plantedBug(\"\(deletion?.id ?? "")\") {\n\n}"))
        #expect(text.contains("count += (\n__plantedBug(\"\(constant?.id ?? "")\") ? (2)"))
    }

    @Test("An error on a variant's line convicts it; on a frame, it suspects the site unless one mutant is left")
    func blame() {
        let owners: [String: [Int: MutantSchemata.Owner]] = ["A.swift": [3: .mutant("m2"), 5: .site(["m1", "m2", "m3"])]]
        func error(_ line: Int, _ file: String = "/w/Sources/Stage1/A.swift") -> CompilerDiagnostic {
            CompilerDiagnostic(file: file, line: line, column: 1, severity: "error", message: "no")
        }
        let onVariant = MutantJob.blame([error(3)], owners: owners)
        #expect(onVariant.convicted == ["m2"] && onVariant.suspected.isEmpty)
        let onFrame = MutantJob.blame([error(5)], owners: owners)
        #expect(onFrame.convicted.isEmpty && onFrame.suspected == ["m1", "m2", "m3"])
        let oneLeft = MutantJob.blame([error(5)], owners: owners, cleared: ["m1", "m3"])
        #expect(oneLeft.convicted == ["m2"])
        let elsewhere = MutantJob.blame([error(1), error(3, "/w/Sources/Stage1/B.swift")], owners: owners)
        #expect(elsewhere.convicted.isEmpty && elsewhere.suspected.isEmpty)
    }

    @Test("A survivor not on the list, and an entry that excuses nothing, are both problems")
    func acceptedList() {
        let survivor = Mutant(id: "m4", file: "A.swift", line: 9, operator: .statementSwap,
                              change: "swapped with the next line", sourceLine: "a = 1")
        let other = Mutant(id: "m5", file: "A.swift", line: 12, operator: .constant, change: "`2` → `3`", sourceLine: "b = 2")
        let result = StageMutationResult(stage: 4, generated: [survivor, other], notCompiled: [], killed: [], survived: [survivor, other])
        let list = AcceptedSurvivors(accepted: [
            .init(file: "A.swift", line: "a = 1", change: "swapped with the next line", kind: .equivalent, reason: "independent"),
            .init(file: "A.swift", line: "c = 3", change: "deleted", kind: .unreachable, reason: "gone"),
        ])
        let problems = list.problems(with: result)
        #expect(problems.count == 2)
        #expect(problems.contains { $0.contains("a mutant survives") && $0.contains("b = 2") })
        #expect(problems.contains { $0.contains("no longer survives") && $0.contains("c = 3") })
        #expect(list.accepts(survivor) && !list.accepts(other))
    }
}
