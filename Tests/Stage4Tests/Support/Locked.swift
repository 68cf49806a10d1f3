// MARK: - State that threads share, behind a lock

import Foundation

/// A value that several threads read and change, one at a time.
///
/// The kata gives it to you for the network stub of task 9: `URLSession` calls the stub from
/// threads of its own, so what the stub answers and records must sit behind a lock. The
/// grader compiles your tests as memory-safe Swift, in which a `nonisolated(unsafe)` static
/// does not compile without the word `unsafe`, which the kata refuses; this type keeps the
/// same promise with a lock that the compiler can see. The model tests use the same file.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, which nothing else reads or changes meanwhile.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
