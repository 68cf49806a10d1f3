import CPUAffinity
import Foundation
@testable import GraderExecution
@testable import GraderReports
import Testing

@Suite("Test runs pinned to one CPU each")
struct CPUPinsTests {
    @Test("CPUs go to runs evenly, the least busy first, and come back when a run ends")
    func spreadsRuns() {
        let pins = CPUPins(cpuCount: 2)
        #expect(pins.take() == 0)
        #expect(pins.take() == 1)
        // More runs than CPUs: two share one, still pinned.
        #expect(pins.take() == 0)
        pins.give(1)
        #expect(pins.take() == 1)
        #expect(CPUPins(cpuCount: 0).take() == nil)
    }

    @Test("Every sandboxed run, the kind every test run is, asks for a CPU of its own")
    func sandboxedRunsArePinned() {
        let run = SandboxedRun(binary: URL(fileURLWithPath: "/usr/bin/true"), resources: [],
                               results: URL(fileURLWithPath: "/tmp/kata-pins"))
        for sandbox in [Sandbox(kind: .none("a test")), Sandbox(kind: .bubblewrap("/usr/bin/bwrap"))] {
            #expect(sandbox.request(for: run, arguments: [], environment: [:], timeout: 1, outputLimit: 1).pinnedToOneCPU)
        }
    }

    #if os(Linux)
    @Test("A pinned child may run on one CPU only, an unpinned one on all the grader's, and the spawning thread keeps its own")
    func pinsTheChildOnly() throws {
        let before = kata_allowed_cpu_count()
        var pinned = ProcessRequest(executable: "/bin/sh", arguments: ["-c", "grep Cpus_allowed_list /proc/self/status"], timeout: 10)
        pinned.pinnedToOneCPU = true
        let pinnedList = try #require(Self.allowedList(in: ProcessRunner.run(pinned).output))
        #expect(Int(pinnedList) != nil, "a pinned child may use \(pinnedList)")
        #expect(kata_allowed_cpu_count() == before)

        let free = ProcessRequest(executable: "/bin/sh", arguments: ["-c", "grep Cpus_allowed_list /proc/self/status"], timeout: 10)
        let freeList = try #require(Self.allowedList(in: ProcessRunner.run(free).output))
        let own = try #require(Self.allowedList(in: String(contentsOfFile: "/proc/self/status", encoding: .utf8)))
        #expect(freeList == own)
    }

    /// The value of `Cpus_allowed_list:` in a `/proc/PID/status` text, such as `3` or `0-1`.
    private static func allowedList(in status: String) -> String? {
        status.split(separator: "\n").first { $0.hasPrefix("Cpus_allowed_list:") }
            .map { $0.dropFirst("Cpus_allowed_list:".count).trimmingCharacters(in: .whitespaces) }
    }
    #endif
}
