import Foundation
@testable import GraderExecution
@testable import GraderMaintenance
@testable import GraderReports
import Testing

@Suite("The workbook: an entry file and a file per stage, held together by links")
struct WorkbookLinksCheckTests {
    static let kataRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("A link is resolved from the folder of the file that holds it", arguments: [
        ("../Solutions/Answers/Stage1.md", "Exercises/Stage1.md", "Solutions/Answers/Stage1.md"),
        ("Stage2.md", "Exercises/Stage1.md", "Exercises/Stage2.md"),
        ("Exercises/Stage2.md", "Exercises.md", "Exercises/Stage2.md"),
        ("./Stage2.md", "Exercises/Stage1.md", "Exercises/Stage2.md"),
    ])
    func resolve(target: String, page: String, expected: String) {
        #expect(MarkdownLink.resolve(target, from: page) == expected)
    }

    @Test("Links in code and to other sites are not the kata's; an anchor alone names the page itself")
    func links() {
        let markdown = """
            See [the guidelines](https://www.swift.org/documentation/api-design-guidelines/) and [Task 1](#task-1-even).
            ```swift
            let x = a[b](c)
            ```
            Back to [the workbook](../Exercises.md).
            """
        #expect(MarkdownLink.links(in: markdown, page: "Exercises/Stage1.md") == [
            MarkdownLink(path: "Exercises/Stage1.md", anchor: "task-1-even", line: 1),
            MarkdownLink(path: "Exercises.md", anchor: "", line: 5),
        ])
    }

    @Test("A repeated heading gets GitHub's -1, -2 anchors; a # inside code is no heading")
    func anchors() {
        let markdown = "# Stage 1\n## The same in XCTest\n```swift\n#expect(x)\n```\n### The same in XCTest\n"
        #expect(MarkdownLink.anchors(in: markdown) == ["stage-1", "the-same-in-xctest", "the-same-in-xctest-1"])
    }

    @Test("A missing file, a missing heading, a stage the entry does not link, and stale contents are problems")
    func problems() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-links-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Exercises"), withIntermediateDirectories: true)
        let entry = "# Workbook\n\n[Stage 1](Exercises/Stage1.md) and [the hints](Hints/Stage1.md)\n"
        let stage1 = """
            # Stage 1

            [The workbook](../Exercises.md)

            \(WorkbookLinksCheck.contentsTitle)

            - [Task 1: Even](#task-1-even)
            - [Task 2: Odd](#task-2-odd)

            ## Task 1: Even

            ## Task 3: Zero
            """
        let stage2 = "# Stage 2\n\n\(WorkbookLinksCheck.contentsTitle)\n\n- [Task 1: Wait](#task-1-wait)\n\n## Task 1: Wait\n"
        for (path, text) in ["Exercises.md": entry, "Exercises/Stage1.md": stage1, "Exercises/Stage2.md": stage2] {
            try Data(text.utf8).write(to: root.appendingPathComponent(path))
        }
        let workbook = Workbook.load(kataRoot: root, stages: [1, 2, 3])
        #expect(workbook.missing == ["Exercises/Stage3.md"])
        #expect(WorkbookLinksCheck.problems(workbook: workbook, repositoryRoot: root) == [
            "Exercises/Stage3.md is missing",
            "Exercises.md line 3: links to Hints/Stage1.md, which does not exist",
            "Exercises/Stage1.md line 8: links to Exercises/Stage1.md#task-2-odd, which has no such heading",
            "Exercises/Stage1.md: **In this stage** lists Task 1: Even; Task 2: Odd where its sections are Task 1: Even; Task 3: Zero",
            "Exercises.md has no link to Exercises/Stage2.md",
            "Exercises.md has no link to Exercises/Stage3.md",
        ])
    }

    @Test("The kata's own workbook: four stage files, each listed by the entry, its links and contents as they should be")
    func kata() {
        let workbook = Workbook.load(kataRoot: Self.kataRoot, stages: KataRoot(url: Self.kataRoot).stages)
        #expect(workbook.paths == ["Exercises.md", "Exercises/Stage1.md", "Exercises/Stage2.md", "Exercises/Stage3.md", "Exercises/Stage4.md"])
        #expect(WorkbookLinksCheck.problems(workbook: workbook, repositoryRoot: Self.kataRoot) == [])
    }

    @Test("Every Swift block of the kata's workbook, in each of its files, agrees with the repository")
    func kataSnippets() throws {
        let workbook = Workbook.load(kataRoot: Self.kataRoot, stages: KataRoot(url: Self.kataRoot).stages)
        for path in workbook.paths {
            let problems = try SnippetCheck.problems(inMarkdownAt: Self.kataRoot.appendingPathComponent(path), repositoryRoot: Self.kataRoot)
            #expect(problems.isEmpty, "\(path): \(problems)")
        }
    }

    @Test("Every Hint block of the kata's stage files is found under its task, so the hints check reads them all")
    func kataHintsFound() throws {
        let workbook = Workbook.load(kataRoot: Self.kataRoot, stages: KataRoot(url: Self.kataRoot).stages)
        var found = 0
        for page in workbook.pages where page.stage != nil {
            let blocks = page.text.components(separatedBy: "<summary>Hint</summary>").count - 1
            #expect(HintsCheck.exerciseHints(in: page.text).count == blocks, "\(page.path)")
            found += blocks
        }
        #expect(found >= 16, "stages 1 and 4 fold away a hint under each task")
    }
}
