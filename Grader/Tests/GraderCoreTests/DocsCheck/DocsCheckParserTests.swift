@testable import GraderMaintenance
@testable import GraderReports
import Testing

@Suite("Docs check: finding the code blocks of Markdown")
struct DocsCheckParserTests {
    @Test("A tag counts across blank lines, and each block gets the tag right above it")
    func readsTags() {
        let markdown = """
            Some prose.
            <!-- check: Solutions/Stage1/IsEven.swift -->

            ```swift
            number.isMultiple(of: 2)
            ```
            ```swift
            untagged()
            ```
            <!--   illustration   -->
            ```swift
            naive()
            ```
            """
        let blocks = MarkdownCodeBlockParser.blocks(in: markdown)
        #expect(blocks.map(\.tag) == [.check(path: "Solutions/Stage1/IsEven.swift"), .none, .illustration])
        #expect(blocks.map(\.fenceLine) == [4, 7, 11])
        #expect(blocks[0].lines == [MarkdownCodeBlock.Line(number: 5, text: "number.isMultiple(of: 2)")])
        #expect(blocks.allSatisfy { $0.isClosed })
    }

    @Test("Blocks indented in lists and <details> are found, with their indentation kept")
    func readsIndentedBlocks() {
        let markdown = """
            1. Write the test:

               <details>
               <summary>Answer</summary>

               <!-- check: Tests/Stage1Spec/IsEvenSpec.swift -->
               ```swift
                   #expect(isEven(number: 0))
               ```
               </details>
            """
        let blocks = MarkdownCodeBlockParser.blocks(in: markdown)
        #expect(blocks.count == 1)
        #expect(blocks.first?.tag == .check(path: "Tests/Stage1Spec/IsEvenSpec.swift"))
        #expect(blocks.first?.lines.map(\.text) == ["       #expect(isEven(number: 0))"])
    }

    @Test("A fence inside a longer or different fence is code, not a block")
    func nestedFences() {
        let markdown = """
            ````markdown
            ```swift
            inside()
            ```
            ````
            ~~~ swift {title="x"}
            ```
            tilde()
            ~~~
            """
        let blocks = MarkdownCodeBlockParser.blocks(in: markdown)
        #expect(blocks.map(\.language) == ["markdown", "swift"])
        #expect(blocks[0].lines.map(\.text) == ["```swift", "inside()", "```"])
        #expect(blocks[1].lines.map(\.text) == ["```", "tilde()"])
    }

    @Test("Inline code with three backticks is not a fence, and a fence never closed is reported")
    func inlineAndUnclosed() {
        let markdown = "```swift let x = 1```\n\n```swift\nopen()\r\n"
        let blocks = MarkdownCodeBlockParser.blocks(in: markdown)
        #expect(blocks.count == 1)
        #expect(blocks.first?.fenceLine == 3)
        #expect(blocks.first?.isClosed == false)
        #expect(blocks.first?.lines.map(\.text) == ["open()", ""])
    }

    @Test("Only a well-formed comment is a tag", arguments: [
        ("<!-- check: A.swift -->", MarkdownCodeBlock.Tag.check(path: "A.swift")),
        ("  <!--check:A.swift-->", .check(path: "A.swift")),
        ("<!-- check: -->", .none),
        ("<!-- checks: A.swift -->", .none),
        ("<!-- illustration: yes -->", .none),
        ("check: A.swift", .none),
        ("<!-- illustration -->", .illustration),
    ])
    func parsesTag(line: String, tag: MarkdownCodeBlock.Tag) {
        #expect(MarkdownCodeBlockParser.tag(in: line) == tag)
    }
}
