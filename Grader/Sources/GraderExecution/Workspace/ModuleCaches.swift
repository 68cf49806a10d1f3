import Foundation

// MARK: - The module caches a checkout left at its earlier paths

/// The compiler's module caches under `Grader/.build/module-caches`, one per path the checkout
/// has had (`KataRoot.moduleCache`). Only the current path's is used: the others are what a
/// move or a rename left behind, about 40 MB each, and `./grade.sh clean` removes them. The
/// current one goes too when no grade is building with it: a cache that a killed build left
/// broken fails every build ("the grader could not grade this stage"), and is made again.
package enum ModuleCaches {
    /// Removes every module cache of `kata`, but its current path's when `keepingCurrent`;
    /// returns those removed.
    @discardableResult
    package static func remove(of kata: KataRoot, keepingCurrent: Bool) -> [URL] {
        let current = kata.moduleCache.lastPathComponent
        let names = (try? FileManager.default.contentsOfDirectory(atPath: kata.moduleCaches.path)) ?? []
        let removed = names.filter { !keepingCurrent || $0 != current }.sorted().map { kata.moduleCaches.appendingPathComponent($0) }
        removed.forEach(FolderRemoval.removeAll)
        return removed
    }
}
