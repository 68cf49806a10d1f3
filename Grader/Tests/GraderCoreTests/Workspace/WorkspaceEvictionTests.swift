import Foundation
@testable import GraderExecution
@testable import GraderMaintenance
@testable import GraderReports
import Testing

/// Issue 39: the grader's workspaces stay under their cap, least recently used out first, and
/// a workspace a grade holds is never removed. Small fake workspaces, each counted as 100
/// bytes; dates set by hand, so nothing depends on the clock.
@Suite("Workspaces stay under their cap")
struct WorkspaceEvictionTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("grader-eviction-\(UUID().uuidString)")

    /// A fake workspace graded in at `minute`.
    private func workspace(_ name: String, usedAt minute: Int) throws -> URL {
        let workspace = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: workspace.appendingPathComponent("spec/.build"), withIntermediateDirectories: true)
        try Data(repeating: 1, count: 100).write(to: workspace.appendingPathComponent("spec/.build/object.o"))
        WorkspaceEviction.markUsed(workspace)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: Double(minute * 60))],
                                              ofItemAtPath: workspace.appendingPathComponent(WorkspaceEviction.lastUsedFile).path)
        return workspace
    }

    private var remaining: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test("After many grades of different paths, the workspaces fit under the cap: the least recently used go")
    func manyGradesStayUnderTheCap() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let eviction = WorkspaceEviction(folder: folder, cap: 350, size: { _ in 100 })
        for grade in 1...12 {
            _ = try workspace(String(format: "student%02d", grade), usedAt: grade)
            eviction.evict()
            #expect(remaining.count <= 3, "after grade \(grade): \(remaining)")
        }
        #expect(remaining == ["student10", "student11", "student12"])
        // Graded again, the oldest becomes the newest: another goes instead.
        _ = try workspace("student10", usedAt: 13)
        _ = try workspace("student13", usedAt: 14)
        eviction.evict()
        #expect(remaining == ["student10", "student12", "student13"])
    }

    @Test("A workspace a grade holds is never removed, by eviction or by clean")
    func inUseStays() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let busy = try workspace("busy", usedAt: 1)
        _ = try workspace("idle", usedAt: 2)
        let lock = try #require(try WorkspaceLock.tryAcquire(in: busy, name: "grade.lock"))
        let eviction = WorkspaceEviction(folder: folder, cap: 0, size: { _ in 100 })
        #expect(eviction.evict().map(\.lastPathComponent) == ["idle"])
        #expect(eviction.removeAll().map(\.lastPathComponent) == ["busy"])
        #expect(remaining == ["busy"])
        lock.release()
        #expect(eviction.removeAll().isEmpty)
        #expect(remaining.isEmpty)
    }

    @Test("The cap is 2 GB, or KATA_GRADER_WORKSPACE_CAP_MB megabytes")
    func capFromTheEnvironment() {
        #expect(WorkspaceEviction.cap(from: [:]) == 2_000_000_000)
        #expect(WorkspaceEviction.cap(from: ["KATA_GRADER_WORKSPACE_CAP_MB": "500"]) == 500_000_000)
        #expect(WorkspaceEviction.cap(from: ["KATA_GRADER_WORKSPACE_CAP_MB": "lots"]) == 2_000_000_000)
    }

    /// Seen failing with `FileManager`'s enumerator, which counted a real workspace of 153 MB
    /// as 1.28 GB and so evicted a classmate's workspace well under the cap.
    @Test("The disk usage of a folder counts its files once, and not what its links point to")
    func diskUsage() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let workspace = try workspace("one", usedAt: 1)
        let alone = WorkspaceEviction.diskUsage(workspace)
        #expect(alone >= 100)
        let elsewhere = folder.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try Data(repeating: 2, count: 1 << 20).write(to: elsewhere.appendingPathComponent("big"))
        try FileManager.default.createSymbolicLink(at: workspace.appendingPathComponent("link"), withDestinationURL: elsewhere)
        try FileManager.default.linkItem(at: workspace.appendingPathComponent("spec/.build/object.o"),
                                         to: workspace.appendingPathComponent("hard-link.o"))
        // The link and the second name of a file take a block at most; the 1 MB file behind the link is not counted.
        #expect(WorkspaceEviction.diskUsage(workspace) <= alone + 8192, "\(WorkspaceEviction.diskUsage(workspace)) against \(alone)")
    }

    @Test("verify removes the folders earlier verifies left, not a running one's")
    func verifyLeftovers() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        for pid in [111, 222] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("kata-verify-\(pid)/kata-attacks-0"),
                                                    withIntermediateDirectories: true)
        }
        VerifyTemporaryFolder.removeLeftovers(in: folder, isRunning: { $0 == 222 })
        #expect(remaining == ["kata-verify-222"])
    }
}
