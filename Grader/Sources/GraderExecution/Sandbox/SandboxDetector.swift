import Foundation

// MARK: - Finding a sandbox on this machine

/// Finds the sandbox this machine offers, and proves it works before the grader relies on it.
package enum SandboxDetector {
    /// The sandbox to use; `.none` with a one-line reason when there is none.
    package static func detect() -> Sandbox {
        #if os(macOS)
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/sandbox-exec") {
            return Sandbox(kind: .sandboxExec, runtimeFolders: toolchainFolders())
        }
        return Sandbox(kind: .none("/usr/bin/sandbox-exec is missing"))
        #else
        guard let bwrap = executable(named: "bwrap") else {
            return Sandbox(kind: .none("bubblewrap (bwrap) is not installed"))
        }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit") else {
            return Sandbox(kind: .none("util-linux's /usr/bin/prlimit is missing"))
        }
        var sandbox = Sandbox(kind: .bubblewrap(bwrap), runtimeFolders: toolchainFolders(), starter: starter())
        // The starter needs capabilities that a setuid bubblewrap, for one, does not hand out:
        // without it the limits are prlimit's, and /tmp has no file limit.
        if sandbox.starter == nil {
            sandbox.starterProblem = "kata-sandbox-start is not built beside the grader"
        } else if let problem = probe(sandbox) {
            sandbox.starter = nil
            sandbox.starterProblem = "kata-sandbox-start does not run here: \(problem)"
        } else {
            return sandbox  // bubblewrap works, starter and all: no second probe
        }
        if let problem = probe(sandbox) {
            return Sandbox(kind: .none("bubblewrap does not work here: \(problem)"))
        }
        return sandbox
        #endif
    }

    /// `kata-sandbox-start`, built beside the running grader (or test bundle) by `grade.sh`.
    static func starter() -> String? {
        let running = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let candidate = running.deletingLastPathComponent().appendingPathComponent("kata-sandbox-start").path
        return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }

    /// Runs `/usr/bin/true` in the sandbox; the problem, if it does not work. Each probe has a
    /// results folder of its own: two at once in one process (tests do that) must not remove
    /// each other's, or both would find no sandbox.
    static func probe(_ sandbox: Sandbox) -> String? {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("kata-sandbox-probe-\(getpid())-\(UUID().uuidString.prefix(8))")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = SandboxedRun(binary: URL(fileURLWithPath: "/usr/bin/true"), resources: [], results: folder)
        let result = ProcessRunner.run(sandbox.request(for: run, arguments: [], environment: [:], timeout: 20,
                                                       outputLimit: 4096))
        if result.end.succeeded { return nil }
        let firstLine = result.output.split(separator: "\n").first.map(String.init) ?? result.end.summary
        return firstLine
    }

    /// The folders of the Swift runtime libraries, found from the `swift` on `PATH`:
    /// `<toolchain>/usr/bin/swift` → `<toolchain>/usr/lib/swift/linux` (or `macosx`).
    package static func toolchainFolders() -> [String] {
        guard let swift = executable(named: "swift") else { return [] }
        let real = URL(fileURLWithPath: swift).resolvingSymlinksInPath()
        let prefix = real.deletingLastPathComponent().deletingLastPathComponent()  // …/usr
        #if os(macOS)
        return [prefix.deletingLastPathComponent().path]
        #else
        let runtime = prefix.appendingPathComponent("lib/swift/linux")
        return FileManager.default.fileExists(atPath: runtime.path) ? [runtime.path] : []
        #endif
    }

    /// The full path of a program on `PATH`, as a shell would find it.
    package static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
