import Foundation

// MARK: - macOS: go through `swift test --skip-build`

/// Runs tests through `swift test --skip-build` with the same filters.
///
/// On macOS the test product is a bundle that only `xctest` can load, so the grader asks
/// SwiftPM to run it. This path is slower than running the binary directly, and is the one
/// the Linux CI here does not exercise.
package final class SwiftTestCommandLauncher: TestLauncher {
    let packagePath: URL
    let scratch: URL
    let sandbox: Sandbox
    let outputLimit: Int

    /// - Parameter sandbox: On macOS, `sandbox-exec` confines `swift test` to reading the system,
    ///   the toolchain and this workspace, and writing one results folder (untested: CI is Linux).
    ///   With bubblewrap (Linux, where this launcher only exercises the macOS path), it runs unconfined.
    package init(packagePath: URL, scratch: URL, sandbox: Sandbox, outputLimit: Int = 256 * 1024) {
        self.packagePath = packagePath
        self.scratch = scratch
        self.sandbox = sandbox
        self.outputLimit = outputLimit
    }

    package func run(_ request: TestRunRequest) -> TestRunRecord {
        let results = scratch.appendingPathComponent("run")
        try? FileManager.default.removeItem(at: results)
        try? FileManager.default.createDirectory(at: results, withIntermediateDirectories: true)
        let events = results.appendingPathComponent("events.jsonl")
        guard let arguments = Self.arguments(for: request, packagePath: packagePath, events: events) else {
            return .nothingToRun
        }
        let notesFile = results.appendingPathComponent(RunNotes.fileName)
        var environment = request.environment
        if let variable = request.notesVariable {
            FileManager.default.createFile(atPath: notesFile.path, contents: nil)
            environment[variable] = notesFile.path
        }
        var process = ProcessRequest(
            executable: "swift", arguments: arguments,
            environment: Sandbox.environment(environment).merging(["TMPDIR": results.path]) { $1 },
            workingDirectory: results.path, timeout: request.timeout, outputLimit: 8 << 20)
        process.environment["PATH"] = nil  // `swift` itself must be found on the grader's PATH
        if sandbox.kind == .sandboxExec {
            let profile = SandboxExecProfile.text(readable: sandbox.runtimeFolders + [packagePath.path],
                                                  writable: results.path)
            process.arguments = ["-p", profile, "/usr/bin/env", "swift"] + process.arguments
            process.executable = "/usr/bin/sandbox-exec"
        }
        let result = ProcessRunner.run(process)
        var record: TestRunRecord
        switch request.framework {
        case .swiftTesting:
            record = SwiftTestingEventParser.parse(LinuxTestBinaryLauncher.readCapped(events, limit: 32 << 20))
        case .xctest:
            // Without a listing, every test XCTest announced is the plan.
            let announced = result.output.split(separator: "\n").compactMap { line -> PlannedTest? in
                guard let (name, verb) = XCTestOutputParser.testCaseLine(String(line)), verb == "started" else { return nil }
                let parts = name.split(separator: ".")
                guard parts.count == 2 else { return nil }
                return PlannedTest(id: "\(request.module).\(parts[0])/\(parts[1])", name: String(parts[1]), suite: String(parts[0]))
            }
            record = XCTestOutputParser.parse(result.output, planned: announced)
        }
        record.processEnd = Self.testProcessEnd(result)
        record.consoleOutput = String(result.output.prefix(outputLimit))
        if request.notesVariable != nil { record.notes = RunNotes.read(notesFile) }
        return record
    }

    /// The `swift test` command line that runs what `request` asks for, or `nil` for nothing.
    static func arguments(for request: TestRunRequest, packagePath: URL, events: URL) -> [String]? {
        guard let selection = TestFilter.selection(for: request) else { return nil }
        var arguments = ["test", "--skip-build", "--package-path", packagePath.path]
        switch request.framework {
        // One test at a time, as on Linux: a crash is then blamed on the one test in flight.
        case .swiftTesting: arguments += ["--disable-xctest", "--no-parallel"]
        case .xctest: arguments += ["--disable-swift-testing"]
        }
        arguments += selection
        if request.framework == .swiftTesting {
            arguments += ["--experimental-event-stream-output", events.path, "--experimental-event-stream-version", "0"]
        }
        return arguments
    }

    /// How the test process itself ended. `swift test` exits with 1 when the test process dies
    /// of a signal, and says which in its output: recover the signal, so a crash reads as one.
    static func testProcessEnd(_ result: ProcessResult) -> ProcessEnd {
        guard case .exited = result.end,
              let range = result.output.range(of: "unexpected signal code ") else { return result.end }
        let digits = result.output[range.upperBound...].prefix { $0.isNumber }
        return Int32(digits).map { .signaled($0) } ?? result.end
    }
}
