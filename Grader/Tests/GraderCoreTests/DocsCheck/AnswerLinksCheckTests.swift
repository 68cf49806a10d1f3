import Foundation
@testable import GraderExecution
@testable import GraderMaintenance
@testable import GraderReports
import Testing

@Suite("Links from the tasks to their answers")
struct AnswerLinksCheckTests {
    @Test("GitHub's anchors: lower case, punctuation and backticks dropped, spaces as hyphens")
    func anchors() {
        #expect(MarkdownLink.anchor("Task 1: Tell even from odd") == "task-1-tell-even-from-odd")
        #expect(MarkdownLink.anchor("Tasks 3, 5 and 6") == "tasks-3-5-and-6")
        #expect(MarkdownLink.anchor("Task 4: `didSelect(index:)`") == "task-4-didselectindex")
    }

    @Test("A link to a missing heading, a missing file, and an answer nobody links to are problems")
    func problems() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("answer-links-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Solutions/Answers"), withIntermediateDirectories: true)
        try Data("# Stage 1 — answers\n\n## Task 1: Even\n\nx\n\n## Task 2: Odd\n\ny\n".utf8)
            .write(to: root.appendingPathComponent("Solutions/Answers/Stage1.md"))
        // A stage file sits in Exercises/, so its links go up a folder first.
        let good = "**Answer:** [Task 1](../Solutions/Answers/Stage1.md#task-1-even)\n**Answer:** [Task 2](../Solutions/Answers/Stage1.md#task-2-odd)\n"
        #expect(AnswerLinksCheck.problems(workbook: Self.workbook(stage1: good), repositoryRoot: root).isEmpty)

        let bad = """
            **Answer:** [Task 1](../Solutions/Answers/Stage1.md#task-1-evens)
            **Answer:** [Task 3](../Solutions/Answers/Stage9.md#task-3)
            **Answer:** [Task 2](Solutions/Answers/Stage1.md#task-2-odd), written as if from the root
            """
        #expect(AnswerLinksCheck.problems(workbook: Self.workbook(stage1: bad), repositoryRoot: root) == [
            "Exercises/Stage1.md links to Solutions/Answers/Stage1.md#task-1-evens, which has no such heading",
            "Exercises/Stage1.md links to Solutions/Answers/Stage9.md, which does not exist",
            "Solutions/Answers/Stage1.md: no task of the workbook links to the answer \"Task 1: Even\"",
            "Solutions/Answers/Stage1.md: no task of the workbook links to the answer \"Task 2: Odd\"",
        ])
    }

    @Test("The kata's own links hold")
    func kata() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let workbook = Workbook.load(kataRoot: root, stages: KataRoot(url: root).stages)
        #expect(workbook.missing.isEmpty)
        #expect(AnswerLinksCheck.problems(workbook: workbook, repositoryRoot: root) == [])
        let links = workbook.pages.flatMap { AnswerLinksCheck.answerLinks(in: $0.text, page: $0.path) }
        #expect(links.count >= 12)
    }

    static func workbook(stage1: String) -> Workbook {
        Workbook(pages: [Workbook.Page(path: "Exercises.md", stage: nil, text: "# The workbook\n"),
                         Workbook.Page(path: "Exercises/Stage1.md", stage: 1, text: stage1)], missing: [])
    }
}
