import Foundation

// MARK: - Linux: run the .xctest executable directly

/// Runs SwiftPM's test executable (`.build/debug/<Package>PackageTests.xctest`) directly.
///
/// That is much faster than `swift test`, which plans a build first. With
/// `--testing-library swift-testing` the executable runs Swift Testing and streams JSON events
/// to a file; without it, it runs XCTest, which takes a comma-separated list of
/// `Module.Class/method` and prints results on the console.
///
/// Runs may go on two at a time (`maximumConcurrentRuns`): each has a results folder of its own,
/// and the XCTest listing, made once, is kept behind a lock (`Locked`).
///
/// The runs start a copy of the executable that may be executed but not read
/// (`ExecuteOnlyProgram`): no test reads the code it runs, or the planted-bug switch in it.
package final class LinuxTestBinaryLauncher: TestLauncher, Sendable {
    let binary: URL
    let scratch: URL
    let sandbox: Sandbox
    let outputLimit: Int
    /// The resource bundles next to the binary (`*.resources`) and the shared libraries it
    /// loads from there (`ExecuteOnlyProgram.sharedLibraries`), shown to every run beside it.
    let resources: [URL]
    /// Folders of the workspace the tests read where they were compiled (snapshots), shown
    /// read-only at their own paths.
    let sourceFolders: [URL]
    /// What runs going on at once share: the XCTest listing, made once, and the runs started.
    private let shared = Locked<(xctestListing: [PlannedTest]?, xctestCrash: String?, runsStarted: Int)>((nil, nil, 0))

    package var maximumConcurrentRuns: Int { max(1, min(ProcessInfo.processInfo.activeProcessorCount, 4)) }

    /// - Parameters:
    ///   - binary: The test executable.
    ///   - scratch: A folder the grader owns; each run gets a fresh, empty results folder in it.
    ///   - sandbox: Where every run happens.
    ///   - sourceFolders: Folders of the workspace that the tests read at their own paths.
    package init(binary: URL, scratch: URL, sandbox: Sandbox, outputLimit: Int = 256 * 1024, sourceFolders: [URL] = []) {
        self.binary = ExecuteOnlyProgram.copy(of: binary, into: scratch)
        self.sourceFolders = sourceFolders
        self.scratch = scratch
        self.sandbox = sandbox
        self.outputLimit = outputLimit
        let folder = binary.deletingLastPathComponent()
        resources = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".resources") }.sorted().map { folder.appendingPathComponent($0) }
            + ExecuteOnlyProgram.sharedLibraries(besides: binary, into: scratch)
    }

    package func run(_ request: TestRunRequest) -> TestRunRecord {
        switch request.framework {
        case .swiftTesting: return runSwiftTesting(request)
        case .xctest: return runXCTest(request)
        }
    }

    private func runSwiftTesting(_ request: TestRunRequest) -> TestRunRecord {
        guard let selection = TestFilter.selection(for: request) else { return .nothingToRun }
        let run = freshRun(writing: ["events.jsonl"] + notesFiles(request))
        let events = sandbox.insidePath(ofResult: "events.jsonl", in: run)
        // `--quiet`: the console's line per test is never read (results come from the event
        // stream) and cost the run about 5 ms of its 90; a crash's own message still shows.
        var arguments = ["--testing-library", "swift-testing", "--no-parallel", "--quiet"] + selection
        arguments += ["--experimental-event-stream-output", events, "--experimental-event-stream-version", "0"]

        var process = sandbox.request(
            for: run, arguments: arguments, environment: environment(request, run),
            timeout: request.timeout, outputLimit: outputLimit)
        // Swift Testing writes an event as each test starts and ends: a file that stops growing
        // is a test that does not end.
        let eventsFile = run.results.appendingPathComponent("events.jsonl")
        process.stallTimeout = request.stallTimeout
        process.progress = { Self.size(of: eventsFile.path) }
        let result = ProcessRunner.run(process)
        var record = SwiftTestingEventParser.parse(Self.readCapped(eventsFile, limit: 32 << 20))
        record.notes = notes(request, run)
        try? FileManager.default.removeItem(at: run.results)
        record.processEnd = result.end
        record.stalled = result.stalled
        record.consoleOutput = result.output
        return record
    }

    private func runXCTest(_ request: TestRunRequest) -> TestRunRecord {
        let listing = listXCTests(timeout: request.timeout, environment: request.environment)
            .filter { $0.id.hasPrefix(request.module + ".") }
        let skipped = Set(request.skip)
        let wanted = request.only.map(Set.init)
        let planned = listing.filter { !skipped.contains($0.id) && (wanted?.contains($0.id) ?? true) }
        if planned.isEmpty { return .nothingToRun }
        if let crash = planned.first(where: XCTestDiscoveryCrash.isStandIn) {
            // The listing crashed: so would any run of these tests, before the first one.
            var record = TestRunRecord.nothingToRun
            record.planned = [crash]
            record.ended[crash.id] = (.crashed, shared.withLock { $0.xctestCrash })
            return record
        }
        let run = freshRun(writing: notesFiles(request))
        defer { try? FileManager.default.removeItem(at: run.results) }
        // XCTest prints a line as each test starts and ends: silence is a test that does not end.
        var process = sandbox.request(
            for: run, arguments: [planned.map(\.id).joined(separator: ",")], environment: environment(request, run),
            timeout: request.timeout, outputLimit: 8 << 20)
        process.stallTimeout = request.stallTimeout
        let result = ProcessRunner.run(process)
        var record = XCTestOutputParser.parse(result.output, planned: planned)
        record.processEnd = result.end
        record.stalled = result.stalled
        record.consoleOutput = String(result.output.prefix(outputLimit))
        record.notes = notes(request, run)
        return record
    }

    /// The notes file, when the request asks for one.
    private func notesFiles(_ request: TestRunRequest) -> [String] {
        request.notesVariable == nil ? [] : [RunNotes.fileName]
    }

    /// The request's environment, with the notes file's path as the run sees it when it asks for one.
    private func environment(_ request: TestRunRequest, _ run: SandboxedRun) -> [String: String] {
        guard let variable = request.notesVariable else { return request.environment }
        return request.environment.merging([variable: sandbox.insidePath(ofResult: RunNotes.fileName, in: run)]) { $1 }
    }

    /// What the run appended to its notes file; nothing when it had none.
    private func notes(_ request: TestRunRequest, _ run: SandboxedRun) -> Set<String> {
        request.notesVariable == nil ? [] : RunNotes.read(run.results.appendingPathComponent(RunNotes.fileName))
    }

    /// A fresh results folder with the empty files the run may write, and what the sandbox
    /// shows of the build: the binary and its resource bundles.
    private func freshRun(writing files: [String] = []) -> SandboxedRun {
        let number = shared.withLock {
            $0.runsStarted += 1
            return $0.runsStarted
        }
        let results = scratch.appendingPathComponent("run-\(number)")
        try? FileManager.default.removeItem(at: results)
        try? FileManager.default.createDirectory(at: results, withIntermediateDirectories: true)
        for file in files {
            FileManager.default.createFile(atPath: results.appendingPathComponent(file).path, contents: nil)
        }
        return SandboxedRun(binary: binary, resources: resources, results: results, writableResults: files,
                            sourceFolders: sourceFolders)
    }

    /// The XCTest tests in the binary, as `Module.Class/method`, listed once; a listing that
    /// crashed is the stand-in test of `XCTestDiscoveryCrash`.
    func listXCTests(timeout: Double, environment: [String: String]) -> [PlannedTest] {
        if let listing = shared.withLock({ $0.xctestListing }) { return listing }
        let run = freshRun()
        defer { try? FileManager.default.removeItem(at: run.results) }
        let result = ProcessRunner.run(sandbox.request(
            for: run, arguments: ["--list-tests"], environment: environment,
            timeout: timeout, outputLimit: 4 << 20))
        if let crash = XCTestDiscoveryCrash.standIn(listing: result.output, end: result.end) {
            let message = XCTestDiscoveryCrash.message(listing: result.output)
            shared.withLock {
                $0.xctestListing = [crash]
                $0.xctestCrash = message
            }
            return [crash]
        }
        let listing = Self.parseListing(result.output)
        shared.withLock { $0.xctestListing = listing }
        return listing
    }

    /// Lines such as `Stage1Tests.IsEvenTests/testZero`; the header and blank lines are skipped.
    static func parseListing(_ output: String) -> [PlannedTest] {
        output.split(separator: "\n").compactMap { rawLine in
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            guard !line.contains(" "), let slash = line.firstIndex(of: "/"),
                  line[..<slash].contains(".") else { return nil }
            let className = line[..<slash].split(separator: ".").last.map(String.init) ?? ""
            return PlannedTest(id: line, name: String(line[line.index(after: slash)...]), suite: className)
        }
    }

    static func size(of path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : -1
    }

    /// At most `limit` bytes of the file; nothing when it cannot be read.
    static func readCapped(_ url: URL, limit: Int) -> Data {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return Data() }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: limit)) ?? Data()
    }
}
