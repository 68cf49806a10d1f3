import Foundation
@testable import GraderEngine
@testable import GraderExecution
@testable import GraderReports
import Testing

@Suite("A learner test that waits on real time is named slow, with a pointer to the clock task")
struct SlowTestTests {
    static let stream = #"""
        {"kind":"test","payload":{"displayName":"Loading","id":"M.LoadTests","kind":"suite","name":"LoadTests","sourceLocation":{"_filePath":"/w/Tests/M/A.swift","column":2,"fileID":"M/A.swift","line":3}},"version":0}
        {"kind":"test","payload":{"id":"M.LoadTests/sleeps()/A.swift:4:4","kind":"function","name":"sleeps()","sourceLocation":{"_filePath":"/w/Tests/M/A.swift","column":4,"fileID":"M/A.swift","line":4}},"version":0}
        {"kind":"test","payload":{"id":"M.LoadTests/quick()/A.swift:5:4","kind":"function","name":"quick()","sourceLocation":{"_filePath":"/w/Tests/M/A.swift","column":4,"fileID":"M/A.swift","line":5}},"version":0}
        {"kind":"event","payload":{"kind":"runStarted","messages":[]},"version":0}
        {"kind":"event","payload":{"instant":{"absolute":100.0,"since1970":0},"kind":"testStarted","messages":[],"testID":"M.LoadTests/sleeps()/A.swift:4:4"},"version":0}
        {"kind":"event","payload":{"instant":{"absolute":102.25,"since1970":0},"kind":"testEnded","messages":[],"testID":"M.LoadTests/sleeps()/A.swift:4:4"},"version":0}
        {"kind":"event","payload":{"kind":"testStarted","messages":[],"testID":"M.LoadTests/quick()/A.swift:5:4"},"version":0}
        {"kind":"event","payload":{"kind":"testEnded","messages":[],"testID":"M.LoadTests/quick()/A.swift:5:4"},"version":0}
        {"kind":"event","payload":{"kind":"runEnded","messages":[]},"version":0}
        """#

    @Test("Swift Testing's own clock gives how long a test ran; a test without instants has no time")
    func seconds() {
        let record = SwiftTestingEventParser.parse(Self.stream)
        #expect(record.seconds["M.LoadTests/sleeps()/A.swift:4:4"] == 2.25)
        #expect(record.seconds["M.LoadTests/quick()/A.swift:5:4"] == nil)
    }

    @Test("Slow means a second or more in its fastest reference run, and not a wrong test; slowest first")
    func slowTests() {
        let names = ["a": "Loading › sleeps()", "b": "Loading › waits()", "c": "Loading › quick()", "d": "Loading › hangs()"]
        let slow = BugHuntJob.slowTests(fastest: ["a": 2.25, "b": 1.0, "c": 0.99, "d": 9], names: names, wrong: ["d"])
        #expect(slow == [SlowTest(name: "Loading › sleeps()", seconds: 2.25), SlowTest(name: "Loading › waits()", seconds: 1.0)])
        #expect(BugHuntJob.slowTests(fastest: ["c": 0.5], names: names, wrong: []) == nil)
    }

    @Test("The report names a slow test under a pointer to stage 3's clock task; JSON has slow_tests")
    func reported() {
        var report = StageReport(stage: 2, status: .complete, spec: SpecCounts(passed: 1, failed: 0, total: 1), bugs: nil,
                                 tests: [], bugsMissed: [], wrongTests: [], compileErrors: [])
        #expect(HumanReport.slowTestLines(report).isEmpty)
        report.slowTests = [SlowTest(name: "Loading › sleeps()", seconds: 2.25)]
        let text = HumanReport.render(GradeReport(stages: [report]))
        #expect(text.contains("Exercises/Stage3.md, Task 5: Keep the list fresh"), "\(text)")
        #expect(text.contains("  - Loading › sleeps() (2.2 s)") || text.contains("  - Loading › sleeps() (2.3 s)"), "\(text)")
        #expect(JSONReport.render(GradeReport(stages: [report])).contains("\"slow_tests\""))
    }
}
