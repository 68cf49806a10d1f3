import Foundation
@testable import GraderEngine
@testable import GraderReports
import Testing

@Suite("Planted bugs: decoding a catalog")
struct PlantedBugsCatalogTests {
    @Test("The example of CONTRIBUTING.md decodes field by field")
    func decodesContributingExample() throws {
        let json = """
            {
              "bugs": [
                {
                  "id": "odd-check-wrong-for-negatives",
                  "hint": "What does your suite expect for an odd number below zero?",
                  "file": "IsEven.swift",
                  "wrap": "expression",
                  "find": ["number.isMultiple(of: 2)"],
                  "replace": ["number % 2 != 1"]
                },
                {
                  "id": "two-lines", "hint": "h", "file": "A.swift", "wrap": "statements",
                  "find": ["a()", "b()"], "replace": ["b()"]
                }
              ]
            }
            """
        let catalog = try BugCatalog.decode(Data(json.utf8), stage: 1)
        #expect(catalog.stage == 1)
        #expect(catalog.bugs == [
            PlantedBug(
                id: "odd-check-wrong-for-negatives", hint: "What does your suite expect for an odd number below zero?",
                file: "IsEven.swift", wrap: .expression, find: ["number.isMultiple(of: 2)"], replace: ["number % 2 != 1"]),
            PlantedBug(id: "two-lines", hint: "h", file: "A.swift", wrap: .statements, find: ["a()", "b()"], replace: ["b()"]),
        ])
        #expect(catalog.bugs[1].findText == "a()\nb()")
    }

    @Test("A bad catalog is a problem that names the stage and the place", arguments: [
        (#"{"bugs":[{"id":"a","hint":"h","file":"A.swift","wrap":"expr","find":["x"],"replace":["y"]}]}"#,
         "Stage 2: the catalog has an unknown wrap at bugs[0].wrap; use \"expression\" or \"statements\""),
        (#"{"bugs":[{"id":"a","file":"A.swift","wrap":"expression","find":["x"],"replace":["y"]}]}"#,
         "Stage 2: the catalog is missing \"hint\" at bugs[0]"),
        (#"{"bugs":[{"id":"a","hint":"h","file":"A.swift","wrap":"expression","find":"x","replace":["y"]}]}"#,
         "Stage 2: the catalog has a value of the wrong type at bugs[0].find"),
        (#"{"bug":[]}"#, "Stage 2: the catalog is missing \"bugs\" at the top level"),
        ("not json", "Stage 2: the catalog is not valid JSON"),
    ])
    func reportsBadCatalog(json: String, expected: String) {
        #expect(throws: BugCatalogProblem.self) { try BugCatalog.decode(Data(json.utf8), stage: 2) }
        do {
            _ = try BugCatalog.decode(Data(json.utf8), stage: 2)
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test("A catalog lives in Solutions/PlantedBugs and loads from there")
    func loadsFromRepository() throws {
        let root = try PlantedBugsFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let url = BugCatalog.url(stage: 4, repositoryRoot: root)
        #expect(url.path.hasSuffix("/Solutions/PlantedBugs/Stage4.json"))
        try PlantedBugsFixtures.write(["Solutions/PlantedBugs/Stage4.json": #"{"bugs": []}"#], to: root)
        #expect(try BugCatalog.load(from: url, stage: 4) == BugCatalog(stage: 4, bugs: []))
    }

    @Test("A missing catalog file is a problem naming the file")
    func reportsMissingFile() throws {
        let folder = try PlantedBugsFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Stage3.json")
        do {
            _ = try BugCatalog.load(from: url, stage: 3)
            Issue.record("a missing file must not load")
        } catch {
            #expect(error.description.hasPrefix("Stage 3: cannot read the catalog \(url.path)"))
        }
    }
}
