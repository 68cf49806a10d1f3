import Foundation
@testable import GraderCLI
@testable import GraderExecution
@testable import GraderMaintenance
@testable import GraderReports
import Testing

@Suite("verify checks the kata as committed")
struct CommittedKataTests {
    @Test("As committed: the checkout itself; with changes: a clone of HEAD, said in the first line; --working-tree: as it is")
    func choosesWhatToCheck() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("committed-kata-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Stages/Stage1/IsEven.swift")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(".build/\n".utf8).write(to: root.appendingPathComponent(".gitignore"))
        try Data("false\n".utf8).write(to: file)
        for arguments in [["init", "--quiet"], ["add", "-A"],
                          ["-c", "user.name=Kata", "-c", "user.email=kata@example.invalid", "commit", "--quiet", "-m", "starter"]] {
            _ = try Git.run(arguments, in: root)
        }
        let kata = KataRoot(url: root)

        let clean = try CommittedKata.choose(kata, workingTree: false).get()
        #expect(clean.kata.url == root)
        #expect(clean.note.hasPrefix("verify: checking the kata as committed (HEAD "), "\(clean.note)")

        try Data("number.isMultiple(of: 2)\n".utf8).write(to: file)  // the learner's work
        let worked = try CommittedKata.choose(kata, workingTree: false).get()
        #expect(worked.kata.url.path == root.appendingPathComponent(CommittedKata.folder).path)
        #expect(worked.note.contains("not this checkout, where 1 file differs"), "\(worked.note)")
        #expect(try String(contentsOf: worked.kata.url.appendingPathComponent("Stages/Stage1/IsEven.swift"), encoding: .utf8) == "false\n",
                "the clone holds what is committed")

        let asItIs = try CommittedKata.choose(kata, workingTree: true).get()
        #expect(asItIs.kata.url == root)
        #expect(asItIs.note.contains("--working-tree"))
    }

    @Test("A kata checkout that belongs to another user is refused with the git command that trusts it",
          .enabled(if: getuid() == 0, "only root can give a checkout away"))
    func checkoutOfAnotherUser() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("committed-kata-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        _ = try Git.run(["init", "--quiet"], in: root)
        for path in [root.path, root.appendingPathComponent(".git").path] {
            try FileManager.default.setAttributes([.ownerAccountID: 65534], ofItemAtPath: path)
        }
        let refusal = try #require(GraderCommand.checkKata(KataRoot(url: root), allowModified: false))
        #expect(refusal.description.contains("dubious ownership"), "\(refusal)")
        #expect(refusal.description.contains("git config --global --add safe.directory \(root.path)"), "\(refusal)")
        #expect(refusal.description.hasSuffix("pass --allow-modified-kata to grade anyway"), "\(refusal)")
    }
}
