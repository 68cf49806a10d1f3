import Foundation
@testable import GraderEngine
@testable import GraderExecution
@testable import GraderReports
import Testing

@Suite("Parsing test output and compiler logs")
struct ParsingTests {
    static let stream = #"""
        {"kind":"test","payload":{"displayName":"Task 1: values","id":"M.ValueTests","kind":"suite","name":"ValueTests","sourceLocation":{"_filePath":"/w/Tests/M/A.swift","column":2,"fileID":"M/A.swift","line":3}},"version":0}
        {"kind":"test","payload":{"displayName":"value is two","id":"M.ValueTests/two()/A.swift:5:4","kind":"function","name":"two()","sourceLocation":{"_filePath":"/w/Tests/M/A.swift","column":4,"fileID":"M/A.swift","line":5}},"version":0}
        {"kind":"test","payload":{"displayName":"value is one","id":"M.ValueTests/one()/A.swift:4:4","kind":"function","name":"one()","sourceLocation":{"_filePath":"/w/Tests/M/A.swift","column":4,"fileID":"M/A.swift","line":4}},"version":0}
        {"kind":"test","payload":{"id":"M.ValueTests/crashes()/A.swift:6:4","kind":"function","name":"crashes()","sourceLocation":{"_filePath":"/w/Tests/M/A.swift","column":4,"fileID":"M/A.swift","line":6}},"version":0}
        {"kind":"event","payload":{"kind":"runStarted","messages":[]},"version":0}
        {"kind":"event","payload":{"kind":"testStarted","messages":[],"testID":"M.ValueTests"},"version":0}
        {"kind":"event","payload":{"kind":"testStarted","messages":[],"testID":"M.ValueTests/one()/A.swift:4:4"},"version":0}
        {"kind":"event","payload":{"kind":"testEnded","messages":[],"testID":"M.ValueTests/one()/A.swift:4:4"},"version":0}
        {"kind":"event","payload":{"kind":"testStarted","messages":[],"testID":"M.ValueTests/two()/A.swift:5:4"},"version":0}
        {"kind":"event","payload":{"issue":{"isKnown":false},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: (value() → 1) == 2"},{"symbol":"details","text":"want two"}],"testID":"M.ValueTests/two()/A.swift:5:4"},"version":0}
        {"kind":"event","payload":{"kind":"testEnded","messages":[],"testID":"M.ValueTests/two()/A.swift:5:4"},"version":0}
        {"kind":"event","payload":{"kind":"testStarted","messages":[],"testID":"M.ValueTests/crashes()/A.swift:6:4"},"version":0}
        {"kind":"event","payload":{"kind":"testEn
        """#

    @Test("Swift Testing events give planned tests in file order, results and the test in flight")
    func swiftTestingEvents() {
        let record = SwiftTestingEventParser.parse(Self.stream)
        #expect(record.planned.map(\.name) == ["value is one", "value is two", "crashes()"])
        #expect(record.planned.first?.suite == "Task 1: values")
        #expect(record.ended["M.ValueTests/one()/A.swift:4:4"]?.status == .passed)
        #expect(record.ended["M.ValueTests/two()/A.swift:5:4"]?.status == .failed)
        #expect(record.ended["M.ValueTests/two()/A.swift:5:4"]?.message == "Expectation failed: (value() → 1) == 2 — want two")
        #expect(record.inFlight == "M.ValueTests/crashes()/A.swift:6:4")
        #expect(!record.runEnded)
    }

    @Test("XCTest output: results, messages, and printed fake passes are not believed")
    func xctestOutput() {
        let planned = [PlannedTest(id: "T.ATests/testOne", name: "testOne"), PlannedTest(id: "T.ATests/testTwo", name: "testTwo")]
        let output = """
            Test Case 'ATests.testTwo' passed (0.001 seconds)
            Test Case 'ATests.testOne' started at 2025-01-01 10:00:00.000
            /w/T/A.swift:5: error: ATests.testOne : XCTAssertEqual failed: ("1") is not equal to ("2")
            Test Case 'ATests.testOne' passed (0.001 seconds)
            Test Case 'ATests.testOne' failed (0.001 seconds)
            Test Case 'ATests.testTwo' started at 2025-01-01 10:00:00.000
            """
        let record = XCTestOutputParser.parse(output, planned: planned)
        #expect(record.ended["T.ATests/testOne"]?.status == .failed)
        #expect(record.ended["T.ATests/testOne"]?.message == #"XCTAssertEqual failed: ("1") is not equal to ("2")"#)
        #expect(record.ended["T.ATests/testTwo"] == nil)
        #expect(record.inFlight == "T.ATests/testTwo")
    }

    @Test("XCTest's end line says how long a test took: a test of two seconds is timed, one still running is not")
    func xctestSeconds() {
        let planned = ["testSleeps", "testQuick", "testHangs"].map { PlannedTest(id: "T.ATests/\($0)", name: $0) }
        let output = """
            Test Case 'ATests.testSleeps' started at 2025-01-01 10:00:00.000
            Test Case 'ATests.testSleeps' passed (2.004 seconds)
            Test Case 'ATests.testQuick' started at 2025-01-01 10:00:02.004
            Test Case 'ATests.testQuick' failed (0.001 seconds)
            Test Case 'ATests.testHangs' started at 2025-01-01 10:00:02.005
            """
        let record = XCTestOutputParser.parse(output, planned: planned)
        #expect(record.seconds["T.ATests/testSleeps"] == 2.004)
        #expect(record.seconds["T.ATests/testQuick"] == 0.001)
        #expect(record.seconds["T.ATests/testHangs"] == nil)
    }

    @Test("A source comment Swift Testing attaches to a failed expectation is not echoed; the #expect comment is kept")
    func sourceCommentsDropped() {
        let event = #"""
            {"kind":"test","payload":{"id":"M.T/a()/A.swift:5:4","kind":"function","name":"a()","sourceLocation":{"_filePath":"/w/A.swift","column":4,"fileID":"M/A.swift","line":5}},"version":0}
            {"kind":"event","payload":{"kind":"testStarted","messages":[],"testID":"M.T/a()/A.swift:5:4"},"version":0}
            {"kind":"event","payload":{"issue":{"isKnown":false},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: isEven(number: 1)"},{"symbol":"details","text":"// One is odd, so this fails."},{"symbol":"details","text":"one is odd"}],"testID":"M.T/a()/A.swift:5:4"},"version":0}
            {"kind":"event","payload":{"kind":"testEnded","messages":[],"testID":"M.T/a()/A.swift:5:4"},"version":0}
            """#
        let record = SwiftTestingEventParser.parse(event)
        #expect(record.ended["M.T/a()/A.swift:5:4"]?.message == "Expectation failed: isEven(number: 1) — one is odd")
    }

    @Test("An XCTest assertion without a message ends without a dangling separator", arguments: [
        (#"/w/A.swift:5: error: ATests.testOne : XCTAssertEqual failed: ("Rp 1") is not equal to ("Rp 2") - "#,
         #"XCTAssertEqual failed: ("Rp 1") is not equal to ("Rp 2")"#),
        (#"/w/A.swift:5: error: ATests.testOne : XCTAssertTrue failed - zero is even"#, "XCTAssertTrue failed - zero is even"),
    ])
    func xctestSeparator(line: String, expected: String) {
        #expect(XCTestOutputParser.failureMessage(line) == expected)
    }

    @Test("The XCTest listing gives Module.Class/method ids")
    func listing() {
        let tests = LinuxTestBinaryLauncher.parseListing("Listing 2 tests in debug.xctest:\n\nM.ATests/testA\nM.BTests/testB\n")
        #expect(tests.map(\.id) == ["M.ATests/testA", "M.BTests/testB"])
    }

    @Test("Compiler errors are parsed once each, with file, line and column")
    func compilerErrors() {
        let log = """
            /w/Sources/Stage2/G.swift:3:5: error: cannot convert value
            /w/Sources/Stage2/G.swift:3:5: error: cannot convert value
                |    `- error: cannot convert value
            /w/Tests/Stage1Spec/S.swift:1:1: warning: unused
            error: fatalError
            """
        let diagnostics = CompilerDiagnostic.parse(log)
        #expect(diagnostics.count == 2)
        #expect(diagnostics.first?.rendered(as: "Stages/Stage2/G.swift") == "Stages/Stage2/G.swift:3:5: error: cannot convert value")
        #expect(WorkspaceLayout.stage(of: "/w/Sources/Stage2/G.swift", in: URL(fileURLWithPath: "/w"), tests: .spec) == 2)
        #expect(WorkspaceLayout.stage(of: "/w/Tests/Stage1Spec/S.swift", in: URL(fileURLWithPath: "/w"), tests: .spec) == 1)
        #expect(WorkspaceLayout.stage(of: "/w/Tests/Stage1Tests/S.swift", in: URL(fileURLWithPath: "/w"), tests: .spec) == nil)
        // The learner's code compiled a second time for the fresh checks is the learner's code.
        #expect(SpecJob.stage(ofLearnerCopyPath: "/w/LearnerCopies/Stage3/G.swift", in: URL(fileURLWithPath: "/w")) == 3)
        #expect(SpecJob.stage(ofLearnerCopyPath: "/w/Sources/Stage3/G.swift", in: URL(fileURLWithPath: "/w")) == nil)
        #expect(SpecJob.learnerCopyFolder(3) == "LearnerCopies/Stage3")
    }

    @Test("A file named like a diagnostic still gives its diagnostic, with the whole name")
    func diagnosticOfAnOddlyNamedFile() {
        let diagnostic = CompilerDiagnostic.parseLine("/w/Sources/Stage1/Notes: error: 1.swift:2:7: error: boom: error: bang")
        #expect(diagnostic == CompilerDiagnostic(file: "/w/Sources/Stage1/Notes: error: 1.swift", line: 2, column: 7,
                                                 severity: "error", message: "boom: error: bang"))
    }

    @Test("A diagnostic's workspace path is shown as the submission's path, a Swift file's quotes as written")
    func rewrite() {
        let diagnostic = CompilerDiagnostic(file: "/w/spec/Sources/Stage2/G.swift", line: 3, column: 5, severity: "error", message: "boom")
        let text = CompilerDiagnostic.shown(diagnostic, workspace: URL(fileURLWithPath: "/w/spec"), folders: ["Sources/Stage2": "Stages/Stage2"])
        #expect(text == "Stages/Stage2/G.swift:3:5: error: boom")
        let quoted = CompilerDiagnostic(file: "/w/spec/Sources/Stage2/Say ＂hi＂.swift", line: 1, column: 1, severity: "error", message: "x")
        #expect(CompilerDiagnostic.shown(quoted, workspace: URL(fileURLWithPath: "/w/spec"), folders: ["Sources/Stage2": "Stages/Stage2"])
                == #"Stages/Stage2/Say "hi".swift:1:1: error: x"#)
    }
}
