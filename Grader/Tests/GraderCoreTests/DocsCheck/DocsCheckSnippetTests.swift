import Foundation
@testable import GraderMaintenance
@testable import GraderReports
import Testing

@Suite("Docs check: Swift blocks agree with the repository")
struct DocsCheckSnippetTests {
    private let files = [
        "Solutions/Stage1/IsEven.swift": """
            // MARK: - Odd or even

            /// Tells whether a whole number is even.
            public func isEven(number: Int) -> Bool {
                number.isMultiple(of: 2)
            }

            public func isOdd(number: Int) -> Bool {
                !isEven(number: number)
            }

            """,
    ]

    private func problems(_ markdown: String) -> [String] {
        SnippetCheck.problems(inMarkdown: markdown) { files[$0] }.map(\.description)
    }

    @Test("A block whose lines appear in order passes, whatever the indentation, gaps and // ...")
    func agreeingBlock() {
        let markdown = """
            <!-- check: Solutions/Stage1/IsEven.swift -->
            ```swift
            public func isEven(number: Int) -> Bool {
              number.isMultiple(of: 2)

            }
            // ...
            public func isOdd(number: Int) -> Bool {
            ```
            """
        #expect(problems(markdown).isEmpty)
    }

    @Test("Windows line endings in the Markdown or the file do not matter")
    func windowsLineEndings() {
        let markdown = "<!-- check: A.swift -->\r\n```swift\r\nlet a = 1\r\n// ...\r\nlet c = 3\r\n```\r\n"
        let problems = SnippetCheck.problems(inMarkdown: markdown) { $0 == "A.swift" ? "let a = 1\r\nlet b = 2\r\nlet c = 3\r\n" : nil }
        #expect(problems.isEmpty)
    }

    @Test("A line the file lacks is named with its Markdown line and the file")
    func missingLine() {
        let markdown = """
            Intro.

            <!-- check: Solutions/Stage1/IsEven.swift -->
            ```swift
            public func isEven(number: Int) -> Bool {
                number % 2 == 0
            }
            ```
            """
        #expect(problems(markdown) == ["line 6: the line `number % 2 == 0` is not in Solutions/Stage1/IsEven.swift"])
        let problem = SnippetCheck.problems(inMarkdown: markdown) { files[$0] }.first
        #expect(problem?.path == "Solutions/Stage1/IsEven.swift")
        #expect(problem?.line == 6)
    }

    @Test("Lines out of order are reported as such")
    func outOfOrder() {
        let markdown = """
            <!-- check: Solutions/Stage1/IsEven.swift -->
            ```swift
            public func isOdd(number: Int) -> Bool {
            public func isEven(number: Int) -> Bool {
            ```
            """
        #expect(problems(markdown) == [
            "line 4: the line `public func isEven(number: Int) -> Bool {` does not follow "
                + "`public func isOdd(number: Int) -> Bool {` in Solutions/Stage1/IsEven.swift; "
                + "put a `// ...` line between them where lines are left out",
        ])
    }

    @Test("Lines left out of a block without a // ... line are reported")
    func silentlyDroppedLine() {
        let markdown = """
            <!-- check: Solutions/Stage1/IsEven.swift -->
            ```swift
            public func isEven(number: Int) -> Bool {
            }
            ```
            """
        #expect(problems(markdown) == [
            "line 4: the line `}` does not follow `public func isEven(number: Int) -> Bool {` in "
                + "Solutions/Stage1/IsEven.swift; put a `// ...` line between them where lines are left out",
        ])
    }

    @Test("A run after a // ... line may start anywhere later in the file, but not earlier")
    func runAfterOmission() {
        let later = """
            <!-- check: Solutions/Stage1/IsEven.swift -->
            ```swift
            // MARK: - Odd or even
            // ...
            !isEven(number: number)
            ```
            """
        #expect(problems(later).isEmpty)
        let earlier = """
            <!-- check: Solutions/Stage1/IsEven.swift -->
            ```swift
            public func isOdd(number: Int) -> Bool {
            // ...
            // MARK: - Odd or even
            ```
            """
        #expect(problems(earlier) == [
            "line 5: the line `// MARK: - Odd or even` is in Solutions/Stage1/IsEven.swift, "
                + "but not after the lines the block shows before it",
        ])
    }

    @Test("A line shown twice must be in the file twice")
    func repeatedLine() {
        let markdown = """
            <!-- check: Solutions/Stage1/IsEven.swift -->
            ```swift
            number.isMultiple(of: 2)
            number.isMultiple(of: 2)
            ```
            """
        #expect(problems(markdown).count == 1)
    }

    @Test("An untagged Swift block, a missing file, a path outside the repository and an empty block are problems")
    func otherProblems() {
        let markdown = """
            ```swift
            let x = 1
            ```

            <!-- check: Solutions/Stage1/Missing.swift -->
            ```swift
            let y = 2
            ```
            <!-- check: ../Elsewhere.swift -->
            ```swift
            let z = 3
            ```
            <!-- check: Solutions/Stage1/IsEven.swift -->
            ```swift
            // ...
            ```
            """
        #expect(problems(markdown) == [
            "line 1: the swift block has no tag above it; add <!-- check: PATH --> or <!-- illustration -->",
            "line 5: the swift block is checked against Solutions/Stage1/Missing.swift, which does not exist",
            "line 9: the check tag names ../Elsewhere.swift; give a path relative to the repository root, inside it",
            "line 14: the swift block checked against Solutions/Stage1/IsEven.swift shows no code",
        ])
    }

    @Test("Illustrations and blocks of other languages are not checked; an unclosed block is")
    func ignoredBlocks() {
        let markdown = """
            <!-- illustration -->
            ```swift
            if number % 2 == 1 { print("Ganjil") }
            ```
            ```bash
            swift test --filter Stage1
            ```
            ```
            plain
            ```
            ```text
            never closed
            """
        #expect(problems(markdown) == ["line 11: the code block that opens here is never closed, so it hides the rest of the file"])
    }

    @Test("The file form reads the Markdown and the checked files from disk")
    func readsFromDisk() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("g2-docs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try PlantedBugsFixtures.write(files.merging(["Exercises.md": """
            <!-- check: Solutions/Stage1/IsEven.swift -->
            ```swift
            number.isMultiple(of: 2)
            ```
            <!-- check: Solutions/Stage1 -->
            ```swift
            number.isMultiple(of: 2)
            ```
            """]) { $1 }, to: root)
        let problems = try SnippetCheck.problems(inMarkdownAt: root.appendingPathComponent("Exercises.md"), repositoryRoot: root)
        #expect(problems.map(\.description) == [
            "line 5: the swift block is checked against Solutions/Stage1, which does not exist",
        ])
    }
}

@Suite("The kata's own workbook quotes the repository")
struct KataSnippetTests {
    @Test("Every Swift block of the workbook and of the answers agrees with the file it is checked against")
    func kataBlocks() throws {
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let pages = ["Exercises.md"] + (1...4).flatMap { ["Exercises/Stage\($0).md", "Solutions/Answers/Stage\($0).md"] }
        for page in pages {
            let problems = try SnippetCheck.problems(inMarkdownAt: repository.appendingPathComponent(page), repositoryRoot: repository)
            #expect(problems.isEmpty, "\(page): \(problems)")
        }
    }
}
