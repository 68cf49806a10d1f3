import Foundation
@testable import GraderEngine
@testable import GraderExecution
@testable import GraderReports
import Testing

/// A stage's code never imports a test library (issue 38): read with the tokenizer, and by the
/// compiler's parser where a regex literal hides it from the tokenizer.
@Suite("A stage's code that imports a test library is not graded, and says where tests belong")
struct StageImportsTests {
    private func material(_ source: String) -> StageMaterial {
        var material = StageMaterial(stage: 1, input: StageInput(stage: 1, sources: "Stages/Stage1", tests: "Tests/Stage1Tests"))
        material.sources = ["IsEven.swift": Data("public func isEven(number: Int) -> Bool { true }\n".utf8),
                            "MyTests.swift": Data(source.utf8)]
        return material
    }

    @Test("import Testing and import XCTest, as the tokenizer reads them", arguments: ["Testing", "XCTest"])
    func tokenizer(module: String) throws {
        let found = try #require(StageImports.problem(in: material("import Foundation\nimport \(module)\n").sources,
                                                      folder: "Stages/Stage1", testsFolder: "Tests/Stage1Tests"))
        #expect(found == "Stages/Stage1/MyTests.swift, line 2, imports \(module): a stage's code is the app's, and never imports a test library; tests belong in Tests/Stage1Tests")
    }

    @Test("Behind a regex literal, the compiler's parser finds it")
    func compiler() throws {
        let hidden = material(#"let quote = #/"/#; import Testing"# + "\n")
        #expect(StageImports.problem(in: hidden.sources, folder: "Stages/Stage1", testsFolder: "Tests/Stage1Tests") == nil)
        let checked = hidden.readByTheCompiler(memo: nil)
        let problem = try #require(checked.sourceProblem)
        #expect(problem.hasPrefix("Stages/Stage1/MyTests.swift, line 1, imports Testing"), "\(problem)")
        #expect(checked.tampered == nil)
    }

    @Test("Learner tests import both, and a stage's code may import Foundation or name Testing in text")
    func allowed() {
        let clean = material("import Foundation\n// import Testing is for tests\nlet name = \"import XCTest\"\n")
        #expect(StageImports.problem(in: clean.sources, folder: "Stages/Stage1", testsFolder: "Tests/Stage1Tests") == nil)
        #expect(clean.readByTheCompiler(memo: nil).sourceProblem == nil)
    }
}
