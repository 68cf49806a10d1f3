import Foundation
@testable import GraderExecution
@testable import GraderReports
import Testing

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

    @Test("A child that makes no progress for the stall limit is stopped as stalled, long before its timeout")
    func stall() {
        var request = ProcessRequest(executable: "/bin/sh", arguments: ["-c", "echo started; sleep 60"], timeout: 60)
        request.stallTimeout = 0.5
        let result = ProcessRunner.run(request)
        #expect(result.end == .timedOut)
        #expect(result.stalled)
        #expect(result.output.contains("started"))
    }

    @Test("Progress through the probe (a file that grows) is progress: only the timeout stops that child")
    func progressThroughTheProbe() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("stall-probe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        var request = ProcessRequest(executable: "/bin/sh", arguments: ["-c", "while :; do echo x >> \"$0\"; sleep 0.1; done", file.path],
                                     timeout: 3)
        request.stallTimeout = 1.5
        request.progress = {
            ((try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? Int) ?? -1
        }
        let result = ProcessRunner.run(request)
        #expect(result.end == .timedOut)
        #expect(!result.stalled)
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

@Suite("swift test's exit, seen through the portable launcher")
struct SwiftTestCommandLauncherTests {
    func result(_ end: ProcessEnd, _ output: String) -> ProcessResult {
        ProcessResult(end: end, output: output, outputTruncated: false, duration: 1)
    }

    @Test("Swift Testing runs one test at a time, so a crash is blamed on the right test")
    func serialSwiftTesting() throws {
        let events = URL(fileURLWithPath: "/tmp/events.jsonl")
        let swiftTesting = try #require(SwiftTestCommandLauncher.arguments(
            for: TestRunRequest(framework: .swiftTesting, module: "Stage1Spec", skip: ["Stage1Spec.A/b()"], timeout: 5),
            packagePath: URL(fileURLWithPath: "/ws"), events: events))
        #expect(swiftTesting.starts(with: ["test", "--skip-build", "--package-path", "/ws", "--disable-xctest", "--no-parallel"]))
        #expect(swiftTesting.contains("--skip"))
        #expect(swiftTesting.suffix(4) == ["--experimental-event-stream-output", "/tmp/events.jsonl",
                                           "--experimental-event-stream-version", "0"])
        let xctest = try #require(SwiftTestCommandLauncher.arguments(
            for: TestRunRequest(framework: .xctest, module: "Stage1Tests", timeout: 5),
            packagePath: URL(fileURLWithPath: "/ws"), events: events))
        #expect(xctest.contains("--disable-swift-testing"))
        #expect(!xctest.contains("--experimental-event-stream-output"))
        // An empty selection runs nothing, rather than every module of the package.
        #expect(SwiftTestCommandLauncher.arguments(
            for: TestRunRequest(framework: .swiftTesting, module: "Stage1Tests", only: [], timeout: 5),
            packagePath: URL(fileURLWithPath: "/ws"), events: events) == nil)
    }

    @Test("A test process killed by a signal is a crash, not a plain exit")
    func signalRecovered() {
        let crashed = result(.exited(1), "◇ Test started.\nerror: Exited with unexpected signal code 4\n")
        #expect(SwiftTestCommandLauncher.testProcessEnd(crashed) == .signaled(4))
    }

    @Test("Failing tests, a timeout or a garbled message keep the end they had")
    func otherEndsKept() {
        #expect(SwiftTestCommandLauncher.testProcessEnd(result(.exited(1), "✘ Test two() failed")) == .exited(1))
        #expect(SwiftTestCommandLauncher.testProcessEnd(result(.timedOut, "unexpected signal code 9")) == .timedOut)
        #expect(SwiftTestCommandLauncher.testProcessEnd(result(.exited(1), "unexpected signal code ?")) == .exited(1))
    }
}
