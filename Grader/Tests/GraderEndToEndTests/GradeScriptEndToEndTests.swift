import Foundation
import GraderTestSupport
import Testing

// MARK: - grade.sh, the script every learner and instructor starts

/// `grade.sh` run by bash, with a stand-in for the built grader that prints the arguments it
/// was given: what the script hands over, without building anything.
@Suite("grade.sh finds its kata")
struct GradeScriptEndToEndTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("grade.sh")

    let folder: URL
    let kata: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("grade-script-\(UUID().uuidString.prefix(8))")
        kata = folder.appendingPathComponent("my kata")
        let built = kata.appendingPathComponent("Grader/.build/grade-sh/debug")
        try FileManager.default.createDirectory(at: built, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.script, to: kata.appendingPathComponent("grade.sh"))
        // No Grader/Sources: nothing is newer than the stand-in, so the script does not build.
        for name in ["grader", "kata-sandbox-start"] {
            let file = built.appendingPathComponent(name)
            try Data("#!/bin/sh\nprintf '%s\\n' \"$@\"\n".utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        }
    }

    /// Runs `path` with bash and expects it to hand the grader this kata and the stage.
    func expectHandsOverTheKata(running path: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let bash = try #require(ExternalTool.find("bash"))
        let result = try ExternalTool.run(bash, [path.path, "1"])
        #expect(result.status == 0, "\(result.output)", sourceLocation: sourceLocation)
        let arguments = result.output.split(separator: "\n").map(String.init)
        try #require(arguments.count == 3, "\(result.output)", sourceLocation: sourceLocation)
        #expect(arguments[0] == "--kata-root" && arguments[2] == "1", sourceLocation: sourceLocation)
        // `pwd -P` gives the physical path (macOS's /private/var), Foundation the short one.
        #expect(URL(fileURLWithPath: arguments[1]).resolvingSymlinksInPath().path == kata.resolvingSymlinksInPath().path,
                "\(path.lastPathComponent): \(arguments[1])", sourceLocation: sourceLocation)
    }

    @Test("Run from its own folder, it grades the kata it stands in")
    func direct() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try expectHandsOverTheKata(running: kata.appendingPathComponent("grade.sh"))
    }

    @Test("Reached through links to the script (~/bin/grade, a relative one, a link to a link), it still grades the kata it stands in")
    func throughLinks() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let absolute = bin.appendingPathComponent("grade")
        try FileManager.default.createSymbolicLink(atPath: absolute.path, withDestinationPath: kata.appendingPathComponent("grade.sh").path)
        let relative = bin.appendingPathComponent("kata-grade")
        try FileManager.default.createSymbolicLink(atPath: relative.path, withDestinationPath: "../my kata/grade.sh")
        let chained = bin.appendingPathComponent("g")
        try FileManager.default.createSymbolicLink(atPath: chained.path, withDestinationPath: "kata-grade")
        for link in [absolute, relative, chained] {
            try expectHandsOverTheKata(running: link)
        }
    }
}
