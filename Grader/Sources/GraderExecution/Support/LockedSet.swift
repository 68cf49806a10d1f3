import Foundation

// MARK: - A set that threads share

/// A set behind a lock, for what concurrent runs add to and read from: the process groups that
/// are alive (`ProcessRunner`), the tests that hung on a reference run (`ReferenceHangs`).
package final class LockedSet<Element: Hashable & Comparable & Sendable>: Sendable {
    private let elements = Locked<Set<Element>>([])

    package init() {}

    package func insert<S: Sequence>(contentsOf newElements: S) where S.Element == Element {
        elements.withLock { $0.formUnion(newElements) }
    }

    func remove(_ element: Element) {
        elements.withLock { _ = $0.remove(element) }
    }

    /// Every element, sorted, as it is now.
    package var sorted: [Element] { elements.withLock { $0.sorted() } }
}
