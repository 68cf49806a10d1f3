// MARK: - Running a child process safely

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CPUAffinity
import Foundation

/// What to run, where, and within which limits.
package struct ProcessRequest: Sendable {
    /// A path, or a bare name looked up on `PATH` (as a shell would).
    package var executable: String
    package var arguments: [String]
    /// Added to (and overriding) the grader's own environment, or the whole environment when
    /// `inheritEnvironment` is off.
    package var environment: [String: String]
    /// Whether the child starts from the grader's environment; off for anything that runs
    /// submission code, which must not read the caller's variables (tokens, paths).
    var inheritEnvironment: Bool
    package var workingDirectory: String?
    /// Seconds before the whole process group is killed.
    package var timeout: Double
    /// Bytes of output kept; the rest is read and thrown away so the child never blocks.
    package var outputLimit: Int
    /// Seconds the child may go without progress before the group is killed (`ProcessResult.stalled`):
    /// a test that waits for ever is stopped long before `timeout`. Progress is new output, or
    /// a new value from `progress`; `nil` waits for `timeout` alone.
    package var stallTimeout: Double?
    /// Progress the child makes somewhere else than its output, such as the size of a file it
    /// appends to; read a few times a second while it runs.
    package var progress: (@Sendable () -> Int)?
    /// Whether the child runs on one CPU only (`CPUPins`): test runs, never builds.
    var pinnedToOneCPU = false

    package init(
        executable: String,
        arguments: [String] = [],
        environment: [String: String] = [:],
        workingDirectory: String? = nil,
        timeout: Double,
        outputLimit: Int = 1 << 20,
        inheritEnvironment: Bool = true
    ) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.workingDirectory = workingDirectory
        self.timeout = timeout
        self.outputLimit = outputLimit
        self.inheritEnvironment = inheritEnvironment
    }
}

/// How a child process ended.
package enum ProcessEnd: Equatable, Sendable {
    case exited(Int32)
    case signaled(Int32)
    case timedOut
    case failedToStart(String)

    /// `true` only for a normal exit with status 0.
    package var succeeded: Bool { self == .exited(0) }

    /// A short phrase for reports: "exit code 1", "signal 4 (SIGILL)", "timed out".
    package var summary: String {
        switch self {
        case .exited(let code): return "exit code \(code)"
        case .signaled(let signal): return "signal \(signal)\(Self.signalName(signal).map { " (\($0))" } ?? "")"
        case .timedOut: return "timed out"
        case .failedToStart(let reason): return "could not start: \(reason)"
        }
    }

    static func signalName(_ signal: Int32) -> String? {
        switch signal {
        case SIGILL: return "SIGILL"
        case SIGTRAP: return "SIGTRAP"
        case SIGABRT: return "SIGABRT"
        case SIGBUS: return "SIGBUS"
        case SIGFPE: return "SIGFPE"
        case SIGKILL: return "SIGKILL"
        case SIGSEGV: return "SIGSEGV"
        case SIGTERM: return "SIGTERM"
        default: return nil
        }
    }
}

/// The outcome of a finished child process: how it ended and the head of its output.
package struct ProcessResult: Sendable {
    package var end: ProcessEnd
    /// Standard output and standard error, interleaved, at most `outputLimit` bytes.
    package var output: String
    package var outputTruncated: Bool
    package var duration: Double
    /// Ended as `.timedOut` because it made no progress for `stallTimeout` seconds.
    var stalled = false
}

/// Runs one child process in a process group of its own, with a time limit and an output cap.
///
/// Foundation's `Process` can neither start a new process group nor kill one, and a test binary
/// or a compiler can leave children behind. `posix_spawn` with `POSIX_SPAWN_SETPGROUP` makes the
/// child the leader of a new group, so a timeout kills everything it started.
package enum ProcessRunner {
    package static func run(_ request: ProcessRequest) -> ProcessResult {
        let start = Date()
        let child: StartedChild
        let cpu = request.pinnedToOneCPU ? CPUPins.shared.take() : nil
        defer { if let cpu { CPUPins.shared.give(cpu) } }
        switch startChild(request, cpu: cpu) {
        case .success(let started):
            child = started
        case .failure(let reason):
            return ProcessResult(end: .failedToStart(reason.message), output: "", outputTruncated: false, duration: 0)
        }
        defer { close(child.output) }
        defer { liveGroups.remove(child.pid) }

        var watch = ChildWatch(child, request: request, deadline: start.addingTimeInterval(request.timeout))
        watch.follow()
        // Kill whatever is left of the group: the child on timeout, stragglers otherwise.
        kill(-child.pid, SIGKILL)
        let status = watch.status ?? reap(child.pid)
        return ProcessResult(
            end: watch.timedOut ? .timedOut : decode(status),
            output: watch.collector.text,
            outputTruncated: watch.collector.truncated,
            duration: Date().timeIntervalSince(start),
            stalled: watch.stall.fired
        )
    }

    /// A child just spawned: the id of its process group, and the read end of its output pipe.
    struct StartedChild {
        let pid: pid_t
        let output: Int32
    }

    /// Makes the output pipe and spawns the child, under `spawnLock` (see `makePipe`); the child
    /// is listed in `liveGroups` before the lock is let go. A child given a `cpu` inherits it
    /// from the spawning thread, pinned for the moment of the spawn.
    private static func startChild(_ request: ProcessRequest, cpu: Int?) -> Result<StartedChild, SpawnError> {
        var pipeEnds: [Int32] = [0, 0]
        spawnLock.lock()
        defer { spawnLock.unlock() }
        guard makePipe(&pipeEnds) == 0 else { return .failure(SpawnError(message: "pipe() failed")) }
        let pinned = cpu.map { kata_pin_thread(Int32($0)) == 0 } ?? false
        let spawned = spawn(request, outputTo: pipeEnds[1])
        if pinned { kata_unpin_thread() }
        close(pipeEnds[1])
        switch spawned {
        case .success(let pid):
            liveGroups.insert(contentsOf: [pid])
            return .success(StartedChild(pid: pid, output: pipeEnds[0]))
        case .failure(let reason):
            close(pipeEnds[0])
            return .failure(reason)
        }
    }

    /// Waits for a child that has not been reaped yet, retrying when a signal interrupts.
    private static func reap(_ pid: pid_t) -> Int32 {
        var rawStatus: Int32 = 0
        while waitpid(pid, &rawStatus, 0) == -1 && errno == EINTR {}
        return rawStatus
    }

    /// Decodes a `waitpid` status (the `WIFEXITED` family are macros Swift cannot import).
    static func decode(_ status: Int32) -> ProcessEnd {
        let signal = status & 0x7f
        if signal == 0 {
            return .exited((status >> 8) & 0xff)
        }
        return .signaled(signal)
    }

    /// A pipe whose ends close on `exec`, so that a child inherits only its own output (dup2'd
    /// onto 1 and 2), never the pipe of another run going on at the same time. Making it and
    /// spawning happen under one lock: no other thread can spawn between `pipe` and `fcntl`.
    private static func makePipe(_ ends: inout [Int32]) -> Int32 {
        guard pipe(&ends) == 0 else { return -1 }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return 0
    }

    private static let spawnLock = NSLock()

    /// The process groups started and not yet reaped, for `killEveryGroup()`.
    private static let liveGroups = LockedSet<pid_t>()

    /// Kills every process group still running: what a command that is interrupted (Ctrl-C in
    /// `watch`) calls before it exits, so that no build or test run outlives it.
    package static func killEveryGroup() {
        for pid in liveGroups.sorted { kill(-pid, SIGKILL) }
    }

    struct SpawnError: Error {
        var message: String
    }

    private static func spawn(_ request: ProcessRequest, outputTo writeEnd: Int32) -> Result<pid_t, SpawnError> {
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t? = nil
        var attributes: posix_spawnattr_t? = nil
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        let devNull = open("/dev/null", O_RDONLY | O_CLOEXEC)
        defer { if devNull >= 0 { close(devNull) } }
        posix_spawn_file_actions_adddup2(&actions, devNull, 0)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 2)

        // A new process group, default signal handlers, nothing blocked.
        var defaultSignals = sigset_t()
        sigemptyset(&defaultSignals)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGCHLD] {
            sigaddset(&defaultSignals, signal)
        }
        var noMask = sigset_t()
        sigemptyset(&noMask)
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        posix_spawnattr_setsigmask(&attributes, &noMask)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes,
            Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
        )

        let (executable, argv, envp) = commandLine(for: request)
        var pid: pid_t = 0
        let result = withCStrings(argv) { cArguments in
            withCStrings(envp) { cEnvironment in
                posix_spawnp(&pid, executable, &actions, &attributes, cArguments, cEnvironment)
            }
        }
        guard result == 0 else {
            return .failure(SpawnError(message: "\(request.executable): \(String(cString: strerror(result)))"))
        }
        return .success(pid)
    }

    /// What `posix_spawnp` is handed: the program, its arguments and its environment.
    private static func commandLine(for request: ProcessRequest) -> (executable: String, argv: [String], envp: [String]) {
        var environment = request.inheritEnvironment ? ProcessInfo.processInfo.environment : [:]
        for (key, value) in request.environment {
            environment[key] = value
        }
        // `posix_spawn_file_actions_addchdir_np` is not visible to Swift on every libc, so a
        // working directory goes through a tiny shell that changes into it and execs the command.
        var argv = [request.executable] + request.arguments
        var executable = request.executable
        if let directory = request.workingDirectory {
            argv = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory] + argv
            executable = "/bin/sh"
        }
        return (executable, argv, environment.map { "\($0.key)=\($0.value)" })
    }

    private static func withCStrings<T>(
        _ strings: [String],
        _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> T
    ) -> T {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        pointers.append(nil)
        defer { pointers.forEach { free($0) } }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}

/// Keeps the first `limit` bytes of a stream and counts the rest.
struct OutputCollector {
    let limit: Int
    private(set) var bytes: [UInt8] = []
    private(set) var truncated = false
    /// Every byte read, kept or not: progress, for `StallWatch`.
    private(set) var seen = 0

    init(limit: Int) {
        self.limit = limit
    }

    mutating func append(_ chunk: ArraySlice<UInt8>) {
        seen += chunk.count
        let room = limit - bytes.count
        if room >= chunk.count {
            bytes.append(contentsOf: chunk)
        } else {
            bytes.append(contentsOf: chunk.prefix(max(room, 0)))
            truncated = true
        }
    }

    var text: String {
        String(decoding: bytes, as: UTF8.self) + (truncated ? "\n[output cut at \(limit) bytes]\n" : "")
    }
}

/// Notices a child that has made no progress for `stallTimeout` seconds.
///
/// Checked on every turn of `ProcessRunner`'s loop; the probe is read at most four times a second.
struct StallWatch {
    private let limit: Double?
    private let probe: (@Sendable () -> Int)?
    private var lastOutput = 0
    private var lastProbe: Int?
    private var lastProgress = Date()
    private var lastProbeRead = Date.distantPast
    private(set) var fired = false

    init(_ request: ProcessRequest) {
        limit = request.stallTimeout
        probe = request.progress
    }

    mutating func stalled(outputBytes: Int) -> Bool {
        guard let limit else { return false }
        let now = Date()
        if outputBytes != lastOutput {
            lastOutput = outputBytes
            lastProgress = now
        }
        if let probe, now.timeIntervalSince(lastProbeRead) >= 0.25 {
            lastProbeRead = now
            let value = probe()
            if value != lastProbe {
                lastProbe = value
                lastProgress = now
            }
        }
        fired = now.timeIntervalSince(lastProgress) >= limit
        return fired
    }
}
