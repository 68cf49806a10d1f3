import Foundation
@testable import GraderExecution
@testable import GraderReports
import Testing

/// Runs a shell in the real bubblewrap sandbox, as a test run is: only where bubblewrap works.
@Suite("The sandbox's results folder takes only the files the run is to write",
       .enabled(if: SandboxDetector.detect().unavailableReason == nil && FileManager.default.fileExists(atPath: "/usr/bin/bwrap")))
struct SandboxResultsTests {
    @Test("A run writes its event stream, but cannot add files of its own to /results and fill the disk")
    func resultsFolderIsNotADiskToFill() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sandbox-results-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        FileManager.default.createFile(atPath: folder.appendingPathComponent("events.jsonl").path, contents: nil)
        let run = SandboxedRun(binary: URL(fileURLWithPath: "/usr/bin/sh"), resources: [], results: folder,
                               writableResults: ["events.jsonl"])
        let script = """
            echo event > /results/events.jsonl && echo stream-written
            for n in 1 2 3; do head -c 1048576 /dev/zero > /results/filler-$n 2>/dev/null && echo filler-written; done
            exit 0
            """
        let result = ProcessRunner.run(SandboxDetector.detect().request(
            for: run, arguments: ["-c", script], environment: [:], timeout: 30, outputLimit: 10_000))
        #expect(result.output.contains("stream-written"))
        #expect(!result.output.contains("filler-written"), "a file of the run's own in /results")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(left == ["events.jsonl"])
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("events.jsonl").path) == Data("event\n".utf8))
    }
}
