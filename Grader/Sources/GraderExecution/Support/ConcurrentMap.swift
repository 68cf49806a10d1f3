import Foundation

// MARK: - A few independent jobs at a time

extension Array {
    /// `map`, with up to `width` elements transformed at once, results in order.
    ///
    /// For the bug hunt's test runs: separate processes that share nothing, so that a
    /// two-core machine runs two at a time.
    package func concurrentMap<Result>(width: Int, _ transform: (Element) -> Result) -> [Result] {
        guard width > 1, count > 1 else { return map(transform) }
        return withoutActuallyEscaping(transform) { transform in
            let jobs = ConcurrentJobs(elements: self, transform: transform)
            DispatchQueue.concurrentPerform(iterations: Swift.min(width, count)) { _ in
                jobs.work()
            }
            return jobs.results.map { $0! }
        }
    }
}

/// The shared state of a `concurrentMap`: workers take the next element under the lock and
/// store its result under it.
///
/// `@unchecked` because the lock, not the compiler, keeps it safe: `next` and `results` are
/// written only under `lock`, and `results` is read only after `concurrentPerform` has
/// returned, when every worker is done. `elements` is never written. `transform` runs on
/// several threads at once: `concurrentMap`'s callers (the bug hunt's and the mutants' test
/// runs, the mutants' compile checks) hand it work that shares nothing mutable, each job a
/// process and a folder of its own.
private final class ConcurrentJobs<Element, Result>: @unchecked Sendable {
    let elements: [Element]
    let transform: (Element) -> Result
    var results: [Result?]
    private var next = 0
    private let lock = NSLock()

    init(elements: [Element], transform: @escaping (Element) -> Result) {
        self.elements = elements
        self.transform = transform
        results = Array<Result?>(repeating: nil, count: elements.count)
    }

    func work() {
        while true {
            let index: Int = lock.withLock {
                defer { next += 1 }
                return next
            }
            guard index < elements.count else { return }
            let result = transform(elements[index])
            lock.withLock { results[index] = result }
        }
    }
}

/// Runs `first` on the calling thread and `second` on a thread of its own, at the same time,
/// and returns both results. A thread, not a dispatch queue: each side runs `concurrentMap`s of
/// its own, and dispatch would not nest those at full width.
package func together<First, Second>(_ first: () -> First, _ second: () -> Second) -> (First, Second) {
    withoutActuallyEscaping(second) { second in
        let box = ResultBox<Second>(second)
        let thread = Thread { box.run() }
        thread.stackSize = 8 << 20
        thread.start()
        let firstResult = first()
        box.done.wait()
        return (firstResult, box.result!)
    }
}

/// The other side of `together`.
///
/// `@unchecked` because the semaphore, not the compiler, keeps it safe: the thread writes
/// `result` and clears `work` before it signals `done`, and `together` reads `result` only
/// after waiting on `done`; nothing else touches them.
private final class ResultBox<Value>: @unchecked Sendable {
    /// Let go of before `done` is signalled: the thread may outlive `together` by a moment,
    /// and the work must not (it is a non-escaping closure).
    private var work: (() -> Value)?
    var result: Value?
    let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping () -> Value) {
        self.work = work
    }

    func run() {
        result = work?()
        work = nil
        done.signal()
    }
}
