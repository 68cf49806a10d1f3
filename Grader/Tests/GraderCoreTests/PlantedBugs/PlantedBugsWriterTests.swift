import Foundation
@testable import GraderEngine
@testable import GraderExecution
@testable import GraderReports
import Testing

@Suite("Planted bugs: writing the switchable copy of a stage")
struct PlantedBugsWriterTests {
    typealias Fixtures = PlantedBugsFixtures

    private var referenceFiles: [String: Data] {
        [
            "IsEven.swift": Data(Fixtures.isEven.utf8),
            "Formatter.swift": Data(Fixtures.formatter.utf8),
            "Resources/ProductData.json": Data([0x7B, 0x0D, 0x0A, 0xFF, 0x00, 0x7D]),  // not even UTF-8
        ]
    }

    private let key = PlantedBugSwitch.Key(seed: 0x1234, finish: 0x5678)

    @Test("The copy holds every file, the bugs wrapped and the private switch after them, resources byte for byte")
    func plansFiles() throws {
        let catalog = BugCatalog(stage: 2, bugs: Fixtures.validBugs)
        let files = try SwitchableReferenceWriter.switchableFiles(catalog: catalog, referenceFiles: referenceFiles, key: key)
        #expect(files.keys.sorted() == ["Formatter.swift", "IsEven.swift", "Resources/ProductData.json"])
        #expect(files["Resources/ProductData.json"] == referenceFiles["Resources/ProductData.json"])
        let isEven = String(decoding: try #require(files["IsEven.swift"]), as: UTF8.self)
        #expect(isEven.contains(#"__plantedBug("odd-check-wrong-for-negatives")"#))
        #expect(isEven.contains(#"__plantedBug("parity-of-successor")"#))
        let noted = Fixtures.validBugs.filter { $0.file == "IsEven.swift" }.map(\.id)
        #expect(isEven.hasSuffix(PlantedBugSwitch.source(bugIDs: Fixtures.validBugs.map(\.id), key: key, noting: noted)))
    }

    @Test("A stage with no bugs is copied as it is")
    func copiesStageWithoutBugs() throws {
        let files = try SwitchableReferenceWriter.switchableFiles(
            catalog: BugCatalog(stage: 1, bugs: []), referenceFiles: referenceFiles, key: key)
        #expect(files == referenceFiles)
    }

    @Test("A bug that cannot be placed stops the copy with the catalog's problems")
    func refusesBadCatalog() {
        let catalog = BugCatalog(stage: 2, bugs: [Fixtures.bug("gone", find: ["nowhere()"]), Fixtures.bug("Bad_ID")])
        #expect(throws: BugCatalogProblems([
            BugCatalogProblem(stage: 2, bugID: "gone", message: "the text to find does not occur in IsEven.swift"),
            BugCatalogProblem(
                stage: 2, bugID: "Bad_ID",
                message: "the id must be kebab-case: lowercase letters and digits joined by single hyphens, starting with a letter"),
        ])) {
            try SwitchableReferenceWriter.switchableFiles(catalog: catalog, referenceFiles: referenceFiles, key: key)
        }
    }

    @Test("Writing again touches only what changed, removes stale files and never edits the reference")
    func writesIncrementally() throws {
        let root = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let reference = root.appendingPathComponent("Solutions/Stage2")
        let copy = root.appendingPathComponent("Workspace/Stage2")
        try Fixtures.write(Fixtures.sources.merging(["Resources/ProductData.json": "{}", ".hidden": "x"]) { $1 }, to: reference)
        let before = try snapshot(of: reference)
        let catalog = BugCatalog(stage: 2, bugs: Fixtures.validBugs)

        try SwitchableReferenceWriter.write(catalog: catalog, from: reference, to: copy, key: key)
        let written = ["Formatter.swift", "IsEven.swift", "Resources/ProductData.json"]
        #expect(try snapshot(of: copy).keys.sorted() == written)

        try Fixtures.write(["Old.swift": "let old = 1\n", "Gone/Deep/File.swift": ""], to: copy)
        let isEvenCopy = copy.appendingPathComponent("IsEven.swift")
        let longAgo = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: isEvenCopy.path)
        try Fixtures.write(["Formatter.swift": Fixtures.formatter + "// edited\n"], to: reference)

        try SwitchableReferenceWriter.write(catalog: catalog, from: reference, to: copy, key: key)
        let copied = try snapshot(of: copy)
        #expect(copied.keys.sorted() == written)
        #expect(String(decoding: copied["Formatter.swift"] ?? Data(), as: UTF8.self).contains("// edited"))
        #expect(!FileManager.default.fileExists(atPath: copy.appendingPathComponent("Gone").path))
        let modified = try FileManager.default.attributesOfItem(atPath: isEvenCopy.path)[.modificationDate] as? Date
        #expect(modified == longAgo)

        var expectedReference = before
        expectedReference["Formatter.swift"] = Data((Fixtures.formatter + "// edited\n").utf8)
        #expect(try snapshot(of: reference) == expectedReference)
    }

    @Test("With a memo, the next write of the same reference, catalog and key reads the kept files; any other writes anew")
    func keepsFilesInMemo() throws {
        let root = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let reference = root.appendingPathComponent("Solutions/Stage2")
        let copy = root.appendingPathComponent("Workspace/Sources/Stage2")
        let plain = root.appendingPathComponent("Plain/Stage2")
        let memo = root.appendingPathComponent("Workspace/switchable/stage2.json")
        try Fixtures.write(Fixtures.sources, to: reference)
        let catalog = BugCatalog(stage: 2, bugs: Fixtures.validBugs)

        try SwitchableReferenceWriter.write(catalog: catalog, from: reference, to: copy, key: key, memo: memo)
        try SwitchableReferenceWriter.write(catalog: catalog, from: reference, to: plain, key: key)
        #expect(try snapshot(of: copy) == snapshot(of: plain))
        #expect(FileManager.default.fileExists(atPath: memo.path))

        // What the next write copies is the memo's: a marked memo comes back in the copy.
        var kept = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: memo)) as? [String: Any])
        var files = try #require(kept["value"] as? [String: Any])
        #expect(files["Formatter.swift"] != nil)
        files["Formatter.swift"] = Data("// marked\n".utf8).base64EncodedString()
        kept["value"] = files
        try JSONSerialization.data(withJSONObject: kept).write(to: memo)
        try SwitchableReferenceWriter.write(catalog: catalog, from: reference, to: copy, key: key, memo: memo)
        #expect(try snapshot(of: copy)["Formatter.swift"] == Data("// marked\n".utf8))

        // Another key, catalog or reference: written anew, as without a memo.
        let otherKey = PlantedBugSwitch.Key(seed: 0x9999, finish: 0x5678)
        try SwitchableReferenceWriter.write(catalog: catalog, from: reference, to: copy, key: otherKey, memo: memo)
        try SwitchableReferenceWriter.write(catalog: catalog, from: reference, to: plain, key: otherKey)
        #expect(try snapshot(of: copy) == snapshot(of: plain))
        let fewer = BugCatalog(stage: 2, bugs: Array(Fixtures.validBugs.prefix(1)))
        try SwitchableReferenceWriter.write(catalog: fewer, from: reference, to: copy, key: otherKey, memo: memo)
        try SwitchableReferenceWriter.write(catalog: fewer, from: reference, to: plain, key: otherKey)
        #expect(try snapshot(of: copy) == snapshot(of: plain))
        try Fixtures.write(["Formatter.swift": Fixtures.formatter + "// edited\n"], to: reference)
        try SwitchableReferenceWriter.write(catalog: fewer, from: reference, to: copy, key: otherKey, memo: memo)
        #expect(String(decoding: try snapshot(of: copy)["Formatter.swift"] ?? Data(), as: UTF8.self).contains("// edited"))
    }

    @Test("A copy inside the reference, or around it, is refused")
    func refusesOverlappingFolders() throws {
        let root = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let reference = root.appendingPathComponent("Stage1")
        try Fixtures.write(Fixtures.sources, to: reference)
        let catalog = BugCatalog(stage: 1, bugs: [])
        for destination in [reference, reference.appendingPathComponent("Copy"), root] {
            #expect(throws: SwitchableReferenceWriter.Failure.self) {
                try SwitchableReferenceWriter.write(catalog: catalog, from: reference, to: destination, key: key)
            }
        }
        #expect(try snapshot(of: reference).keys.sorted() == ["Formatter.swift", "IsEven.swift"])
    }

    /// Every file under `folder`, hidden ones included, by relative path.
    private func snapshot(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileListing.regularFiles(in: folder, includingHidden: true) {
            files[path] = try Data(contentsOf: folder.appendingPathComponent(path))
        }
        return files
    }
}
