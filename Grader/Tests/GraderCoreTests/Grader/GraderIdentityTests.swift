import Foundation
@testable import GraderEngine
@testable import GraderReports
import Testing

/// The executable's hash is made once per build and kept beside it, never trusted across builds.
@Suite("The grader's identity: its executable's hash, kept per build")
struct GraderIdentityTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("grader-identity-\(UUID().uuidString)")

    func executable(_ contents: String) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("grader")
        try Data(contents.utf8).write(to: file)
        return file.path
    }

    @Test("The first grade hashes the executable and keeps the hash; the next reads it")
    func keptForTheSameBuild() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try executable("abc")
        // SHA-256("abc"), the standard's own example.
        let abc = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        #expect(GraderIdentity.executableHash(at: path, fingerprint: "build-1") == abc)
        // A note that says otherwise for the same build is believed: the hash was not made again.
        let other = String(repeating: "e", count: 64)
        try Data("build-1\n\(other)\n".utf8).write(to: URL(fileURLWithPath: path + ".sha256"))
        #expect(GraderIdentity.executableHash(at: path, fingerprint: "build-1") == other)
    }

    @Test("Another build (another size or date) hashes the executable again")
    func madeAgainForAnotherBuild() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try executable("abc")
        try Data("build-1\n\(String(repeating: "e", count: 64))\n".utf8).write(to: URL(fileURLWithPath: path + ".sha256"))
        #expect(GraderIdentity.executableHash(at: path, fingerprint: "build-2")
            == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(GraderIdentity.executableHash(at: folder.appendingPathComponent("missing").path, fingerprint: "build-2") == "")
    }
}
