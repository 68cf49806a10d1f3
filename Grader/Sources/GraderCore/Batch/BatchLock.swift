import Foundation
#if canImport(Glibc)
import Glibc
#endif

// MARK: - One batch at a time

/// Two batches graded at once from the same kata checkout would write into the same warm
/// workspaces; the second one is refused instead. The lock is an `flock` on a file in the
/// grader's workspaces, released when the batch ends (or its process dies).
struct BatchLock {
    private let descriptor: Int32

    init(folder: URL) throws(UsageError) {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("batch.lock").path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw UsageError("cannot create the batch lock \(path)") }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw UsageError("another batch is being graded with this kata checkout; wait for it to finish")
        }
        self.descriptor = descriptor
    }

    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
