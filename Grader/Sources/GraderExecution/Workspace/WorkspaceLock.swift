import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - One grade of a workspace at a time

/// An `flock` on a file in a workspace folder, released by `release()` or when the process
/// dies. Two grades of one checkout at once (`./grade.sh 4` while `watch` re-grades) would
/// write the same workspace files and build in the same folder; the second waits instead.
/// Two batches from one kata checkout share the warm workspaces: the second is refused.
package struct WorkspaceLock {
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The lock on `folder/name`, or `nil` when someone else holds it.
    package static func tryAcquire(in folder: URL, name: String) throws(UsageError) -> WorkspaceLock? {
        let descriptor = try open(folder, name)
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return nil
        }
        return WorkspaceLock(descriptor: descriptor)
    }

    /// The lock on `folder/name`, waiting for whoever holds it; `waiting` is called once, first,
    /// when there is a wait.
    package static func acquire(in folder: URL, name: String, waiting: () -> Void) throws(UsageError) -> WorkspaceLock {
        if let lock = try tryAcquire(in: folder, name: name) { return lock }
        waiting()
        let descriptor = try open(folder, name)
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                close(descriptor)
                throw UsageError("cannot lock \(folder.appendingPathComponent(name).path)")
            }
        }
        return WorkspaceLock(descriptor: descriptor)
    }

    package func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    private static func open(_ folder: URL, _ name: String) throws(UsageError) -> Int32 {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        #if canImport(Glibc)
        let descriptor = Glibc.open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        #else
        let descriptor = Darwin.open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        #endif
        guard descriptor >= 0 else { throw UsageError("cannot create the lock \(path)") }
        return descriptor
    }
}
