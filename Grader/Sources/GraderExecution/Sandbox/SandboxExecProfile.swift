// MARK: - macOS: the sandbox-exec profile of one test run

/// The Seatbelt profile (`sandbox-exec -p`) of a test run on macOS.
///
/// Untested: the kata's CI runs on Linux only. It denies everything, then allows what a test
/// binary needs: running and reading the system and the toolchain, reading the test bundle
/// and its resources, and writing only the run's results folder. No network at all.
/// Seatbelt has no PID namespace: the grader's process-group kill is what ends stragglers.
enum SandboxExecProfile {
    /// - Parameters:
    ///   - readable: Paths the run may read besides the system's.
    ///   - writable: The one folder it may write.
    static func text(readable: [String], writable: String) -> String {
        let system = ["/System", "/usr", "/bin", "/Library", "/private/var/db", "/Applications/Xcode.app",
                      "/dev", "/private/etc"]
        let reads = (system + readable).map { "(subpath \(quoted($0)))" }.joined(separator: " ")
        return """
            (version 1)
            (deny default)
            (allow process-fork)
            (allow process-exec)
            (allow signal (target same-sandbox))
            (allow sysctl-read)
            (allow mach-lookup)
            (allow ipc-posix-shm)
            (allow file-read-metadata)
            (allow file-read* \(reads))
            (allow file-read* file-write* (subpath \(quoted(writable))))
            (allow file-write-data (literal "/dev/null"))
            (deny network*)
            """
    }

    private static func quoted(_ path: String) -> String {
        "\"" + path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
