import Foundation

// MARK: - A few independent jobs at a time

extension Array {
    /// `map`, with up to `width` elements transformed at once, results in order.
    ///
    /// For the bug hunt's test runs: separate processes that share nothing, so that a
    /// two-core machine runs two at a time.
    func concurrentMap<Result>(width: Int, _ transform: (Element) -> Result) -> [Result] {
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
/// store its result under it. `@unchecked` because the lock, not the compiler, keeps it safe.
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
