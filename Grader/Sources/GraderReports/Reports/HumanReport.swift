import GraderEngine
import GraderExecution

// MARK: - The report a learner reads

/// Renders a grade as text: per stage a line with status, spec and bugs side by side, then
/// what to do next, then one progress line.
///
/// Test names, messages, values and compiler errors come from the submission: each line is
/// escaped whole (`TerminalText`), so a newline in a name shows as `\n` instead of starting a
/// line that could pass for the grader's. Multi-line messages are split first, and every line
/// of them is indented under the stage it belongs to.
package enum HumanReport {
    package static func render(_ report: GradeReport) -> String {
        var lines: [String] = []
        // Graded as far as the stage the learner is on: that stage in full, the others in a line.
        let inFull = report.stagesNotGraded == nil ? report.stages : report.stages.suffix(1)
        for stage in inFull {
            lines.append(headline(stage))
            lines += details(stage).map { "    " + $0 }
        }
        if let others = othersLine(report) { lines.append(others) }
        let progress = report.progress
        var summary = "Progress: \(progress.stagesComplete) of \(progress.stagesGraded) stage\(progress.stagesGraded == 1 ? "" : "s") complete"
        summary += specSummary(report, progress)
        if progress.bugsTotal > 0 || report.stages.contains(where: { $0.bugs != nil }) {
            summary += " · planted bugs caught \(progress.bugsCaught)/\(progress.bugsTotal)"
        }
        if let points = report.points {
            summary += " · points \(Points.text(points.earned))/\(Points.text(points.maximum))"
        }
        lines.append("")
        if let notice = report.notice {
            lines += notice.split(separator: "\n").map(String.init)
        }
        lines.append(summary)
        return lines.map(TerminalText.escaped).joined(separator: "\n") + "\n"
    }

    /// Graded as far as the first stage not complete: one line for the complete stages before
    /// it and those not graded after it, with the command that grades them all.
    static func othersLine(_ report: GradeReport) -> String? {
        guard let notGraded = report.stagesNotGraded else { return nil }
        let complete = report.stages.dropLast().map(\.stage)
        var parts: [String] = []
        if !complete.isEmpty { parts.append("\(stageList(complete)) ✔ complete") }
        if !notGraded.isEmpty { parts.append("\(stageList(notGraded)) not graded yet") }
        guard !parts.isEmpty else { return nil }
        return parts.joined(separator: " · ") + " (./grade.sh all grades every stage, ./grade.sh N one stage)"
    }

    /// "Stage 2", "Stages 2, 3 and 4".
    private static func stageList(_ stages: [Int]) -> String {
        let numbers = stages.map(String.init)
        guard numbers.count > 1 else { return "Stage " + numbers.joined() }
        return "Stages " + numbers.dropLast().joined(separator: ", ") + " and " + numbers[numbers.count - 1]
    }

    /// " · spec tests 10/19", naming the stages whose spec tests never ran (a stage that does
    /// not compile counts its tests as failed, and "0/0" would read as nothing to do).
    static func specSummary(_ report: GradeReport, _ progress: Progress) -> String {
        let notRun = report.stages.filter { $0.tests.isEmpty }.map { String($0.stage) }
        let notRunText = notRun.isEmpty ? ""
            : "stage\(notRun.count == 1 ? "" : "s") \(notRun.joined(separator: ", ")) not run"
        if progress.specTotal > 0 {
            return " · spec tests \(progress.specPassed)/\(progress.specTotal)" + (notRunText.isEmpty ? "" : ", " + notRunText)
        }
        return " · spec tests: " + (notRunText.isEmpty ? "none" : notRunText)
    }

    /// A line per task while some spec test of the stage fails ("✘ Task 2  Group the digits
    /// by thousands  1/5"); nothing once they all pass, or when none ran.
    static func taskLines(_ stage: StageReport) -> [String] {
        guard stage.spec.failed > 0, stage.tasks.contains(where: { $0.total > 0 }) else { return [] }
        return taskLines(stage.tasks)
    }

    /// A line per task, titles in one column: the report's and `watch`'s.
    static func taskLines(_ tasks: [TaskProgress]) -> [String] {
        let width = tasks.map(\.title.count).max() ?? 0
        return tasks.map { task in
            "\(task.isDone ? "✔" : "✘") Task \(task.task)  \(pad(task.title, width + 1)) \(task.passed)/\(task.total)"
        }
    }

    static func headline(_ stage: StageReport) -> String {
        let status: String
        switch stage.status {
        case .complete: status = "✔ complete"
        case .incomplete: status = "✘ incomplete"
        case .compileError: status = "✘ does not compile"
        case .timeout: status = "✘ timed out"
        case .tampered: status = "✘ tampered"
        case .specModified: status = "✘ spec edited"
        case .graderError: status = "✘ not graded"
        }
        var line = "Stage \(stage.stage)  \(pad(status, 20))"
        if stage.status != .compileError && stage.status != .graderError {
            line += "spec tests \(pad("\(stage.spec.passed)/\(stage.spec.total)", 7))"
        } else {
            line += "spec tests \(pad("-", 7))"
        }
        if let bugs = stage.bugs {
            line += "  bugs caught \(bugs.caught)/\(bugs.total)"
        }
        // A wrong test does not count against the stage, so a complete stage can have one: say
        // so on the line a learner reads first, not only in the list below it.
        if !stage.wrongTests.isEmpty {
            let count = stage.wrongTests.count
            line += "  · \(count) test\(count == 1 ? "" : "s") of yours wrong (see below)"
        }
        return line
    }

    /// Under a stage the grader could not grade: what to do, since nothing was said about the code.
    static let graderErrorAdvice = "The grader could not grade this stage: that says nothing about your code. "
        + "Grade it again; if the same lines come back, run ./grade.sh clean first."

    /// The lines under a stage's headline, one line per element: `render` escapes each whole.
    static func details(_ stage: StageReport) -> [String] {
        var lines: [String] = []
        if let message = stage.message {
            lines += message.split(separator: "\n").map(String.init)
        }
        if stage.status == .graderError {
            lines.append(Self.graderErrorAdvice)
        }
        lines += stage.refusedFiles.map(\.description)
        lines += taskLines(stage)
        if !stage.compileErrors.isEmpty {
            lines.append("Fix the first compiler error:")
            lines += stage.compileErrors.map { "  " + $0 }
        }
        if let failure = stage.firstFailure {
            let label = failure.status == .failed ? "First failing test" : "First failing test (\(failure.status.rawValue.replacingOccurrences(of: "_", with: " ")))"
            lines.append("\(label): \(failure.name)")
            if let message = failure.message {
                lines += message.split(separator: "\n").prefix(6).map { "  " + $0 }
            }
            if let hint = failure.hint {
                lines.append("  \(hint)")
            }
        }
        if let message = stage.learnerTestsMessage {
            lines += message.split(separator: "\n").map(String.init)
        }
        lines += wrongTestLines(stage)
        lines += failingOnYourCodeLines(stage)
        lines += slowTestLines(stage)
        let missed = stage.bugsMissed.filter { $0.waitingFor == nil }
        if !missed.isEmpty {
            // Tests that did not run missed nothing yet: the hints say what they will have to catch.
            lines.append(stage.learnerTestsMessage == nil ? "Planted bugs your tests miss:"
                         : "Planted bugs your tests will have to catch, once they run:")
            lines += missed.map { "  - \($0.hint)" }
        }
        let waiting = stage.bugsMissed.filter { $0.waitingFor != nil }
        if !waiting.isEmpty {
            lines.append("Planted bugs your tests catch that do not count yet:")
            lines += waiting.flatMap { ["  - \($0.hint)", "    \($0.waitingFor ?? "")"] }
        }
        if let challenge = stage.mutants {
            lines += mutantLines(challenge)
        } else if let bugs = stage.bugs, bugs.total > 0, bugs.caught == bugs.total, stage.learnerTestsMessage == nil {
            lines.append("Extra challenge: ./grade.sh \(stage.stage) --mutants runs your tests against automatic mutants of the reference.")
        }
        return lines
    }

    /// The learner's tests that fail, crash or hang on a correct implementation, one line each:
    /// what the headline's "(see below)" points at, in the report and on the watch screen.
    static func wrongTestLines(_ stage: StageReport) -> [String] {
        guard !stage.wrongTests.isEmpty else { return [] }
        return ["Your tests that fail on a correct implementation (fix or remove them):"] + stage.wrongTests.flatMap { test in
            // A mistake the workbook teaches gets its own line: where to read about it.
            [testLine(test)] + (KnownMistake.of(test).map { ["      → " + $0.pointer] } ?? [])
        }
    }

    /// The learner's tests that pass on a correct implementation but not on the learner's own
    /// code: not wrong, only waiting for that code.
    static func failingOnYourCodeLines(_ stage: StageReport) -> [String] {
        guard let failing = stage.failingOnYourCode, !failing.isEmpty else { return [] }
        return ["Your tests that fail on your own code (what they catch counts when your code passes them):"]
            + failing.map(testLine)
    }

    /// `  - name (timed out): the message's first line`.
    private static func testLine(_ test: WrongTest) -> String {
        let how = test.status.brokeTheRun ? " (\(test.status == .timeout ? "timed out" : "crashed"))" : ""
        return "  - \(test.name)\(how)" + (test.message.map { ": \($0.split(separator: "\n").first ?? "")" } ?? "")
    }

    /// The learner's tests that wait on real time, one line each, under one pointer to the
    /// workbook's clock: in the report and on the watch screen.
    static func slowTestLines(_ stage: StageReport) -> [String] {
        guard let slow = stage.slowTests, !slow.isEmpty else { return [] }
        return ["Your tests that take a second or more (a unit test should not wait on the clock: "
            + "inject one you move, as Exercises/Stage3.md, Task 5: Keep the list fresh, shows):"]
            + slow.map { "  - \($0.name) (\(String(format: "%.1f", $0.seconds)) s)" }
    }

    /// The extra challenge's count, then each mutant that survives: the learner plays the
    /// challenge by writing a test that fails with it (`--json` has the same list).
    static func mutantLines(_ challenge: MutantChallenge) -> [String] {
        if let message = challenge.message { return ["Extra challenge (automatic mutants): not run: \(message)"] }
        var lines = ["Extra challenge: your tests also catch \(challenge.caught) of \(challenge.total) automatic mutants of the reference."]
        let survivors = challenge.survivors
        guard !survivors.isEmpty else { return lines }
        lines.append(survivors.count == 1 ? "The one that survives: write a test that passes on the reference and fails with this change:"
            : "The \(survivors.count) that survive: write a test that passes on the reference and fails with each change:")
        lines += survivors.map { "  - " + $0.summary }
        return lines
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
