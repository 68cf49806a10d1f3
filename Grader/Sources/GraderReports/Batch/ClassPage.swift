import Foundation
import GraderEngine

// MARK: - The class on one page, for the instructor

/// `OUT/class.html`: a `ClassSummary` as one self-contained page: the class at a glance
/// (students × stages, sortable), what to look at (`ReviewFlag`s), the planted bugs the
/// class missed most and the tasks left unfinished most (each "n of the m who attempted" the
/// stage, the first ten rows shown and the rest folded), the wrong tests seen most, and each
/// student's to-do list, folded.
///
/// Every text from a submission goes through `HTMLText`, and the page's content security
/// policy lets only its own sorting script run and loads nothing (`ClassPageAssets`). Figures
/// are in `data-` attributes too, so that a test can read them from a browser's DOM.
enum ClassPage {
    package static func render(_ summary: ClassSummary) -> String {
        let count = summary.students.count
        let title = "The class: \(count) student\(count == 1 ? "" : "s")"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="\(ClassPageAssets.contentSecurityPolicy)">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title)</title>
            <style>
            \(ClassPageAssets.style)
            </style>
            </head>
            <body>
            <h1>\(title)</h1>
            <p class="lead">\(lead(summary))</p>
            \(glance(summary))
            \(flags(summary))
            \(missedBugs(summary))
            \(unfinishedTasks(summary))
            \(wrongTests(summary))
            \(toDoLists(summary))
            <script>\(ClassPageAssets.script)</script>
            </body>
            </html>

            """
    }

    private static func lead(_ summary: ClassSummary) -> String {
        let complete = summary.students.filter { student in
            !student.stages.isEmpty && student.stages.allSatisfy { $0.status == "complete" }
        }.count
        let maximum = summary.students.map(\.points.maximum).max() ?? 0
        let average = summary.students.isEmpty ? 0 : summary.students.map(\.points.earned).reduce(0, +) / Double(summary.students.count)
        let stages = summary.stages.map(String.init)
        let stageList = stages.count < 2 ? stages.joined() : stages.dropLast().joined(separator: ", ") + " and " + (stages.last ?? "")
        return "Graded on stage\(stages.count == 1 ? "" : "s") \(stageList): "
            + "\(complete) of \(summary.students.count) students have every stage complete, "
            + "and the class averages \(Points.text(Points.rounded(average))) of \(Points.text(maximum)) points. "
            + "Planted bugs are named by their catalog id here: keep this page to yourself, and hand "
            + "each student their feedback file instead."
    }

    /// Students × stages: a row each, sortable by name, by any stage's points, by the total.
    private static func glance(_ summary: ClassSummary) -> String {
        let stageHeaders = summary.stages.map { #"<th data-sort="number">Stage \#($0)</th>"# }.joined()
        let rows = summary.students.map { student in
            let name = HTMLText.escaped(student.name)
            let problem = student.problem.map { #"<span class="problem">not graded: \#(HTMLText.escaped($0))</span>"# } ?? ""
            let feedback = #"<a class="figures" href="\#(href(student.feedbackFile))">feedback</a>"#
            return #"<tr data-student="\#(name)"><td data-value="\#(name)">\#(name) \#(feedback)\#(problem)</td>"#
                + student.stages.map(stageCell).joined()
                + #"<td class="number" data-points="\#(Points.text(student.points.earned))" data-value="\#(student.points.earned)">"#
                + "\(Points.text(student.points.earned)) / \(Points.text(student.points.maximum))</td></tr>"
        }
        return """
            <h2 id="glance">The class at a glance</h2>
            <p class="lead">Click a column's header to sort by it.</p>
            <table id="class-table">
            <thead><tr><th data-sort="text">Student</th>\(stageHeaders)<th data-sort="number" class="number">Points</th></tr></thead>
            <tbody>
            \(rows.joined(separator: "\n"))
            </tbody>
            </table>
            """
    }

    private static func stageCell(_ mark: ClassSummary.StageMark) -> String {
        var figures: [String] = []
        if let spec = mark.spec { figures.append("spec \(spec.passed)/\(spec.total)") }
        if let bugs = mark.bugs { figures.append("bugs \(bugs.caught)/\(bugs.total)") }
        if let points = mark.points { figures.append("\(Points.text(points.earned)) pts") }
        let sortValue = mark.points.map { "\($0.earned)" } ?? "-1"
        return #"<td class="\#(mark.status)" data-stage="\#(mark.stage)" data-status="\#(mark.status)" "#
            + #"data-points="\#(mark.points.map { Points.text($0.earned) } ?? "")" data-value="\#(sortValue)">"#
            + #"<span class="status">\#(statusWords(mark.status))</span><span class="figures">\#(figures.joined(separator: " · "))</span></td>"#
    }

    static func statusWords(_ status: String) -> String {
        switch StageStatus(rawValue: status) {
        case .complete: "complete"
        case .incomplete: "incomplete"
        case .compileError: "does not compile"
        case .timeout: "timed out"
        case .tampered: "tampered"
        case .specModified: "spec edited"
        case .graderError: "grader error"
        case nil: "not graded"
        }
    }

    private static func missedBugs(_ summary: ClassSummary) -> String {
        var html = #"<h2 id="missed-bugs">Planted bugs the class missed most</h2>"#
        guard !summary.missedBugs.isEmpty else { return html + "\n<p>Every student's tests catch every planted bug.</p>" }
        html += #"\#n<p class="lead">By stage, the most missed first, counted among the students who attempted the stage "#
            + #"(changed its code or tests): worth going over again. Students see only the hint.</p>"#
        for stage in summary.stages {
            let bugs = summary.missedBugs.filter { $0.stage == stage }
            guard !bugs.isEmpty else { continue }
            let rows = bugs.map { bug in
                #"<tr data-stage="\#(stage)" data-bug="\#(HTMLText.escaped(bug.id))" data-missed="\#(bug.missedBy.count)" "#
                    + #"data-hunted="\#(bug.hunted)" data-attempted="\#(bug.attempted)">"#
                    + #"<td class="number">\#(bug.missedBy.count) of the \#(bug.attempted) who attempted</td><td>\#(HTMLText.escaped(bug.hint))</td>"#
                    + #"<td class="id">\#(HTMLText.escaped(bug.id))</td><td>\#(names(bug.missedBy))</td></tr>"#
            }
            html += "\n<h3>Stage \(stage)</h3>\n"
                + folded(rows, head: "<thead><tr><th class=\"number\">Missed by</th><th>Hint</th><th>Bug</th><th>Students</th></tr></thead>",
                         attributes: #"class="missed-bugs""#, more: "planted bugs")
        }
        return html
    }

    /// Rows shown before a table folds the rest away: about what a lesson can go over again.
    static let rowsBeforeFold = 10

    /// A table of the first `rowsBeforeFold` rows, and the others in a second table under a fold.
    private static func folded(_ rows: [String], head: String, attributes: String, more: String) -> String {
        let shown = rows.prefix(rowsBeforeFold)
        var html = "<table \(attributes)>\n\(head)\n<tbody>\n\(shown.joined(separator: "\n"))\n</tbody>\n</table>"
        if rows.count > rowsBeforeFold {
            // The folded rows' table has the shown one's class, never its id: an id is one element's.
            let foldedAttributes = attributes.hasPrefix("id=") ? "class=\"folded\"" : attributes
            html += "\n<details class=\"more\"><summary>\(rows.count - rowsBeforeFold) more \(more)</summary>\n"
                + "<table \(foldedAttributes)>\n\(head)\n<tbody>\n\(rows.dropFirst(rowsBeforeFold).joined(separator: "\n"))\n</tbody>\n</table></details>"
        }
        return html
    }

    /// What to look at before handing grades back: a row per flag, the student first.
    private static func flags(_ summary: ClassSummary) -> String {
        let html = #"<h2 id="flags">To look at before you hand grades back</h2>"#
        let rows = summary.students.flatMap { student in
            student.flags.map { flag in
                #"<tr data-flagged="\#(HTMLText.escaped(student.name))" data-flag="\#(flag.kind.rawValue)" data-stage="\#(flag.stage.map(String.init) ?? "")">"#
                    + #"<td>\#(HTMLText.escaped(student.name))</td><td>\#(flag.stage.map { "Stage \($0)" } ?? "")</td>"#
                    + #"<td>\#(HTMLText.escaped(flag.text))</td></tr>"#
            }
        }
        guard !rows.isEmpty else { return html + "\n<p>Nothing: no edited spec tests or points, no refused tests, no shared work.</p>" }
        return html + "\n" + folded(rows, head: "<thead><tr><th>Student</th><th>Stage</th><th>What</th></tr></thead>",
                                    attributes: #"id="flags-table""#, more: "flags")
    }

    private static func unfinishedTasks(_ summary: ClassSummary) -> String {
        let html = #"<h2 id="unfinished-tasks">Tasks whose spec tests failed most</h2>"#
        guard !summary.unfinishedTasks.isEmpty else { return html + "\n<p>Every student passes every spec test.</p>" }
        let rows = summary.unfinishedTasks.map { task in
            #"<tr data-stage="\#(task.stage)" data-task="\#(task.task)" data-unfinished="\#(task.unfinishedBy.count)" "#
                + #"data-graded="\#(task.graded)" data-attempted="\#(task.attempted)">"#
                + #"<td class="number">\#(task.unfinishedBy.count) of the \#(task.attempted) who attempted</td><td>Stage \#(task.stage)</td>"#
                + #"<td>Task \#(task.task): \#(HTMLText.escaped(task.title))</td><td>\#(names(task.unfinishedBy))</td></tr>"#
        }
        return html + "\n" + folded(rows, head: "<thead><tr><th class=\"number\">Unfinished by</th><th>Stage</th><th>Task</th><th>Students</th></tr></thead>",
                                    attributes: #"id="unfinished-tasks-table""#, more: "tasks")
    }

    private static func wrongTests(_ summary: ClassSummary) -> String {
        let html = #"<h2 id="wrong-tests">Learners' tests that fail on a correct implementation</h2>"#
        guard !summary.wrongTests.isEmpty else { return html + "\n<p>No student's test fails on the reference.</p>" }
        let rows = summary.wrongTests.map { test in
            #"<tr data-stage="\#(test.stage)" data-count="\#(test.students.count)"><td class="number">\#(test.students.count)</td>"#
                + #"<td>Stage \#(test.stage)</td><td><code>\#(HTMLText.escaped(test.name))</code></td>"#
                + #"<td>\#(HTMLText.escaped(test.reason ?? ""))</td><td>\#(names(test.students))</td></tr>"#
        }
        return html + "\n<table id=\"wrong-tests-table\">\n"
            + "<thead><tr><th class=\"number\">Seen</th><th>Stage</th><th>Test</th><th>Why it is wrong</th><th>Students</th></tr></thead>\n"
            + "<tbody>\n\(rows.joined(separator: "\n"))\n</tbody>\n</table>"
    }

    private static func toDoLists(_ summary: ClassSummary) -> String {
        var html = #"<h2 id="to-do">Each student's to-do list</h2>"#
        for student in summary.students {
            let name = HTMLText.escaped(student.name)
            let points = "\(Points.text(student.points.earned)) of \(Points.text(student.points.maximum)) points"
            let count = student.toDo.count
            html += #"\#n<section class="student" data-student="\#(name)"><details><summary>\#(name) <span class="figures">\#(points)"#
                + " · \(count == 0 ? "nothing left" : "\(count) to do")</span></summary>"
            guard !student.toDo.isEmpty else {
                html += "\n<p class=\"to-do\">Nothing left: every stage is complete.</p></details></section>"
                continue
            }
            let items = student.toDo.map { item in
                let stage = item.stage.map { "Stage \($0): " } ?? ""
                let id = item.bugID.map { #" <span class="id">\#(HTMLText.escaped($0))</span>"# } ?? ""
                return "<li>\(stage)\(HTMLText.escaped(item.text))\(id)</li>"
            }
            html += "\n<ul class=\"to-do\">\n\(items.joined(separator: "\n"))\n</ul></details></section>"
        }
        return html
    }

    private static func names(_ students: [String]) -> String {
        students.map(HTMLText.escaped).joined(separator: ", ")
    }

    /// A link to a file beside the page: its path percent-encoded, then escaped for the attribute.
    private static func href(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "'\"<>&?#;")
        return HTMLText.escaped(path.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")
    }
}
