import Foundation
import Testing
@testable import GraderCore

@Suite("Running child processes")
struct ProcessRunnerTests {
    @Test("Output and exit code are captured")
    func output() {
        let result = ProcessRunner.run(ProcessRequest(executable: "/bin/sh", arguments: ["-c", "echo hi; echo err >&2; exit 3"], timeout: 10))
        #expect(result.end == .exited(3))
        #expect(result.output.contains("hi"))
        #expect(result.output.contains("err"))
    }

    @Test("A timeout kills the whole process group, children included")
    func timeout() {
        let result = ProcessRunner.run(ProcessRequest(executable: "/bin/sh", arguments: ["-c", "sleep 30 & sleep 30"], timeout: 0.5))
        #expect(result.end == .timedOut)
        #expect(result.duration < 10)
    }

    @Test("Output beyond the cap is dropped and marked")
    func cap() {
        let result = ProcessRunner.run(ProcessRequest(executable: "/bin/sh", arguments: ["-c", "head -c 200000 /dev/zero | tr '\\0' x"], timeout: 10, outputLimit: 1000))
        #expect(result.end == .exited(0))
        #expect(result.outputTruncated)
        #expect(result.output.count < 1200)
    }

    @Test("A signal is reported as such; a missing program fails to start")
    func signalAndMissing() {
        let killed = ProcessRunner.run(ProcessRequest(executable: "/bin/sh", arguments: ["-c", "kill -SEGV $$"], timeout: 10))
        #expect(killed.end == .signaled(SIGSEGV))
        let missing = ProcessRunner.run(ProcessRequest(executable: "/no/such/program", timeout: 10))
        if case .failedToStart = missing.end {} else { Issue.record("expected failedToStart, got \(missing.end)") }
    }

    @Test("The working directory is honoured")
    func workingDirectory() {
        let result = ProcessRunner.run(ProcessRequest(executable: "pwd", workingDirectory: "/tmp", timeout: 10))
        #expect(result.output.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("tmp"))
    }
}
