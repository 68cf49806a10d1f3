import Foundation
@testable import GraderExecution
@testable import GraderReports
import Testing

@Suite("Tests are listed by task number, so Task 10 comes after Task 2")
struct TaskOrderTests {
    private func planned(_ suite: String?, file: String, line: Int) -> PlannedTest {
        PlannedTest(id: "\(file):\(line)", name: "t\(line)", suite: suite, file: file, line: line, column: 6)
    }

    @Test("Task 1 comes before Task 10, even when its file name sorts after it as text")
    func taskOneBeforeTaskTen() {
        let taskTen = planned("Task 10: Show the list on a terminal", file: "/w/Tests/Stage4Spec/Task10ShowTheListSpec.swift", line: 9)
        let taskTwo = planned("Task 2: Build the fake favourites store", file: "/w/Tests/Stage4Spec/Task2FakeStoreSpec.swift", line: 7)
        let taskOne = planned("Task 1: Build one row's view model", file: "/w/Tests/Stage4Spec/Task1ItemViewModelSpec.swift", line: 8)
        let sorted = [taskTen, taskTwo, taskOne].sorted(by: PlannedTest.fileOrder)
        #expect(sorted.map(\.suite) == [taskOne.suite, taskTwo.suite, taskTen.suite])
    }

    @Test("Within a task, and for tests in no task, numbers in file names count as numbers, then lines")
    func filesThenLines() {
        let second = planned(nil, file: "/w/Tests/Stage1Tests/Part2Tests.swift", line: 30)
        let tenth = planned(nil, file: "/w/Tests/Stage1Tests/Part10Tests.swift", line: 3)
        let secondEarlier = planned(nil, file: "/w/Tests/Stage1Tests/Part2Tests.swift", line: 12)
        let sorted = [tenth, second, secondEarlier].sorted(by: PlannedTest.fileOrder)
        #expect(sorted == [secondEarlier, second, tenth])
    }

    @Test("The tests of a task come before tests that belong to no task")
    func tasksFirst() {
        let helper = planned("Helpers", file: "/w/Tests/Stage1Spec/A.swift", line: 1)
        let task = planned("Task 3: Use any separator and currency", file: "/w/Tests/Stage1Spec/Z.swift", line: 1)
        #expect([helper, task].sorted(by: PlannedTest.fileOrder) == [task, helper])
    }

    @Test("Suites by task number, then the suites that are no task")
    func suites() {
        let sorted = ["Task 10: Show the list", "Helpers", "Task 2: Build the fake", "Task 1: Build a row"]
            .sorted(by: TaskOrder.suitePrecedes)
        #expect(sorted == ["Task 1: Build a row", "Task 2: Build the fake", "Task 10: Show the list", "Helpers"])
    }

    @Test("The Swift Testing stream's tests come out in task order, so the first failing test is the lowest task's")
    func streamInTaskOrder() {
        let stream = [("Task10ShowTheListSpec", "Task 10: Show the list"), ("Task1ItemViewModelSpec", "Task 1: Build a row")]
            .flatMap { type, suite in [
                #"{"kind":"test","payload":{"displayName":"\#(suite)","id":"M.\#(type)","kind":"suite","name":"\#(type)","sourceLocation":{"_filePath":"/w/\#(type).swift","column":2,"fileID":"M/\#(type).swift","line":3}},"version":0}"#,
                #"{"kind":"test","payload":{"id":"M.\#(type)/row()/\#(type).swift:5:4","kind":"function","name":"row()","sourceLocation":{"_filePath":"/w/\#(type).swift","column":4,"fileID":"M/\#(type).swift","line":5}},"version":0}"#,
            ] }
            .joined(separator: "\n")
        let planned = SwiftTestingEventParser.parse(stream).planned
        #expect(planned.map(\.suite) == ["Task 1: Build a row", "Task 10: Show the list"])
    }
}
