import Foundation
@testable import GraderEngine
@testable import GraderExecution
@testable import GraderReports
import Testing

/// Runs a shell in the real bubblewrap sandbox, as a test run is: only where bubblewrap works.
@Suite("A sandboxed run gets the limits it was promised, and no way around them",
       .enabled(if: SandboxDetector.detect().unavailableReason == nil && FileManager.default.fileExists(atPath: "/usr/bin/bwrap")))
struct SandboxLimitsTests {
    /// The shell's output of `script`, run as a test binary is: in bubblewrap with the starter,
    /// or not at all (these scripts fill `/tmp`: never the host's).
    private func sandboxed(_ script: String) throws -> ProcessResult {
        try withSandbox("sandbox-limits") { sandbox, folder in
            let run = SandboxedRun(binary: URL(fileURLWithPath: "/usr/bin/sh"), resources: [], results: folder)
            return ProcessRunner.run(sandbox.request(for: run, arguments: ["-c", script], environment: [:], timeout: 60,
                                                     outputLimit: 10_000))
        }
    }

    /// `body` with the real sandbox and a folder of its own, removed after it.
    private func withSandbox<Result>(_ name: String, _ body: (Sandbox, URL) throws -> Result) throws -> Result {
        let sandbox = SandboxDetector.detect()
        try #require(sandbox.unavailableReason == nil && sandbox.starter != nil,
                     "bubblewrap with kata-sandbox-start: \(sandbox.unavailableReason ?? sandbox.starterProblem ?? "")")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(sandbox, folder)
    }

    /// The attack of the trust issue: empty files cost no bytes, but each holds about a kilobyte
    /// of the kernel's memory until the run ends; without a file limit, 289,000 in 5 s.
    @Test("A run cannot make more files in its /tmp than the limit, however small they are")
    func scratchFileCount() throws {
        let limits = SandboxLimits()
        let attempts = limits.scratchFiles * 3
        // `true`, not `:`: a redirection that fails on a special built-in ends a POSIX shell.
        let result = try sandboxed("""
            i=0
            while [ $i -lt \(attempts) ] && true > /tmp/empty-$i 2>/dev/null; do i=$((i + 1)); done
            echo "made $i"
            """)
        let made = result.output.split(separator: "\n").compactMap { line in
            line.hasPrefix("made ") ? Int(line.dropFirst(5)) : nil
        }.first
        let count = try #require(made, "\(result.output)")
        #expect(count < limits.scratchFiles, "\(count) files of \(attempts) tried")
        #expect(count > limits.scratchFiles / 2, "a test may still use /tmp")
    }

    @Test("A run cannot write more bytes to its /tmp than the limit")
    func scratchBytes() throws {
        let megabytes = SandboxLimits().scratchBytes >> 20
        let result = try sandboxed("""
            head -c \((megabytes + 8) << 20) /dev/zero > /tmp/big 2>/dev/null
            echo "kept $(($(wc -c < /tmp/big) >> 20))"
            """)
        let kept = result.output.split(separator: "\n").first { $0.hasPrefix("kept ") }.flatMap { Int($0.dropFirst(5)) }
        #expect(try #require(kept, "\(result.output)") <= megabytes)
    }

    @Test("A run has no capability, and cannot make a user namespace of its own (where it could mount a /tmp without limits)")
    func noCapabilityNoNamespace() throws {
        let result = try sandboxed("""
            grep -E '^Cap(Inh|Prm|Eff|Bnd|Amb):' /proc/self/status
            if /usr/bin/unshare --user --map-root-user /usr/bin/true 2>/dev/null; then echo namespace-made; fi
            if /usr/bin/unshare --user /usr/bin/true 2>/dev/null; then echo namespace-made; fi
            grep NoNewPrivs /proc/self/status
            """)
        let capabilities = result.output.split(separator: "\n").filter { $0.hasPrefix("Cap") }
        #expect(capabilities.count == 5, "\(result.output)")
        for line in capabilities {
            #expect(line.hasSuffix("0000000000000000"), "\(line)")
        }
        #expect(!result.output.contains("namespace-made"))
        #expect(result.output.contains("NoNewPrivs:\t1"), "\(result.output)")
    }

    @Test("A run's processes, memory, open files, file size and core dumps are limited, soft and hard alike")
    func resourceLimits() throws {
        let limits = SandboxLimits()
        let result = try sandboxed("cat /proc/self/limits")
        // Lines such as `Max open files            1024                 1024                 files`.
        var seen: [String: [String]] = [:]
        for line in result.output.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard line.hasPrefix("Max "), let firstNumber = fields.firstIndex(where: { $0.allSatisfy(\.isNumber) || $0 == "unlimited" }),
                  firstNumber + 1 < fields.count else { continue }
            seen[fields[..<firstNumber].joined(separator: " ")] = [String(fields[firstNumber]), String(fields[firstNumber + 1])]
        }
        let expected: [String: Int] = [
            "Max processes": limits.processes, "Max address space": limits.memoryBytes, "Max open files": limits.openFiles,
            "Max file size": limits.fileBytes, "Max core file size": 0,
        ]
        for (name, value) in expected {
            #expect(seen[name] == [String(value), String(value)], "\(name): \(seen[name] ?? [])")
        }
    }

    /// Seen in CI: an honest spec run lost to "Text file busy" right after the build that linked
    /// its test binary. The starter now tries again for a second before it gives up; a binary
    /// that stays open for writing is still reported, as before, and does not hang the run.
    @Test("A test binary that stays open for writing is reported as busy after a bounded wait")
    func busyBinary() throws {
        try withSandbox("sandbox-busy") { sandbox, folder in try expectBusyThenFree(sandbox, folder) }
    }

    private func expectBusyThenFree(_ sandbox: Sandbox, _ folder: URL) throws {
        let binary = folder.appendingPathComponent("busy-test-binary")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: "/usr/bin/true"), to: binary)
        // Closed on exec: a child that another test forks meanwhile keeps no copy of it, which
        // would keep the binary busy for as long as that child lives (seen in CI).
        let writer = open(binary.path, O_WRONLY | O_CLOEXEC)
        try #require(writer >= 0)
        let run = SandboxedRun(binary: binary, resources: [], results: folder)
        let busy = ProcessRunner.run(sandbox.request(for: run, arguments: [], environment: [:], timeout: 60, outputLimit: 10_000))
        #expect(busy.output.contains("Text file busy"), "\(busy.output)")
        #expect(!busy.end.succeeded && busy.end != .timedOut)
        close(writer)
        let free = ProcessRunner.run(sandbox.request(for: run, arguments: [], environment: [:], timeout: 60, outputLimit: 10_000))
        #expect(free.end.succeeded, "\(free.output)")
    }

    /// The file wall of issue 39: a program that may not be read (`ExecuteOnlyProgram`) cannot
    /// open its own memory or its own file, also when the grader is root (CI), and the
    /// accounts files name only the run's user (the host's named its users and homes).
    @Test("An execute-only program cannot open its own memory or file, and /etc/passwd names only nobody", arguments: [
        ["/proc/self/mem"], ["/proc/self/exe"], ["/proc/self/task/2/mem"], ["/etc/passwd", "/etc/group"],
    ])
    func fileWall(paths: [String]) throws {
        try withSandbox("sandbox-wall") { sandbox, folder in try expectWalled(paths, sandbox, folder) }
    }

    private func expectWalled(_ paths: [String], _ sandbox: Sandbox, _ folder: URL) throws {
        let program = ExecuteOnlyProgram.copy(of: URL(fileURLWithPath: "/usr/bin/cat"), into: folder.appendingPathComponent("runs"))
        let run = SandboxedRun(binary: program, resources: [], results: folder)
        let result = ProcessRunner.run(sandbox.request(for: run, arguments: paths, environment: [:], timeout: 60, outputLimit: 10_000))
        if paths[0].hasPrefix("/proc") {
            #expect(result.output.contains("Permission denied"), "\(result.output)")
            #expect(!result.end.succeeded)
        } else {
            #expect(result.output == "nobody:x:65534:65534:nobody:/tmp:/usr/sbin/nologin\nnogroup:x:65534:\n", "\(result.output)")
        }
    }
}
