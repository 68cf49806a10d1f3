import Foundation

// MARK: - The tasks of a stage, as the spec tests name them

/// One task of a stage and how far its spec tests are: the unit the workbook teaches in, and
/// the one a learner follows in the report, in `watch` and in `hint`.
package struct TaskProgress: Codable, Sendable, Equatable {
    /// `Task 2` is task 2.
    package var task: Int
    package var title: String
    /// Spec tests of the task that pass, and how many it has; both 0 when they did not run.
    package var passed: Int
    package var total: Int

    package init(task: Int, title: String, passed: Int, total: Int) {
        (self.task, self.title, self.passed, self.total) = (task, title, passed, total)
    }

    /// Every spec test of the task ran and passed.
    package var isDone: Bool { total > 0 && passed == total }
}

/// Reads the tasks of a stage from its spec tests: each task is a suite named `Task N: title`.
package enum StageTasks {
    /// The tasks declared in the spec files of `folder` (`@Suite("Task 1: Tell even from odd")`),
    /// by number, whether or not the stage compiles.
    package static func declared(in folder: URL) -> [(task: Int, title: String)] {
        let files = (try? FileListing.regularFiles(in: folder, includingHidden: false)) ?? []
        var tasks: [Int: String] = [:]
        for file in files where file.hasSuffix(".swift") {
            let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            for line in text.split(separator: "\n") {
                guard let range = line.range(of: "@Suite(\"") else { continue }
                let name = line[range.upperBound...].prefix { $0 != "\"" }
                if let task = parse(suite: String(name)) { tasks[task.task] = task.title }
            }
        }
        return tasks.keys.sorted().map { ($0, tasks[$0]!) }
    }

    /// `Task 3: Use any separator and currency` → (3, "Use any separator and currency").
    package static func parse(suite: String) -> (task: Int, title: String)? {
        guard let digits = digits(inSuite: suite), let number = Int(digits) else { return nil }
        let rest = suite[digits.endIndex...]
        guard rest.hasPrefix(": ") else { return nil }
        return (number, String(rest.dropFirst(2)))
    }

    /// The digits after `Task ` at the start of a suite's name, whatever follows them: enough to
    /// point at the workbook's task (`StageReportBuilder.hint`, Exercism's `task_id`).
    package static func digits(inSuite suite: String) -> Substring? {
        guard suite.hasPrefix("Task ") else { return nil }
        let digits = suite.dropFirst("Task ".count).prefix { $0.isNumber }
        return digits.isEmpty ? nil : digits
    }

    /// Each declared task with the results of its spec tests (none when they did not run).
    package static func progress(declared: [(task: Int, title: String)], results: [TestResult]) -> [TaskProgress] {
        declared.map { task, title in
            let own = results.filter { $0.test.suite.flatMap(parse(suite:))?.task == task }
            return TaskProgress(task: task, title: title, passed: own.filter { $0.status.isPassed }.count, total: own.count)
        }
    }
}
