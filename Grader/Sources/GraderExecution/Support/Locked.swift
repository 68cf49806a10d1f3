import Foundation

// MARK: - A value that threads share, behind a lock

/// A value behind a lock: every read and write of it goes through `withLock`.
///
/// `@unchecked` because the compiler cannot see the lock: `value` is private and touched only
/// inside `withLock`, under `lock`, so no two threads ever reach it at once; `Value` is
/// `Sendable`, so what `withLock` hands out may cross threads too. (Synchronization's `Mutex`
/// does this checked, but needs macOS 15, and the package builds for older macOS.)
package final class Locked<Value: Sendable>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    package init(_ value: Value) {
        self.value = value
    }

    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&value) }
    }
}
