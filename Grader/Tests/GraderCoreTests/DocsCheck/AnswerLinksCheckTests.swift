import Foundation
import Testing
@testable import GraderCore

@Suite("Links from the tasks to their answers")
struct AnswerLinksCheckTests {
    @Test("GitHub's anchors: lower case, punctuation and backticks dropped, spaces as hyphens")
    func anchors() {
        #expect(AnswerLinksCheck.anchor("Task 1: Tell even from odd") == "task-1-tell-even-from-odd")
        #expect(AnswerLinksCheck.anchor("Tasks 3, 5 and 6") == "tasks-3-5-and-6")
        #expect(AnswerLinksCheck.anchor("Task 4: `didSelect(index:)`") == "task-4-didselectindex")
    }

    @Test("A link to a missing heading, a missing file, and an answer nobody links to are problems")
    func problems() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("answer-links-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Solutions/Answers"), withIntermediateDirectories: true)
        try Data("# Stage 1 — answers\n\n## Task 1: Even\n\nx\n\n## Task 2: Odd\n\ny\n".utf8)
            .write(to: root.appendingPathComponent("Solutions/Answers/Stage1.md"))
        let good = "**Answer:** [Task 1](Solutions/Answers/Stage1.md#task-1-even)\n**Answer:** [Task 2](Solutions/Answers/Stage1.md#task-2-odd)\n"
        #expect(AnswerLinksCheck.problems(workbook: good, repositoryRoot: root).isEmpty)

        let bad = "**Answer:** [Task 1](Solutions/Answers/Stage1.md#task-1-evens)\n**Answer:** [Task 3](Solutions/Answers/Stage9.md#task-3)\n"
        #expect(AnswerLinksCheck.problems(workbook: bad, repositoryRoot: root) == [
            "Exercises.md links to Solutions/Answers/Stage1.md#task-1-evens, which has no such heading",
            "Exercises.md links to Solutions/Answers/Stage9.md, which does not exist",
            "Solutions/Answers/Stage1.md: no task of Exercises.md links to the answer \"Task 1: Even\"",
            "Solutions/Answers/Stage1.md: no task of Exercises.md links to the answer \"Task 2: Odd\"",
        ])
    }

    @Test("The kata's own links hold")
    func kata() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let workbook = try String(contentsOf: root.appendingPathComponent("Exercises.md"), encoding: .utf8)
        #expect(AnswerLinksCheck.problems(workbook: workbook, repositoryRoot: root) == [])
        #expect(AnswerLinksCheck.links(in: workbook).count >= 12)
    }
}
