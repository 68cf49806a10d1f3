import Foundation
@testable import GraderCLI
@testable import GraderEngine
@testable import GraderExecution
@testable import GraderReports
import Testing

@Suite("Tasks: read from the spec tests, shown in the report and on the watch screen")
struct TaskProgressTests {
    @Test("A suite named Task N: title is task N; other names are not tasks", arguments: [
        ("Task 3: Use any separator and currency", 3, "Use any separator and currency"),
        ("Task 12: Twelve", 12, "Twelve"),
    ])
    func parsesSuites(name: String, task: Int, title: String) {
        let parsed = StageTasks.parse(suite: name)
        #expect(parsed?.task == task && parsed?.title == title)
    }

    @Test("Not tasks", arguments: ["Task: none", "Tasks 1: plural", "Task 1 no colon", "Helpers"])
    func notTasks(name: String) {
        #expect(StageTasks.parse(suite: name) == nil)
    }

    private func result(_ suite: String, _ status: TestStatus) -> TestResult {
        TestResult(test: PlannedTest(id: UUID().uuidString, name: "t", suite: suite), status: status, message: nil)
    }

    @Test("Each task counts its own spec tests; a task whose tests did not run is not done")
    func progress() {
        let declared = [(task: 1, title: "One"), (task: 2, title: "Two"), (task: 3, title: "Three")]
        let tasks = StageTasks.progress(declared: declared, results: [
            result("Task 1: One", .passed), result("Task 1: One", .passed),
            result("Task 2: Two", .passed), result("Task 2: Two", .crashed),
        ])
        #expect(tasks.map(\.passed) == [2, 1, 0])
        #expect(tasks.map(\.total) == [2, 2, 0])
        #expect(tasks.map(\.isDone) == [true, false, false])
    }

    @Test("The report lists the tasks while a spec test fails, and the watch screen shows the next nudge")
    func shown() throws {
        var stage = StageReport(stage: 1, status: .incomplete, spec: SpecCounts(passed: 2, failed: 1, total: 3),
                                tasks: [TaskProgress(task: 1, title: "Tell even from odd", passed: 2, total: 2),
                                        TaskProgress(task: 2, title: "Group the digits", passed: 0, total: 1)],
                                bugs: BugCounts(caught: 0, total: 2), tests: [], bugsMissed: [], wrongTests: [], compileErrors: [])
        #expect(HumanReport.taskLines(stage) == ["✔ Task 1  Tell even from odd  2/2", "✘ Task 2  Group the digits    0/1"])
        let hints = [TaskHints(task: 2, title: "Group the digits", levels: ["From the right.", "p", "a"])]
        let screen = WatchScreen.render(stage: stage, hints: hints, following: false, gradedAt: Date())
        #expect(screen.contains("  ✘ Task 2  Group the digits    0/1"))
        #expect(screen.contains("Hint for Task 2 (./grade.sh hint 1 gives more):\n  From the right."))
        stage.spec = SpecCounts(passed: 3, failed: 0, total: 3)
        #expect(HumanReport.taskLines(stage).isEmpty, "every spec test passes: the stage line says it all")
    }
}

@Suite("The progress line")
struct ProgressLineTests {
    @Test("--quiet has no progress line, and neither has a standard error that is not a terminal")
    func onlyOnATerminal() {
        #expect(ProgressLine.onStandardError(quiet: true) == nil)
        if isatty(STDERR_FILENO) == 0 {
            #expect(ProgressLine.onStandardError(quiet: false) == nil)
        }
    }
}
