import Foundation
@testable import GraderEngine
@testable import GraderReports
import Testing

@Suite("Twins kept in the workspace between grades")
struct SpecTwinsCacheTests {
    private let files = ["Task01IsEvenSpec.swift": Data(SpecTwinsTests.spec.utf8)]

    private func emptyWorkspace() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("twins-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("A second grade reads the twins the first one kept, and they are the ones generation gives")
    func kept() throws {
        let folder = try emptyWorkspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = SpecTwinsCache(folder: folder)
        let first = cache.twins(specFiles: files, stage: 1, seed: 42)
        #expect(first == SpecTwins.generate(specFiles: files, stage: 1, seed: 42))
        let file = folder.appendingPathComponent("twins/stage1.json")
        #expect(FileManager.default.fileExists(atPath: file.path))
        // What is read is the file: a kept copy with a marked module name comes back as kept.
        var marked = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        var twins = try #require(marked["value"] as? [String: Any])
        twins["module"] = "Kmarked"
        marked["value"] = twins
        try JSONSerialization.data(withJSONObject: marked).write(to: file)
        #expect(cache.twins(specFiles: files, stage: 1, seed: 42).module == "Kmarked")
    }

    @Test("Another spec file or seed, or a kept file that does not decode: the twins are generated again")
    func generatedAgain() throws {
        let folder = try emptyWorkspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = SpecTwinsCache(folder: folder)
        _ = cache.twins(specFiles: files, stage: 1, seed: 42)
        let edited = ["Task01IsEvenSpec.swift": Data((SpecTwinsTests.spec + "// edited\n").utf8)]
        #expect(cache.twins(specFiles: edited, stage: 1, seed: 42) == SpecTwins.generate(specFiles: edited, stage: 1, seed: 42))
        #expect(cache.twins(specFiles: files, stage: 1, seed: 43) == SpecTwins.generate(specFiles: files, stage: 1, seed: 43))
        try Data("not json".utf8).write(to: folder.appendingPathComponent("twins/stage1.json"))
        #expect(cache.twins(specFiles: files, stage: 1, seed: 42) == SpecTwins.generate(specFiles: files, stage: 1, seed: 42))
    }
}
