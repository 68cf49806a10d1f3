import Foundation
@testable import GraderExecution
@testable import GraderReports
import Testing

@Suite("The temporary folder of Swift's tools for a workspace")
struct ToolTemporaryFolderTests {
    @Test("Inside the workspace when its path is ASCII; outside, under the user's and the workspace's own name, when not")
    func location() {
        let plain = URL(fileURLWithPath: "/home/ana/kata/Grader/.build/workspaces/kata-1234/spec")
        #expect(ToolTemporaryFolder.location(for: plain).path == plain.path + "/.build/tmp")

        let accented = URL(fileURLWithPath: "/home/zoë/Übungen/kata/Grader/.build/workspaces/kata-1234/spec")
        let outside = ToolTemporaryFolder.location(for: accented)
        #expect(ToolTemporaryFolder.isPlainASCII(outside.path))
        #expect(outside.lastPathComponent.hasPrefix("kata-tools-\(getuid())-"))
        let other = URL(fileURLWithPath: "/home/zoë/Übungen/kata/Grader/.build/workspaces/kata-1234/learner")
        #expect(ToolTemporaryFolder.location(for: other) != outside)
        #expect(ToolTemporaryFolder.location(for: accented) == outside)
    }

    @Test("Only printable ASCII is plain", arguments: [
        ("/tmp/kata", true), ("/tmp/my kata's copy", true), ("/tmp/Übung", false), ("/tmp/日本", false),
        ("/tmp/tab\there", false),
    ])
    func plainASCII(path: String, plain: Bool) {
        #expect(ToolTemporaryFolder.isPlainASCII(path) == plain)
    }

    @Test("The grader's own TMPDIR is kept when Swift's tools accept it, and is /tmp when they would refuse it", arguments: [
        (nil, nil), ("/tmp", nil), ("/home/ana/my tmp", nil), ("/home/zoë/tmp", "/tmp"), ("/tmp/Übung's tmp", "/tmp"),
    ] as [(String?, String?)])
    func graderTMPDIR(current: String?, replacement: String?) {
        #expect(ToolTemporaryFolder.replacement(forTMPDIR: current) == replacement)
    }

    @Test("The folder is made empty and the user's own, whatever earlier builds left in it")
    func prepared() throws {
        let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("tool-tmp-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: workspace) }
        let first = ToolTemporaryFolder.prepared(for: workspace)
        try Data("lock".utf8).write(to: first.appendingPathComponent("left.lock"))
        let again = ToolTemporaryFolder.prepared(for: workspace)
        #expect(again.path == first.path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: again.path).isEmpty)
        #expect(ToolTemporaryFolder.isOwnFolder(again))
    }

    @Test("A link, or a folder of another user's (as a shared /tmp may hold under that name), is not the user's own folder")
    func someoneElsesFolder() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tool-tmp-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let link = scratch.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: scratch.path)
        #expect(ToolTemporaryFolder.isOwnFolder(scratch))
        #expect(!ToolTemporaryFolder.isOwnFolder(link))
        if getuid() == 0 {  // only root can give a folder away
            let theirs = scratch.appendingPathComponent("theirs")
            try FileManager.default.createDirectory(at: theirs, withIntermediateDirectories: true)
            try FileManager.default.setAttributes([.ownerAccountID: 65534], ofItemAtPath: theirs.path)
            #expect(!ToolTemporaryFolder.isOwnFolder(theirs))
        }
    }
}
