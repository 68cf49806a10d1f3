import Foundation
@testable import GraderEngine
@testable import GraderExecution
@testable import GraderReports
import Testing

@Suite("hint STAGE TASK, and what hint says first without a task")
struct HintsByTaskTests {
    let hints = (1...15).map { TaskHints(task: $0, title: "Task \($0)", levels: ["nudge \($0)", "pointer \($0)", "answer \($0)"]) }

    func stage(done: Int, wrong: [WrongTest] = []) -> StageReport {
        let tasks = (1...15).map { TaskProgress(task: $0, title: "Title \($0)", passed: $0 <= done ? 2 : 0, total: 2) }
        return StageReport(stage: 4, status: .incomplete, spec: SpecCounts(passed: done * 2, failed: 30 - done * 2, total: 30),
                           tasks: tasks, bugs: nil, tests: [], bugsMissed: [], wrongTests: wrong, compileErrors: [])
    }

    @Test("hint 4 9 speaks of task 9, level by level, while task 1 still fails, and says how to go on")
    func namedTask() throws {
        var levels = HintLevels()
        var texts: [String] = []
        for _ in 1...2 {
            let next = NextHint.choose(stage: stage(done: 0), hints: hints, levelsShown: levels.levels(stage: 4),
                                       hasAnswers: true, task: 9)
            let shown = try #require(next.shown)
            #expect(shown.topic == .task(9))
            levels.record(stage: shown.stage, topic: shown.topic, level: shown.level)
            texts.append(next.text)
        }
        #expect(texts[0].hasPrefix("Stage 4, Task 9: Title 9 (0/2 spec tests pass)"))
        #expect(texts[0].contains("  nudge 9") && texts[0].contains("Run ./grade.sh hint 4 9 again"))
        #expect(texts[1].contains("  pointer 9"))
        #expect(!texts.joined().contains("nudge 1"))
    }

    @Test("A done task still has its hints when asked for by number")
    func doneTask() {
        let next = NextHint.choose(stage: stage(done: 15), hints: hints, levelsShown: [:], hasAnswers: true, task: 3)
        #expect(next.text.contains("(2/2 spec tests pass)") && next.text.contains("nudge 3"))
    }

    @Test("Without a task, a test of the learner's that hangs comes before the first unfinished task")
    func wrongTestsFirst() {
        let hanging = WrongTest(name: "LoaderTests › waitsForever()", status: .timeout, message: nil)
        let first = NextHint.choose(stage: stage(done: 8, wrong: [hanging]), hints: hints, levelsShown: [:], hasAnswers: true)
        #expect(first.text.contains("LoaderTests › waitsForever() never ends"), "\(first.text)")
        #expect(first.text.contains("./grade.sh hint 4 TASK"))
        let then = NextHint.choose(stage: stage(done: 8), hints: hints, levelsShown: [:], hasAnswers: true)
        #expect(then.text.hasPrefix("Stage 4, Task 9: Title 9"))
    }

    @Test("The next level is offered as the learner asked: hint alone after hint alone, hint 4 after hint 4")
    func offersTheCommandAsTyped() {
        let bare = NextHint.choose(stage: stage(done: 8), hints: hints, levelsShown: [:], hasAnswers: true, stageNamed: false)
        #expect(bare.text.hasSuffix("Run ./grade.sh hint again for a stronger pointer."), "\(bare.text)")
        let named = NextHint.choose(stage: stage(done: 8), hints: hints, levelsShown: [:], hasAnswers: true)
        #expect(named.text.hasSuffix("Run ./grade.sh hint 4 again for a stronger pointer."), "\(named.text)")

        var finished = stage(done: 15)
        finished.bugsMissed = [ReportedBug(hint: "What about a lamb?")]
        let bug = NextHint.choose(stage: finished, hints: hints, levelsShown: [:], hasAnswers: true, stageNamed: false)
        #expect(bug.text.hasSuffix("Run ./grade.sh hint again for where to look."), "\(bug.text)")
    }
}
