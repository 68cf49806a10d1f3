import Foundation

// MARK: - Launching a built test binary

/// The two test frameworks a test target can use.
package enum TestFramework: String, Codable, Sendable, CaseIterable {
    case swiftTesting = "swift-testing"
    case xctest = "xctest"
}

/// One run of one test module's tests.
package struct TestRunRequest: Sendable {
    package var framework: TestFramework
    /// The test target, such as `Stage1Spec`.
    package var module: String
    /// Run only these test ids; `nil` runs the whole module.
    package var only: [String]?
    /// Leave out these test ids (already finished, or crashed).
    package var skip: [String]
    package var environment: [String: String]
    /// Seconds for the whole run.
    package var timeout: Double
    /// Seconds one test may run without the run making progress (no new result, no output),
    /// so that a test that waits for ever costs that long, not `timeout`; `nil` for none.
    package var stallTimeout: Double?
    /// The environment variable that hands the run the path of an empty file it may append
    /// lines to (`RunNotes`); the lines come back in the record's `notes`. `nil`: no such file.
    package var notesVariable: String?

    package init(framework: TestFramework, module: String, only: [String]? = nil, skip: [String] = [],
                environment: [String: String] = [:], timeout: Double, stallTimeout: Double? = nil,
                notesVariable: String? = nil) {
        self.framework = framework
        self.module = module
        self.only = only
        self.skip = skip
        self.environment = environment
        self.timeout = timeout
        self.stallTimeout = stallTimeout.map { min($0, timeout) }
        self.notesVariable = notesVariable
    }
}

extension TestRunRequest {
    /// Shortens the run to at most `seconds`, its stall limit with it.
    mutating func limit(to seconds: Double) {
        timeout = min(timeout, seconds)
        stallTimeout = stallTimeout.map { min($0, timeout) }
    }
}

/// Runs a built test binary once and says what it saw.
///
/// The Linux launcher runs the `.xctest` executable directly; a macOS launcher can go through
/// `swift test --skip-build` or `xcrun xctest` with the same filters. Everything above this
/// protocol is the same on both.
package protocol TestLauncher {
    func run(_ request: TestRunRequest) -> TestRunRecord
    /// How many runs may go on at once: runs that share nothing but the built binary.
    var maximumConcurrentRuns: Int { get }
}

extension TestLauncher {
    package var maximumConcurrentRuns: Int { 1 }
}

/// Turns test ids into the anchored regular expressions Swift Testing's `--filter` and `--skip` take.
enum TestFilter {
    static func exact(_ id: String) -> String {
        "^" + NSRegularExpression.escapedPattern(for: id) + "$"
    }

    /// Every test of a module: ids look like `Module.Suite/test()/File.swift:1:2` or `Module/test()/…`.
    static func module(_ name: String) -> String {
        "^" + NSRegularExpression.escapedPattern(for: name) + "[./]"
    }

    /// The `--filter` and `--skip` arguments that select what `request` asks for, or `nil` when
    /// it asks for nothing (an empty `only`): with no filter at all, every module would run.
    static func selection(for request: TestRunRequest) -> [String]? {
        var arguments: [String] = []
        if let only = request.only {
            if only.isEmpty { return nil }
            for id in only { arguments += ["--filter", exact(id)] }
        } else {
            arguments += ["--filter", module(request.module)]
        }
        for id in request.skip { arguments += ["--skip", exact(id)] }
        return arguments
    }
}
