import Foundation

// MARK: - The sandbox around every process that runs submission code

/// What a sandboxed test run may see and use: one test bundle, read-only, and a folder for
/// its results; nothing of the kata, the workspaces, the cache or any submission.
package struct SandboxedRun: Sendable {
    /// The test executable, such as `…/.build/debug/KataSpecWorkspacePackageTests.xctest`.
    package var binary: URL
    /// Resource bundles that must sit next to the binary (`*.resources`), for `Bundle.module`.
    package var resources: [URL]
    /// A fresh folder the grader owns: the run writes its event stream there.
    package var results: URL
    /// The files of `results` the run may write, made empty before it starts. Under
    /// bubblewrap the folder is read-only but for these, so a run cannot fill the disk with
    /// files of its own there: each of these is capped by the per-file limit, and nothing else
    /// can be created.
    var writableResults: [String] = []
    /// Folders of the workspace shown read-only at their own paths, where the tests were
    /// compiled: the snapshots that tests find from `#filePath`.
    package var sourceFolders: [URL]

    package init(binary: URL, resources: [URL], results: URL, writableResults: [String] = [], sourceFolders: [URL] = []) {
        self.binary = binary
        self.resources = resources
        self.results = results
        self.writableResults = writableResults
        self.sourceFolders = sourceFolders
    }
}

/// Where a test run's files appear inside the sandbox: the same paths on every run, so a
/// reference run and a planted-bug run cannot be told apart by them.
enum SandboxPaths {
    static let bundleFolder = "/kata"
    package static let results = "/results"
    package static let scratch = "/tmp"
    /// Where `kata-sandbox-start`, the first program of a run under bubblewrap, is shown.
    package static let starter = "/kata-sandbox-start"
}

/// Limits applied to every process in a sandboxed test run.
package struct SandboxLimits: Sendable, Equatable {
    /// Processes and threads of the run's user (`RLIMIT_NPROC`).
    var processes = 128
    /// Address space of each process (`RLIMIT_AS`), in bytes.
    var memoryBytes = 4 << 30
    /// Largest file a process may write (`RLIMIT_FSIZE`), in bytes.
    var fileBytes = 64 << 20
    /// Size of the private `/tmp`, in bytes.
    var scratchBytes = 64 << 20
    /// Files and folders the private `/tmp` may hold: an empty file costs no bytes, but about
    /// a kilobyte of the kernel's memory while the run lasts.
    var scratchFiles = 10_000
    /// Open files per process.
    var openFiles = 1024

    package init() {}
}

/// Runs test processes in a sandbox: bubblewrap on Linux, `sandbox-exec` on macOS, or none.
///
/// Inside: a private, empty `/tmp` as working directory; no network; a PID namespace that dies
/// with the run, so nothing the tests start outlives it; the user `nobody`; no capabilities;
/// the limits of `SandboxLimits`; and only the environment variables the grader names.
/// Visible, read-only: the system's libraries, the toolchain's runtime, the one test bundle,
/// and the folders of the workspace that the tests read where they were compiled (snapshots).
package struct Sandbox: Sendable {
    package enum Kind: Sendable, Equatable {
        /// bubblewrap, at this path.
        case bubblewrap(String)
        /// macOS's `sandbox-exec`.
        case sandboxExec
        /// No sandbox: the reason one cannot be had, or that it was turned off.
        case none(String)
    }

    package var kind: Kind
    var limits = SandboxLimits()
    /// Folders of shared libraries the test binary loads (the toolchain's runtime).
    var runtimeFolders: [String] = []
    /// `kata-sandbox-start` (bubblewrap only): limits the run's `/tmp` in files too, then starts
    /// the tests; without it, util-linux's `prlimit` sets the other limits and `/tmp` has a
    /// size but no file limit (`SandboxDetector` says when it is missing or fails).
    package var starter: String?
    /// Why bubblewrap runs without `starter`, when it does: the run's `/tmp` then has no file limit.
    package var starterProblem: String?

    package init(kind: Kind, limits: SandboxLimits = SandboxLimits(), runtimeFolders: [String] = [],
                 starter: String? = nil, starterProblem: String? = nil) {
        (self.kind, self.limits, self.runtimeFolders) = (kind, limits, runtimeFolders)
        (self.starter, self.starterProblem) = (starter, starterProblem)
    }

    /// Why there is no sandbox, when there is none.
    package var unavailableReason: String? {
        if case .none(let reason) = kind { return reason }
        return nil
    }

    /// The environment every test process gets, sandboxed or not: nothing of the grader's own.
    package static func environment(_ extra: [String: String]) -> [String: String] {
        var environment = [
            "PATH": "/usr/bin:/bin",
            "HOME": SandboxPaths.scratch,
            "TMPDIR": SandboxPaths.scratch,
            "LANG": "C.UTF-8",
            "SWIFT_BACKTRACE": "enable=no",
            "NO_COLOR": "1",
        ]
        environment.merge(extra) { $1 }
        return environment
    }

    /// The request that runs `arguments` of the run's binary inside the sandbox.
    ///
    /// - Parameters:
    ///   - arguments: The arguments, with paths as seen inside (see `insidePath(of:)`).
    ///   - environment: Variables added to the minimal environment.
    /// The host's nobody and nogroup, whom a root grader's tests run as.
    static let nobody: UInt32 = 65534

    func request(
        for run: SandboxedRun, arguments: [String], environment: [String: String],
        timeout: Double, outputLimit: Int
    ) -> ProcessRequest {
        var request = unpinnedRequest(for: run, arguments: arguments, environment: environment,
                                      timeout: timeout, outputLimit: outputLimit)
        // Every sandboxed run is one test process: on a CPU of its own (`CPUPins`).
        request.pinnedToOneCPU = true
        return request
    }

    private func unpinnedRequest(
        for run: SandboxedRun, arguments: [String], environment: [String: String],
        timeout: Double, outputLimit: Int
    ) -> ProcessRequest {
        let variables = Self.environment(environment)
        // Outside bubblewrap, the run's own results folder stands in for its private /tmp.
        let unconfined = variables.merging(["TMPDIR": run.results.path, "HOME": run.results.path]) { $1 }
        switch kind {
        case .bubblewrap(let bwrap):
            if starter != nil, geteuid() == 0 {
                // Started by root, the tests run as the host's nobody (`BubblewrapCommand`): the
                // files they are to write are given to nobody.
                for name in run.writableResults {
                    _ = chown(run.results.appendingPathComponent(name).path, Self.nobody, Self.nobody)
                }
            }
            return ProcessRequest(
                executable: bwrap,
                arguments: BubblewrapCommand.arguments(for: run, limits: limits, runtimeFolders: runtimeFolders, starter: starter,
                                                        environment: variables, command: [insideBinary(run)] + arguments),
                timeout: timeout, outputLimit: outputLimit, inheritEnvironment: false)
        case .sandboxExec:
            return ProcessRequest(
                executable: "/usr/bin/sandbox-exec",
                arguments: ["-p", SandboxExecProfile.text(readable: runtimeFolders + [run.binary.path] + run.resources.map(\.path)
                                                              + run.sourceFolders.map(\.path),
                                                          writable: run.results.path),
                            run.binary.path] + arguments,
                environment: unconfined,
                workingDirectory: run.results.path, timeout: timeout, outputLimit: outputLimit,
                inheritEnvironment: false)
        case .none:
            return ProcessRequest(
                executable: run.binary.path, arguments: arguments,
                environment: unconfined,
                workingDirectory: run.results.path, timeout: timeout, outputLimit: outputLimit,
                inheritEnvironment: false)
        }
    }

    /// Where a file of the results folder appears to the test process.
    func insidePath(ofResult name: String, in run: SandboxedRun) -> String {
        if case .bubblewrap = kind { return SandboxPaths.results + "/" + name }
        return run.results.appendingPathComponent(name).path
    }

    private func insideBinary(_ run: SandboxedRun) -> String {
        SandboxPaths.bundleFolder + "/" + run.binary.lastPathComponent
    }
}
