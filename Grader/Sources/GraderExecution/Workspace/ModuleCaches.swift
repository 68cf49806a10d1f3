import Foundation

// MARK: - The module caches a checkout left at its earlier paths

/// The compiler's module caches under `Grader/.build/module-caches`, one per path the checkout
/// has had (`KataRoot.moduleCache`). Only the current path's is used: the others are what a
/// move or a rename left behind, about 40 MB each, and `./grade.sh clean` removes them. The
/// current one stays, as a grade may be building with it.
package enum ModuleCaches {
    /// Removes every module cache of `kata` but its current path's; returns those removed.
    @discardableResult
    package static func removeStale(of kata: KataRoot) -> [URL] {
        let current = kata.moduleCache.lastPathComponent
        let names = (try? FileManager.default.contentsOfDirectory(atPath: kata.moduleCaches.path)) ?? []
        let stale = names.filter { $0 != current }.sorted().map { kata.moduleCaches.appendingPathComponent($0) }
        stale.forEach(FolderRemoval.removeAll)
        return stale
    }
}
