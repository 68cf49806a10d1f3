import Foundation

// MARK: - A temporary folder of verify's own

/// Runs `body` with `TMPDIR` pointing at a new folder inside the system's temporary folder, and
/// removes that folder afterwards, with everything in it.
///
/// Everything verify starts inherits it: SwiftPM's builds (which leave lock files and
/// `TemporaryDirectory.*` folders behind) and the grader's own tests (`kata-attacks-<uid>`,
/// `kata-grader-e2e-<uid>`…). So verify leaves nothing in the system's temporary folder.
enum VerifyTemporaryFolder {
    static func run<T>(_ body: () -> T) -> T {
        let previous = ProcessInfo.processInfo.environment["TMPDIR"]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-verify-\(getpid())")
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else {
            return body()
        }
        setenv("TMPDIR", folder.path, 1)
        defer {
            if let previous { setenv("TMPDIR", previous, 1) } else { unsetenv("TMPDIR") }
            removeAll(folder)
        }
        return body()
    }

    /// Removes `folder`, making read-only folders in it writable first (a test may leave one).
    static func removeAll(_ folder: URL) {
        if (try? FileManager.default.removeItem(at: folder)) != nil { return }
        if let walker = FileManager.default.enumerator(atPath: folder.path) {
            for case let path as String in walker {
                chmod(folder.appendingPathComponent(path).path, 0o700)
            }
        }
        chmod(folder.path, 0o700)
        try? FileManager.default.removeItem(at: folder)
    }
}
