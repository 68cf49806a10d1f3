import Foundation

// MARK: - Swift Testing's event stream

/// Reads the JSON lines Swift Testing writes with `--experimental-event-stream-output`
/// (`--experimental-event-stream-version 0`).
///
/// The stream holds `{"kind":"test",…}` records for every planned test and suite, then
/// `{"kind":"event",…}` records: `testStarted`, `issueRecorded`, `testEnded`, `testSkipped`,
/// `runEnded`. Only this file decides whether a test passed: the console output, which the code
/// under test can write to, is never read for results.
struct SwiftTestingEventParser {
    private var suites: [String: String] = [:]  // suite id → display name
    private var record = TestRunRecord()
    private var started: [String] = []
    private var failures: [String: String] = [:]  // test id → first message
    private var failed: Set<String> = []
    private var startedAt: [String: Double] = [:]  // test id → when it started
    private var known: Set<String> = []  // every planned test and suite
    private var startedOnce: Set<String> = []
    private var endedOnce: Set<String> = []

    package init() {}

    /// Parses a whole stream at once.
    package static func parse(_ text: String) -> TestRunRecord {
        parse(Data(text.utf8))
    }

    /// Parses a whole stream at once, as the file holds it.
    package static func parse(_ stream: Data) -> TestRunRecord {
        var parser = SwiftTestingEventParser()
        for line in lines(of: stream) {
            parser.consume(line: line)
        }
        return parser.finish()
    }

    /// The stream's non-empty lines. A search for newline bytes: splitting a `String` walks it
    /// character by character, which took most of the grader's own time in a stage 4 bug hunt
    /// (61 streams of about 140 KB each).
    static func lines(of stream: Data) -> [Data] {
        stream.withUnsafeBytes { bytes -> [Data] in
            guard let base = bytes.baseAddress else { return [] }
            var lines: [Data] = []
            var start = 0
            while start < bytes.count {
                let newline = memchr(base + start, 0x0A, bytes.count - start)
                let end = newline.map { base.distance(to: UnsafeRawPointer($0)) } ?? bytes.count
                if end > start { lines.append(Data(bytes: base + start, count: end - start)) }
                start = end + 1
            }
            return lines
        }
    }

    /// Consumes one line; lines that are not records (or are cut short) are ignored.
    mutating func consume(line: Data) {
        guard let object = try? JSONSerialization.jsonObject(with: line) as? [String: Any],
              let kind = object["kind"] as? String,
              let payload = object["payload"] as? [String: Any]
        else { return }
        switch kind {
        case "test": consumeTest(payload)
        case "event": consumeEvent(payload)
        default: break
        }
    }

    private mutating func consumeTest(_ payload: [String: Any]) {
        guard let id = payload["id"] as? String else { return }
        known.insert(id)
        let displayName = payload["displayName"] as? String
        let name = displayName ?? (payload["name"] as? String) ?? id
        if payload["kind"] as? String == "suite" {
            suites[id] = name
            return
        }
        let location = payload["sourceLocation"] as? [String: Any]
        let file = (location?["_filePath"] as? String) ?? (location?["fileID"] as? String)
        record.planned.append(PlannedTest(
            id: id,
            name: name,
            suite: topLevelSuite(of: id),
            file: file,
            line: location?["line"] as? Int,
            column: location?["column"] as? Int
        ))
    }

    /// The display name of the outermost suite holding the test `id` (`Module.Suite/…`).
    private func topLevelSuite(of id: String) -> String? {
        guard let firstSlash = id.firstIndex(of: "/") else { return nil }
        let suiteID = String(id[..<firstSlash])
        return suites[suiteID]
    }

    private mutating func consumeEvent(_ payload: [String: Any]) {
        guard let kind = payload["kind"] as? String else { return }
        let testID = payload["testID"] as? String
        checkOrder(kind: kind, testID: testID)
        let isSuite = testID.map { suites[$0] != nil } ?? false
        switch kind {
        case "testStarted":
            guard let testID, !isSuite else { return }
            record.inFlight = testID
            startedAt[testID] = Self.instant(of: payload)
        case "issueRecorded":
            guard let testID, !isSuite else { return }
            let issue = payload["issue"] as? [String: Any]
            if issue?["isKnown"] as? Bool == true { return }
            failed.insert(testID)
            if failures[testID] == nil {
                failures[testID] = Self.message(from: payload)
            }
        case "testEnded":
            guard let testID, !isSuite else { return }
            let status: TestStatus = failed.contains(testID) ? .failed : .passed
            record.ended[testID] = (status, failures[testID])
            if let start = startedAt[testID], let end = Self.instant(of: payload), end >= start {
                record.seconds[testID] = end - start
            }
            if record.inFlight == testID { record.inFlight = nil }
        case "testSkipped":
            guard let testID, !isSuite else { return }
            record.ended[testID] = (.skipped, Self.text(of: payload).first)
            if record.inFlight == testID { record.inFlight = nil }
        case "runEnded":
            record.runEnded = true
        default:
            break
        }
    }

    /// Notes the first way the stream breaks the framework's own order: a test that starts or
    /// ends twice, ends without starting, was never planned, or anything after the run's end.
    /// The framework never writes such a stream; code that forges results might.
    private mutating func checkOrder(kind: String, testID: String?) {
        guard record.streamProblem == nil else { return }
        if record.runEnded {
            record.streamProblem = "a \(kind) event came after the end of the run"
            return
        }
        guard let fullID = testID, kind == "testStarted" || kind == "testEnded" else { return }
        let testID = fullID.count > 80 ? fullID.prefix(77) + "…" : fullID
        if !known.contains(fullID) {
            record.streamProblem = "\(testID) \(kind == "testStarted" ? "started" : "ended") but was never planned"
        } else if kind == "testStarted", !startedOnce.insert(fullID).inserted {
            record.streamProblem = "\(testID) started twice"
        } else if kind == "testEnded", !startedOnce.contains(fullID) {
            record.streamProblem = "\(testID) ended without starting"
        } else if kind == "testEnded", !endedOnce.insert(fullID).inserted {
            record.streamProblem = "\(testID) ended twice"
        }
    }

    /// The failure text and its details, as one message: "Expectation failed: … — want two".
    /// The event's time by the framework's clock (`instant.absolute`, seconds), when it has one.
    private static func instant(of payload: [String: Any]) -> Double? {
        (payload["instant"] as? [String: Any])?["absolute"] as? Double
    }

    private static func message(from payload: [String: Any]) -> String {
        let texts = text(of: payload)
        return texts.joined(separator: " — ")
    }

    /// The texts of an event's messages. Swift Testing also attaches the source comment written
    /// just above a failed `#expect` (`// …`); that is a note to the reader of the code, not a
    /// failure message, and is left out. The comment given to `#expect` itself stays.
    private static func text(of payload: [String: Any]) -> [String] {
        let messages = payload["messages"] as? [[String: Any]] ?? []
        return messages.compactMap { message in
            guard let text = message["text"] as? String else { return nil }
            let sourceComment = message["symbol"] as? String == "details" && text.hasPrefix("//")
            return sourceComment ? nil : text
        }
    }

    /// The record so far, with tests in test-file order.
    package func finish() -> TestRunRecord {
        var result = record
        result.planned.sort(by: PlannedTest.fileOrder)
        return result
    }
}
