import Foundation
@testable import GraderEngine
@testable import GraderExecution
@testable import GraderReports
import Testing

/// A student who can write to their submission while it is graded (a shared server, a synced
/// home folder) swaps a resource file for a link to a secret, over and over, hoping the grader
/// checks the file and then reads the link.
@Suite("Reading a submission's files while another thread swaps them for links")
struct SafeFileCollectorRaceTests {
    /// The old reader (check by path, then open by path again) read the secret in 73 of these
    /// rounds when this test was run against it, on 2 busy cores; a round takes well under a
    /// millisecond.
    static let rounds = 20_000

    @Test("A resource swapped for a link to a secret in a tight loop is never read through the link")
    func swappedForALink() throws {
        let lab = try SwapLab()
        defer { lab.remove() }
        let swapper = lab.startSwapping()
        var harmless = 0
        var refused = 0
        var leaked = 0
        for _ in 0..<Self.rounds {
            do {
                let files = try SafeFileCollector().collect("Stages/Stage1", in: lab.submission) { _ in true }
                let read = files["Fixtures/leak.txt"].map { String(decoding: $0, as: UTF8.self) }
                if read == SwapLab.harmless { harmless += 1 } else if read?.contains(SwapLab.secretText) == true { leaked += 1 }
            } catch {
                refused += 1
            }
        }
        swapper.stop()
        #expect(leaked == 0, "the secret was read in \(leaked) of \(Self.rounds) rounds")
        // The race really ran: some rounds read the file, some met the link and refused it.
        #expect(harmless > 0 && refused > 0, "read \(harmless) times, refused \(refused) times")
    }

    @Test("A file or folder swapped after the walk saw it, for a link or for another one, is not read")
    func swappedAfterTheWalk() throws {
        let lab = try SwapLab()
        defer { lab.remove() }
        // Kept alive under a second name, so that no file made below can reuse its inode.
        try FileManager.default.linkItem(at: lab.resource, to: lab.folder.appendingPathComponent("original"))
        let fixtures = try #require(OpenFolder.root(lab.resource.deletingLastPathComponent().path))
        let seen = try #require(fixtures.status(of: "leak.txt"))
        #expect(fixtures.contents(of: "leak.txt", seen: seen, limit: 1024) == .success(Data(SwapLab.harmless.utf8)))
        #expect(fixtures.contents(of: "leak.txt", seen: seen, limit: 4) == .failure(.tooLarge))

        try lab.replaceResource(withLinkTo: lab.secretFile.path)
        #expect(fixtures.contents(of: "leak.txt", seen: seen, limit: 1024) == .failure(.changed))
        // The same name, another file.
        try lab.replaceResource(withLinkTo: nil)
        #expect(fixtures.contents(of: "leak.txt", seen: seen, limit: 1024) == .failure(.changed))

        let stage = try #require(OpenFolder.root(lab.submission.appendingPathComponent("Stages/Stage1").path))
        let fixturesSeen = try #require(stage.status(of: "Fixtures"))
        try FileManager.default.moveItem(at: lab.resource.deletingLastPathComponent(),
                                         to: lab.submission.appendingPathComponent("Stages/Moved"))
        try FileManager.default.createSymbolicLink(atPath: lab.resource.deletingLastPathComponent().path,
                                                   withDestinationPath: lab.folder.path)
        #expect(throws: OpenFolder.Failure.changed) { try stage.folder("Fixtures", seen: fixturesSeen).get() }
    }

    @Test("A file that is no longer the one the walk saw is refused, with a message that says why")
    func changedWhileRead() {
        #expect(SafeFileCollector.Problem.changed("Stages/Stage1/Fixtures/leak.txt").description
                == "Stages/Stage1/Fixtures/leak.txt changed while it was read: not graded (grade again when nothing else writes to your files)")
    }
}

/// A submission with one resource, a secret outside it, and a thread that swaps the resource
/// between a regular file and a link to the secret until told to stop.
private struct SwapLab {
    static let harmless = "harmless fixture"
    static let secretText = "SECRET-\(UUID().uuidString)"

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("grader-swap-\(UUID().uuidString)")
    var submission: URL { folder.appendingPathComponent("submission") }
    var resource: URL { submission.appendingPathComponent("Stages/Stage1/Fixtures/leak.txt") }
    var secretFile: URL { folder.appendingPathComponent("environ") }

    init() throws {
        let fixtures = resource.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
        try Data(Self.harmless.utf8).write(to: folder.appendingPathComponent("kept.txt"))
        try Data(Self.secretText.utf8).write(to: secretFile)
        try Data(Self.harmless.utf8).write(to: resource)
    }

    /// Renames a fresh link to the secret over the resource, then a fresh hard link of the
    /// harmless file: each rename is atomic, so the resource always exists, as one or the other.
    func startSwapping() -> Swapper {
        let swapper = Swapper()
        let kept = folder.appendingPathComponent("kept.txt").path
        let secret = secretFile.path
        let resource = resource.path
        let spareLink = folder.appendingPathComponent("spare-link").path
        let spareFile = folder.appendingPathComponent("spare-file").path
        Thread.detachNewThread {
            while !swapper.isStopped {
                symlink(secret, spareLink)
                rename(spareLink, resource)
                link(kept, spareFile)
                rename(spareFile, resource)
            }
            swapper.done.signal()
        }
        return swapper
    }

    /// Renames a link to `target`, or a new file with the harmless text, over the resource.
    func replaceResource(withLinkTo target: String?) throws {
        let spare = folder.appendingPathComponent("spare-\(UUID().uuidString)")
        if let target {
            try FileManager.default.createSymbolicLink(atPath: spare.path, withDestinationPath: target)
        } else {
            try Data(Self.harmless.utf8).write(to: spare)
        }
        guard rename(spare.path, resource.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}

private final class Swapper: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false
    let done = DispatchSemaphore(value: 0)

    var isStopped: Bool { lock.withLock { stopped } }

    /// Asks the thread to stop and waits until it has.
    func stop() {
        lock.withLock { stopped = true }
        done.wait()
    }
}
