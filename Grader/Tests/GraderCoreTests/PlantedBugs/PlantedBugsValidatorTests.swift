import Foundation
@testable import GraderEngine
@testable import GraderReports
import Testing

@Suite("Planted bugs: validating a catalog against the reference")
struct PlantedBugsValidatorTests {
    typealias Fixtures = PlantedBugsFixtures

    /// The problems of the valid catalog with `bug` put in place of its first bug.
    private func problems(with bug: PlantedBug, sources: [String: String] = Fixtures.sources) -> [String] {
        var bugs = Fixtures.validBugs
        bugs[0] = bug
        return BugCatalogValidator.problems(in: BugCatalog(stage: 1, bugs: bugs), sources: sources).map(\.description)
    }

    @Test("A valid catalog has no problem")
    func validCatalog() {
        let catalog = BugCatalog(stage: 1, bugs: Fixtures.validBugs)
        #expect(BugCatalogValidator.problems(in: catalog, sources: Fixtures.sources).isEmpty)
    }

    @Test("A stage needs at least five bugs")
    func tooFewBugs() {
        let catalog = BugCatalog(stage: 4, bugs: Array(Fixtures.validBugs.prefix(4)))
        #expect(BugCatalogValidator.problems(in: catalog, sources: Fixtures.sources).map(\.description)
            == ["Stage 4: the catalog lists 4 bugs; a stage needs at least 5"])
        #expect(BugCatalogValidator.problems(in: catalog, sources: Fixtures.sources, minimumBugCount: 4).isEmpty)
    }

    @Test("A text to find that occurs twice is named with its count and file")
    func findOccursTwice() {
        let sources = ["IsEven.swift": Fixtures.isEven + "let again = number.isMultiple(of: 2)\n", "Formatter.swift": Fixtures.formatter]
        #expect(problems(with: Fixtures.bug("odd-check-wrong-for-negatives"), sources: sources) == [
            "Stage 1, bug odd-check-wrong-for-negatives: the text to find occurs 2 times in IsEven.swift; it must occur exactly once",
        ])
    }

    @Test("Overlapping occurrences of the text to find count", arguments: [("aa", "aaa", 2), ("ab", "abab", 2), ("x", "", 0)])
    func overlappingOccurrences(needle: String, haystack: String, count: Int) {
        #expect(TextSearch.offsets(of: needle, in: haystack).count == count)
    }

    @Test("Each bug problem is reported with the bug's id", arguments: [
        (PlantedBugsFixtures.bug("a", find: ["number.isMultiple(of: 3)"]),
         "Stage 1, bug a: the text to find does not occur in IsEven.swift"),
        (PlantedBugsFixtures.bug("a", find: ["number.isMultiple(of: 2) "]),
         "Stage 1, bug a: the text to find does not occur in IsEven.swift"),
        (PlantedBugsFixtures.bug("a", find: []), "Stage 1, bug a: the text to find is empty"),
        (PlantedBugsFixtures.bug("a", replace: ["number.isMultiple(of: 2)"]),
         "Stage 1, bug a: the replacement is the same as the text to find"),
        (PlantedBugsFixtures.bug("a", hint: "  \n"), "Stage 1, bug a: the hint is empty"),
        (PlantedBugsFixtures.bug("a", file: "Missing.swift"),
         "Stage 1, bug a: the file Missing.swift does not exist in the stage's reference folder"),
        (PlantedBugsFixtures.bug("a", file: "NOTES.md"), "Stage 1, bug a: the file NOTES.md is not a Swift file"),
        (PlantedBugsFixtures.bug("a", file: "../Stage2/IsEven.swift"),
         "Stage 1, bug a: the file \"../Stage2/IsEven.swift\" must be a path inside the stage's reference folder, such as IsEven.swift"),
    ])
    func reportsBugProblem(bug: PlantedBug, expected: String) {
        #expect(problems(with: bug) == [expected])
    }

    @Test("Ids must be kebab-case", arguments: ["Odd-check", "odd_check", "odd--check", "-odd", "odd-", "1-odd", "", "odd check", "odd:1"])
    func rejectsNonKebabID(id: String) {
        #expect(problems(with: Fixtures.bug(id)) == [
            "Stage 1, bug \(id): the id must be kebab-case: lowercase letters and digits joined by single hyphens, starting with a letter",
        ])
    }

    @Test("Kebab-case ids pass", arguments: ["a", "odd-check-wrong-for-negatives", "v2-check", "drops-zero-padding-3"])
    func acceptsKebabID(id: String) {
        #expect(BugCatalogValidator.isKebabCase(id))
    }

    @Test("Two bugs with one id are a problem")
    func duplicateID() {
        var bugs = Fixtures.validBugs
        bugs[1].id = bugs[0].id
        let problems = BugCatalogValidator.problems(in: BugCatalog(stage: 2, bugs: bugs), sources: Fixtures.sources)
        #expect(problems.map(\.description) == [
            "Stage 2, bug odd-check-wrong-for-negatives: another bug of the stage has the same id; ids must be unique",
        ])
    }

    @Test("Finds of one file must not overlap; finds of different files may be equal")
    func overlappingFinds() {
        var bugs = Fixtures.validBugs
        bugs.append(Fixtures.bug("sign-check-inverted", file: "Formatter.swift", find: ["number < 0"], replace: ["number > 0"]))
        let problems = BugCatalogValidator.problems(in: BugCatalog(stage: 1, bugs: bugs), sources: Fixtures.sources)
        #expect(problems.map(\.description) == [
            "Stage 1, bug sign-check-inverted: the text to find overlaps that of bug sign-doubled in Formatter.swift",
        ])

        let sameText = ["A.swift": "f(x)\n", "B.swift": "f(x)\n"]
        let separateFiles = [Fixtures.bug("in-a", file: "A.swift", find: ["f(x)"]), Fixtures.bug("in-b", file: "B.swift", find: ["f(x)"])]
        #expect(BugCatalogValidator.problems(
            in: BugCatalog(stage: 1, bugs: separateFiles), sources: sameText, minimumBugCount: 2).isEmpty)
    }

    @Test("The folder form reads the named files from the reference folder")
    func readsReferenceFolder() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Fixtures.write(Fixtures.sources, to: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Folder.swift"), withIntermediateDirectories: true)

        var bugs = Fixtures.validBugs
        #expect(BugCatalogValidator.problems(in: BugCatalog(stage: 1, bugs: bugs), referenceFolder: folder).isEmpty)
        bugs[0].file = "Folder.swift"
        #expect(BugCatalogValidator.problems(in: BugCatalog(stage: 1, bugs: bugs), referenceFolder: folder).map(\.description) == [
            "Stage 1, bug odd-check-wrong-for-negatives: the file Folder.swift does not exist in the stage's reference folder",
        ])
    }
}
