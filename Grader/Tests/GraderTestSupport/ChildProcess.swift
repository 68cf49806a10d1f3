import Foundation

// MARK: - Running a child and waiting for it alone

/// `posix_spawn` with standard output and error sent to files, and `waitpid` for the child
/// itself: nothing its own children keep open can keep the caller waiting.
enum ChildProcess {
    struct SpawnError: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `executable` and returns its exit status (128 + the signal when it was killed).
    static func run(_ executable: String, arguments: [String], environment: [String],
                    standardOutput: String, standardError: String) throws -> Int32 {
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let writeFlags = O_WRONLY | O_CREAT | O_TRUNC
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, standardOutput, writeFlags, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, standardError, writeFlags, 0o600)

        var pid: pid_t = 0
        let result = withCStrings([executable] + arguments) { argv in
            withCStrings(environment) { envp in
                posix_spawn(&pid, executable, &actions, nil, argv, envp)
            }
        }
        guard result == 0 else {
            throw SpawnError(description: "cannot start \(executable): \(String(cString: strerror(result)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    private static func withCStrings<T>(_ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> T) -> T {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        pointers.append(nil)
        defer { pointers.forEach { free($0) } }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}
