import Foundation
import GraderEngine

// MARK: - A class's summary, counted from its reports

extension ClassSummary {
    /// Counts what the class missed from the students' reports, each student named as in the
    /// gradebook; `bugIDs` names the planted bugs, `starters` tells who attempted a stage.
    ///
    /// A student who has not attempted a stage (an untaught one, or one left as handed out) is
    /// left out of what the class missed there: a missed bug reads "n of the m who attempted".
    package init(rows: [Gradebook.Row], bugIDs: PlantedBugIDs, starters: StarterDigests = .none) {
        let rows = Gradebook.labelled(rows).sorted { $0.label < $1.label }
        let stages = Set(rows.flatMap { $0.report.stages.map(\.stage) }).sorted()
        self.stages = stages
        let tried = Attempts(rows, starters: starters)
        let sameWork = Self.sameWork(rows, attempts: tried)
        students = rows.map { row in
            var student = Self.student(row, stages: stages, bugIDs: bugIDs, attempts: tried)
            student.flags = (row.report.flags ?? []) + (sameWork[row.label] ?? [])
            if let problem = row.report.problem { student.flags.append(ReviewFlag(.notGraded, problem)) }
            return student
        }
        missedBugs = Self.missedBugs(rows, bugIDs: bugIDs, attempts: tried)
        unfinishedTasks = Self.unfinishedTasks(rows, attempts: tried)
        wrongTests = Self.wrongTests(rows)
        attempted = stages.map { stage in
            let graded = rows.filter { $0.report.stages.contains { $0.stage == stage } }
            let names = graded.filter { tried.did($0.label, stage) }.map(\.label)
            return StageAttempts(stage: stage, attempted: names.count, graded: graded.count, students: names)
        }
    }

    /// Who attempted which stage, by label.
    struct Attempts {
        private var stages: [String: Set<Int>] = [:]

        init(_ rows: [Gradebook.Row], starters: StarterDigests) {
            for row in rows {
                stages[row.label] = Set(row.report.stages.filter(starters.attempted).map(\.stage))
            }
        }

        func did(_ label: String, _ stage: Int) -> Bool { stages[label]?.contains(stage) == true }
    }

    private static func student(_ row: Gradebook.Row, stages: [Int], bugIDs: PlantedBugIDs, attempts: Attempts) -> Student {
        let report = row.report
        let marks = stages.map { number in
            guard let stage = report.stages.first(where: { $0.stage == number }) else {
                return StageMark(stage: number, status: "not_graded")
            }
            return StageMark(stage: number, status: stage.status.rawValue, spec: stage.spec, bugs: stage.bugs, points: stage.points,
                             attempted: attempts.did(row.label, number))
        }
        return Student(name: row.label, feedbackFile: FeedbackFile.path(forStem: row.fileStem),
                       points: report.points ?? report.stages.compactMap(\.points).reduce(.zero, +),
                       problem: report.problem, stages: marks, toDo: toDo(report, bugIDs: bugIDs))
    }

    /// Students whose attempted stage holds the same work as another's, each named by the
    /// other (so both rows carry the flag): identical files, or the same once comments and
    /// spacing are set aside.
    static func sameWork(_ rows: [Gradebook.Row], attempts: Attempts) -> [String: [ReviewFlag]] {
        var flags: [String: [ReviewFlag]] = [:]
        let stages = Set(rows.flatMap { $0.report.stages.map(\.stage) }).sorted()
        for stage in stages {
            var byDigest: [String: [(label: String, files: [GradedFile])]] = [:]
            for row in rows where attempts.did(row.label, stage) {
                guard let report = row.report.stages.first(where: { $0.stage == stage }), let digest = report.workDigest else { continue }
                byDigest[digest, default: []].append((row.label, report.files))
            }
            for group in byDigest.values where group.count > 1 {
                for member in group {
                    let others = group.filter { $0.label != member.label }
                    let identical = others.filter { $0.files == member.files }.map(\.label)
                    let alike = others.filter { $0.files != member.files }.map(\.label)
                    for (names, how) in [(identical, "identical to"), (alike, "the same, once comments and spacing are set aside, as")]
                    where !names.isEmpty {
                        flags[member.label, default: []].append(
                            ReviewFlag(.sameWorkAs, stage: stage, "stage \(stage)'s code and tests are \(how) \(possessives(names))"))
                    }
                }
            }
        }
        return flags
    }

    /// What is left, stage by stage, in the order a learner would take it: make the code
    /// build, finish the tasks, fix the wrong tests, catch the bugs.
    static func toDo(_ report: GradeReport, bugIDs: PlantedBugIDs) -> [ToDo] {
        if let problem = report.problem { return [ToDo(stage: nil, text: "Could not be graded: \(problem)")] }
        var items: [ToDo] = []
        for stage in report.stages where stage.status != .complete || !stage.wrongTests.isEmpty {
            func add(_ text: String, bug: String? = nil) { items.append(ToDo(stage: stage.stage, text: text, bugID: bug)) }
            if let message = stage.message { add(firstLine(message)) }
            if let error = stage.compileErrors.first { add("Make the code compile: \(error)") }
            if stage.status == .tampered { add("The test results look forged: this stage earns nothing") }
            for task in stage.tasks where !task.isDone {
                add("Task \(task.task): \(task.title) (\(task.passed) of \(task.total) spec tests pass)")
            }
            if let message = stage.learnerTestsMessage { add(firstLine(message)) }
            for test in stage.wrongTests {
                add("Fix or remove a test that fails on a correct implementation: \(test.name)"
                    + (test.message.map { " (\(firstLine($0)))" } ?? ""))
            }
            for bug in stage.bugsMissed {
                add("Catch a planted bug: \(bug.hint)", bug: bugIDs.id(of: bug, stage: stage.stage))
            }
        }
        return items
    }

    /// "ann's", "ann's and bob's", "ann's, bob's and cy's".
    static func possessives(_ names: [String]) -> String {
        let owned = names.sorted().map { $0 + "'s" }
        guard owned.count > 1, let last = owned.last else { return owned.joined() }
        return owned.dropLast().joined(separator: ", ") + " and " + last
    }

    private static func missedBugs(_ rows: [Gradebook.Row], bugIDs: PlantedBugIDs, attempts: Attempts) -> [MissedBug] {
        var bugs: [MissedBug] = []
        for row in rows {
            for stage in row.report.stages where attempts.did(row.label, stage.stage) {
                for bug in stage.bugsMissed {
                    let id = bugIDs.id(of: bug, stage: stage.stage)
                    if let index = bugs.firstIndex(where: { $0.stage == stage.stage && $0.id == id }) {
                        bugs[index].missedBy.append(row.label)
                    } else {
                        let huntedRows = rows.filter { $0.report.stages.contains { $0.stage == stage.stage && $0.bugs != nil } }
                        let attempted = huntedRows.filter { attempts.did($0.label, stage.stage) }.count
                        bugs.append(MissedBug(stage: stage.stage, id: id, hint: bug.hint, missedBy: [row.label],
                                              hunted: huntedRows.count, attempted: attempted))
                    }
                }
            }
        }
        // Stable: within a stage, bugs missed as often keep the order they were first met in.
        return bugs.enumerated().sorted { left, right in
            (left.element.stage, -left.element.missedBy.count, left.offset)
                < (right.element.stage, -right.element.missedBy.count, right.offset)
        }.map(\.element)
    }

    private static func unfinishedTasks(_ rows: [Gradebook.Row], attempts: Attempts) -> [UnfinishedTask] {
        var tasks: [UnfinishedTask] = []
        for row in rows {
            for stage in row.report.stages where attempts.did(row.label, stage.stage) {
                for task in stage.tasks where !task.isDone {
                    if let index = tasks.firstIndex(where: { $0.stage == stage.stage && $0.task == task.task }) {
                        tasks[index].unfinishedBy.append(row.label)
                    } else {
                        let gradedRows = rows.filter { $0.report.stages.contains { $0.stage == stage.stage } }
                        let attempted = gradedRows.filter { attempts.did($0.label, stage.stage) }.count
                        tasks.append(UnfinishedTask(stage: stage.stage, task: task.task, title: task.title,
                                                    unfinishedBy: [row.label], graded: gradedRows.count, attempted: attempted))
                    }
                }
            }
        }
        return tasks.sorted { (-$0.unfinishedBy.count, $0.stage, $0.task) < (-$1.unfinishedBy.count, $1.stage, $1.task) }
    }

    private static func wrongTests(_ rows: [Gradebook.Row]) -> [SeenWrongTest] {
        var tests: [SeenWrongTest] = []
        for row in rows {
            for stage in row.report.stages {
                for test in stage.wrongTests {
                    if let index = tests.firstIndex(where: { $0.stage == stage.stage && $0.name == test.name }) {
                        tests[index].students.append(row.label)
                    } else {
                        tests.append(SeenWrongTest(stage: stage.stage, name: test.name, students: [row.label],
                                                   reason: test.message.map(firstLine)))
                    }
                }
            }
        }
        return tests.enumerated().sorted { left, right in
            (-left.element.students.count, left.element.stage, left.offset)
                < (-right.element.students.count, right.element.stage, right.offset)
        }.map(\.element)
    }

    /// A message's first line, and its second when the first only leads up to it (ends in ":").
    private static func firstLine(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        guard let first = lines.first else { return "" }
        guard first.hasSuffix(":"), lines.count > 1 else { return String(first) }
        return first + " " + lines[1].trimmingCharacters(in: .whitespaces)
    }
}
