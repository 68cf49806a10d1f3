import Foundation

// MARK: - The sandbox, found while the grade gets ready

/// Finds the machine's sandbox on a thread of its own. Proving that bubblewrap works costs a
/// sandboxed run of `true`, about 20 ms, which used to come before anything else in every
/// `./grade.sh`; begun at once, it happens while the grader reads the submission and writes
/// the workspaces, and whatever needs the sandbox (a build, a test run) waits for the answer.
/// A re-grade that comes from the cache needs none.
package final class SandboxInWaiting: @unchecked Sendable {
    private let answered = DispatchGroup()
    // Written once, by the finding thread, before it leaves `answered`; read only after.
    private var found: Sandbox?

    /// Starts `find` (`SandboxDetector.detect` for real) on a thread of its own.
    package init(find: @escaping @Sendable () -> Sandbox = SandboxDetector.detect) {
        answered.enter()
        Thread.detachNewThread { [self] in
            found = find()
            answered.leave()
        }
    }

    /// The sandbox, once found: the first readers wait for the finding thread.
    package var sandbox: Sandbox {
        answered.wait()
        return found!
    }
}
