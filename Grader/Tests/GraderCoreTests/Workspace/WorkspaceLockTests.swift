import Foundation
@testable import GraderExecution
@testable import GraderReports
import Testing

@Suite("One grade of a workspace at a time")
struct WorkspaceLockTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("workspace-lock-\(UUID().uuidString.prefix(8))")

    @Test("While one grade holds the lock, another cannot take it; once released, it can")
    func exclusive() throws {
        let first = try #require(try WorkspaceLock.tryAcquire(in: folder, name: "grade.lock"))
        #expect(try WorkspaceLock.tryAcquire(in: folder, name: "grade.lock") == nil)
        first.release()
        let second = try #require(try WorkspaceLock.tryAcquire(in: folder, name: "grade.lock"))
        second.release()
    }

    @Test("A grade that must wait says so once, then gets the lock when the other lets go")
    func waitsAndSays() throws {
        let held = try #require(try WorkspaceLock.tryAcquire(in: folder, name: "grade.lock"))
        let said = LockedMessages()
        let waiter = Thread {
            let lock = try? WorkspaceLock.acquire(in: folder, name: "grade.lock") { said.append("waiting") }
            said.append(lock == nil ? "failed" : "acquired")
            lock?.release()
        }
        waiter.start()
        // The waiter says it waits before it blocks; only then is the lock let go.
        said.waitFor(count: 1)
        #expect(said.all == ["waiting"])
        held.release()
        said.waitFor(count: 2)
        #expect(said.all == ["waiting", "acquired"])
    }
}

/// Messages from another thread, and a way to wait for them without a clock.
private final class LockedMessages: @unchecked Sendable {
    private var messages: [String] = []
    private let condition = NSCondition()

    func append(_ message: String) {
        condition.withLock {
            messages.append(message)
            condition.broadcast()
        }
    }

    var all: [String] { condition.withLock { messages } }

    func waitFor(count: Int) {
        condition.withLock {
            while messages.count < count { condition.wait() }
        }
    }
}
