import Foundation

// MARK: - A set that threads share

/// A set behind a lock, for what concurrent runs add to and read from: the process groups that
/// are alive (`ProcessRunner`), the tests that hung on a reference run (`ReferenceHangs`).
final class LockedSet<Element: Hashable & Comparable & Sendable>: @unchecked Sendable {
    private var elements: Set<Element> = []
    private let lock = NSLock()

    func insert<S: Sequence>(contentsOf newElements: S) where S.Element == Element {
        lock.withLock { elements.formUnion(newElements) }
    }

    func remove(_ element: Element) {
        lock.withLock { _ = elements.remove(element) }
    }

    /// Every element, sorted, as it is now.
    var sorted: [Element] { lock.withLock { elements.sorted() } }
}
