import Foundation
@testable import GraderExecution
@testable import GraderMaintenance
@testable import GraderReports
import Testing

@Suite("Spec types named after their task, so --filter StageNSpec.TaskNN works")
struct SpecTypeNamesCheckTests {
    @Test("A suite's type without TaskNN of its own task, or without Spec, is named; a helper type is not")
    func problems() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spec-names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let files = [
            "Task01Good.swift": "@Suite(\"Task 1: Count\")\nstruct Task01CountSpec {\n  struct Helper {}\n}\n",
            "Task09Plain.swift": "@Suite(\"Task 9: Load\")\n@MainActor\nstruct LoadOverHTTPSpec {}\n",
            "Task02Digits.swift": "@Suite(\"Task 2: Group\")\nfinal class Task2GroupSpec: XCTestCase {}\n",
            "Helpers.swift": "struct SpecDouble {}\n",
        ]
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        #expect(SpecTypeNamesCheck.problems(specFolder: folder, name: "Tests/Stage9Spec") == [
            "Tests/Stage9Spec/Task02Digits.swift: the suite of task 2 is Task2GroupSpec; name it Task02…Spec",
            "Tests/Stage9Spec/Task09Plain.swift: the suite of task 9 is LoadOverHTTPSpec; name it Task09…Spec",
        ])
    }

    @Test("The kata's own spec types are all named TaskNN…Spec")
    func kataSpecTypes() {
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let kata = KataRoot(url: repository)
        #expect(kata.stages == [1, 2, 3, 4])
        let problems = kata.stages.flatMap { stage in
            SpecTypeNamesCheck.problems(specFolder: repository.appendingPathComponent(kata.specTests(stage)), name: kata.specTests(stage))
        }
        #expect(problems == [])
    }
}
