import GraderEngine
import GraderExecution

// MARK: - What an instructor hands back to each student

/// `OUT/feedback/<name>.md`: a student's marks, their tasks with what passed and what is left,
/// and then, stage by stage, the very text `./grade.sh` shows them (`HumanReport`): the first
/// failing test, their wrong tests with the reason, the planted bugs they miss by hint.
///
/// The learner's, not the instructor's: no bug id, no class figures, no path of the machine that
/// graded it, the workbook's own words ("the workbook", not the grader's "the kata"), each
/// message once, and no line that sends them to `--mutants`, which their copy, without the
/// reference, cannot run (`StudentText`). Names, titles and
/// messages come from submissions: the report's lines sit in a code block whose fence is
/// longer than any run of backticks in them, and the few names outside it are escaped
/// (`markdown(_:)`), so no text of a student's becomes a link, an image or HTML.
enum FeedbackFile {
    /// The folder of feedback files in OUT.
    package static let folder = "feedback"

    /// The file of `name`'s feedback, relative to OUT: named as their report is (`ReportFileName`).
    package static func path(for name: String) -> String {
        path(forStem: ReportFileName.stem(name))
    }

    /// The feedback file of a row's report, named as its report (`Gradebook.Row.fileStem`).
    static func path(forStem stem: String) -> String {
        folder + "/" + stem + ".md"
    }

    package static func render(name: String, report: GradeReport) -> String {
        var lines = ["# Feedback for \(markdown(name))", ""]
        if let problem = report.problem {
            lines += ["Your submission could not be graded: \(markdown(StudentText.withoutMachinePaths(problem)))", ""]
            return lines.joined(separator: "\n")
        }
        let progress = report.progress
        var marks = "Stages complete: \(progress.stagesComplete) of \(progress.stagesGraded)"
        if let points = report.points {
            marks = "Points: **\(Points.text(points.earned)) of \(Points.text(points.maximum))** · " + marks
        }
        lines += [marks, "", "Under each stage is what `./grade.sh` shows you when you grade your own copy.", ""]
        for stage in report.stages {
            lines += section(stage)
        }
        if let notice = report.notice {
            lines += codeBlock(StudentText.lines(notice.split(separator: "\n").map(String.init)).map(TerminalText.escaped))
        }
        return lines.joined(separator: "\n")
    }

    /// A stage: its tasks as a checklist, then the report's lines for it.
    private static func section(_ stage: StageReport) -> [String] {
        let points = stage.points.map { " · \(Points.text($0.earned)) of \(Points.text($0.maximum)) points" } ?? ""
        var lines = ["## Stage \(stage.stage)\(points)", ""]
        if !stage.tasks.isEmpty {
            lines += stage.tasks.map { task in
                let state = task.total == 0 ? "did not run" : "\(task.passed) of \(task.total) spec tests pass"
                return "- \(task.isDone ? "✔" : "✘") Task \(task.task): \(markdown(task.title)) (\(state))"
            }
            lines.append("")
        }
        let text = StudentText.lines([HumanReport.headline(stage)] + HumanReport.details(stage).map { "    " + $0 })
            .map(TerminalText.escaped)
        return lines + codeBlock(text)
    }

    /// `lines` shown exactly as written: fenced by more backticks than any run of them inside.
    private static func codeBlock(_ lines: [String]) -> [String] {
        let fence = String(repeating: "`", count: max(3, longestBacktickRun(in: lines) + 1))
        return [fence + "text"] + lines + [fence, ""]
    }

    private static func longestBacktickRun(in lines: [String]) -> Int {
        var longest = 0
        for line in lines {
            var run = 0
            for character in line {
                run = character == "`" ? run + 1 : 0
                longest = max(longest, run)
            }
        }
        return longest
    }

    /// `text` on one line, shown as written in Markdown: every character Markdown could read
    /// as markup (emphasis, a link, code, HTML, an entity, a table cell) after a backslash.
    static func markdown(_ text: String) -> String {
        var shown = ""
        for character in TerminalText.escaped(text) {
            if "\\`*_[]<>|&~!#".contains(character) { shown.append("\\") }
            shown.append(character)
        }
        return shown
    }
}
