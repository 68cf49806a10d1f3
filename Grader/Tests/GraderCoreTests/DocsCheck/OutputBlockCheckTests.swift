@testable import GraderMaintenance
@testable import GraderReports
import Testing

@Suite("Quoted output is checked against a real run")
struct OutputBlockCheckTests {
    static let run = """
        ◇ Test run started.
        ✘ Test "Zero is even" recorded an issue at Task1Spec.swift:12:9: Expectation failed: isEven(number: 0)
        ✘ Test run with 3 tests in 1 suite failed after 0.002 seconds with 1 issue.
        """

    @Test("A quoted line the run printed passes, indentation aside; one it did not print is named with its line")
    func startersBlock() {
        let markdown = """
            Run it:

            <!-- output: starters -->
            ```text
              ✘ Test "Zero is even" recorded an issue at Task1Spec.swift:12:9: Expectation failed: isEven(number: 0)
            ✘ Test "Zero is even" recorded an issue at Task1Spec.swift:17:9: Expectation failed: isEven(number: 0)
            ```
            """
        let problems = OutputBlockCheck.problems(inMarkdown: markdown, startersOutput: Self.run)
        #expect(problems.map(\.line) == [6])
        #expect(problems.first?.message.contains("Task1Spec.swift:17:9") == true)
    }

    @Test("A text block without a tag, or quoting a run verify does not make, is a problem; an illustration is not checked")
    func tags() {
        let markdown = """
            ```text
            anything
            ```

            <!-- output: reference -->
            ```text
            anything
            ```

            <!-- illustration -->
            ```text
            anything at all
            ```

            <!-- output: report -->
            ```text
            checked by the grader's own suite
            ```

            ```sh
            swift test
            ```
            """
        let problems = OutputBlockCheck.problems(inMarkdown: markdown, startersOutput: Self.run)
        #expect(problems.map(\.line) == [1, 6])
    }

    @Test("A Swift block with an output tag is a problem of the snippet check")
    func swiftBlockWithOutputTag() {
        let problems = SnippetCheck.problems(inMarkdown: "<!-- output: starters -->\n```swift\nlet x = 1\n```\n") { _ in nil }
        #expect(problems.count == 1)
    }
}
