@testable import GraderExecution
@testable import GraderMaintenance
@testable import GraderReports
import Testing

@Suite("The workbook names the spec tests that pass on the starters")
struct StartsGreenCheckTests {
    static let markdown = """
        Not every row is red:

        <!-- starts green -->
        - "An odd number is odd"
        - "The title is the game's title"

        - "Not in a list: a blank line ended it"
        """
    static let workbook = Workbook(pages: [
        Workbook.Page(path: "Exercises.md", stage: nil, text: "# The workbook\n"),
        Workbook.Page(path: "Exercises/Stage1.md", stage: 1, text: markdown),
    ], missing: [])

    @Test("The names come from the bullet lines right after the tag, up to the first other line")
    func listed() {
        #expect(StartsGreenCheck.listedNames(inMarkdown: Self.markdown) == ["An odd number is odd", "The title is the game's title"])
    }

    @Test("A test that starts green but is not listed, and a listed one that starts red, are both problems")
    func bothDirections() {
        let problems = StartsGreenCheck.problems(passingOnStarters: ["An odd number is odd", "Zero is even"],
                                                 workbook: Self.workbook)
        #expect(problems.count == 2)
        #expect(problems[0].hasPrefix("\"Zero is even\" passes on the starters"))
        #expect(problems[1].hasPrefix("Exercises/Stage1.md says \"The title is the game's title\" passes on the starters, but it does not"))
    }

    @Test("When only some stages ran, a listed test of another stage is not a problem")
    func someStages() {
        #expect(StartsGreenCheck.problems(passingOnStarters: ["An odd number is odd"], workbook: Self.workbook,
                                          allStagesRan: false).isEmpty)
    }

    @Test("The list as it stands matches")
    func matches() {
        #expect(StartsGreenCheck.problems(passingOnStarters: ["An odd number is odd", "The title is the game's title"],
                                          workbook: Self.workbook).isEmpty)
    }
}
