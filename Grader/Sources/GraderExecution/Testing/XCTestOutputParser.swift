// MARK: - XCTest's console output

/// Reads the console output of swift-corelibs-xctest (Linux) or `xctest` (macOS).
///
///     Test Case 'IsEvenTests.testZero' started at 2025-01-01 10:00:00.000
///     /path/IsEvenTests.swift:9: error: IsEvenTests.testZero : XCTAssertTrue failed - zero
///     Test Case 'IsEvenTests.testZero' failed (0.001 seconds)
///
/// XCTest has no other channel, so the code under test could print lines like these. The parser
/// accepts an end line only for the test that is in flight, and a failure is never undone by a
/// later "passed" line; that makes a printed fake pass worthless.
enum XCTestOutputParser {
    /// Parses the output of one run.
    /// - Parameter planned: The tests listed for the run (`--list-tests`), as `Module.Class/method`.
    package static func parse(_ output: String, planned: [PlannedTest]) -> TestRunRecord {
        var record = TestRunRecord()
        record.planned = planned
        var idsByName: [String: String] = [:]
        for test in planned {
            idsByName[displayKey(of: test.id)] = test.id
        }
        var inFlight: String?
        var firstFailure: [String: String] = [:]

        for rawLine in output.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = String(rawLine)
            if let (name, verb) = testCaseLine(line) {
                // macOS prints `-[Module.Class method]`, Linux `Class.method`.
                guard let id = idsByName[name] else { continue }
                switch verb {
                case "started":
                    inFlight = id
                case "passed", "failed", "skipped":
                    guard inFlight == id else { continue }
                    inFlight = nil
                    let previous = record.ended[id]?.status
                    let status: TestStatus
                    if previous == .failed || verb == "failed" || firstFailure[id] != nil {
                        status = verb == "skipped" && firstFailure[id] == nil ? .skipped : .failed
                    } else {
                        status = verb == "skipped" ? .skipped : .passed
                    }
                    record.ended[id] = (status, firstFailure[id])
                    if let seconds = secondsTaken(line) { record.seconds[id] = seconds }
                default:
                    break
                }
            } else if let inFlightID = inFlight, let message = failureMessage(line) {
                if firstFailure[inFlightID] == nil { firstFailure[inFlightID] = message }
            } else if line.hasPrefix("Test Suite 'All tests'") || line.hasPrefix("Test Suite 'Selected tests'") {
                if line.contains("' passed at") || line.contains("' failed at") { record.runEnded = true }
            }
        }
        record.inFlight = inFlight
        return record
    }

    /// `Test Case '…' passed (2.004 seconds)` → 2.004: what a slow test is named by
    /// (`SlowTest`). Printed by the framework, or by the code under test in its place, which
    /// can only make its own test look slow or quick: a hint, not a mark.
    static func secondsTaken(_ line: String) -> Double? {
        guard let match = line.firstMatch(of: #/\(([0-9]+(?:\.[0-9]+)?) seconds\)\s*$/#) else { return nil }
        return Double(match.output.1)
    }

    /// `Module.Class/method` → `Class.method`, the name Linux XCTest prints.
    static func displayKey(of id: String) -> String {
        let parts = id.split(separator: "/", maxSplits: 1)
        guard parts.count == 2 else { return id }
        let className = parts[0].split(separator: ".").last.map(String.init) ?? String(parts[0])
        return "\(className).\(parts[1])"
    }

    /// `Test Case 'X.y' started at …` → ("X.y", "started").
    static func testCaseLine(_ line: String) -> (String, String)? {
        let prefix = "Test Case '"
        guard line.hasPrefix(prefix) else { return nil }
        let rest = line.dropFirst(prefix.count)
        guard let quote = rest.firstIndex(of: "'") else { return nil }
        var name = String(rest[..<quote])
        if name.hasPrefix("-["), name.hasSuffix("]") {
            // macOS: -[Module.Class method] → Class.method
            let inner = name.dropFirst(2).dropLast()
            let pieces = inner.split(separator: " ")
            if pieces.count == 2 {
                let className = pieces[0].split(separator: ".").last.map(String.init) ?? String(pieces[0])
                name = "\(className).\(pieces[1])"
            }
        }
        let verb = rest[rest.index(after: quote)...].split(separator: " ").first.map(String.init) ?? ""
        return (name, verb)
    }

    /// `/path/File.swift:9: error: Class.test : XCTAssertTrue failed - zero` → the part after the
    /// test name. XCTest writes ` - ` before the assertion's message even when there is none:
    /// that trailing separator is dropped.
    static func failureMessage(_ line: String) -> String? {
        guard let range = line.range(of: ": error: ") else { return nil }
        var rest = line[range.upperBound...]
        if let separator = rest.range(of: " : ") {
            rest = rest[separator.upperBound...]
        }
        var message = rest.trimmingCharacters(in: .whitespaces)
        if message.hasSuffix(" -") { message = String(message.dropLast(2)) }
        return message
    }
}
