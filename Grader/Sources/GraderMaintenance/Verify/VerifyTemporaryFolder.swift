import Foundation
import GraderExecution

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
        removeLeftovers(in: FileManager.default.temporaryDirectory)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(prefix + "\(getpid())")
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else {
            return body()
        }
        setenv("TMPDIR", folder.path, 1)
        defer {
            if let previous { setenv("TMPDIR", previous, 1) } else { unsetenv("TMPDIR") }
            FolderRemoval.removeAll(folder)
        }
        return body()
    }

    static let prefix = "kata-verify-"

    /// Removes what earlier verifies left in `temporaryFolder`: the folder of a verify that was
    /// stopped (Ctrl-C, a CI job cancelled) before it could remove its own, named after a
    /// process that is gone. A running verify's folder stays.
    static func removeLeftovers(in temporaryFolder: URL, isRunning: (pid_t) -> Bool = isRunning) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporaryFolder.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            guard let pid = pid_t(name.dropFirst(prefix.count)), !isRunning(pid) else { continue }
            let folder = temporaryFolder.appendingPathComponent(name)
            guard ToolTemporaryFolder.isOwnFolder(folder) else { continue }
            FolderRemoval.removeAll(folder)
        }
    }

    static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
