import Foundation

// MARK: - The order a learner reads tests in

/// Orders tests as the workbook teaches them: by task number, then by file, then by position.
///
/// Text order put `Task 10` before `Task 2` (and `Task10ShowTheListSpec.swift` before
/// `Task1ItemViewModelSpec.swift`), so a report named a test of task 10 as the first failing
/// one while task 1 was still failing. Here numbers count as numbers, in suite and file names.
package enum TaskOrder {
    /// Whether `lhs` comes before `rhs`: the lower task first, tests in no task (a helper suite,
    /// the learner's own tests) after every task; then file and position.
    package static func precedes(_ lhs: PlannedTest, _ rhs: PlannedTest) -> Bool {
        let (leftTask, rightTask) = (task(ofSuite: lhs.suite), task(ofSuite: rhs.suite))
        if leftTask != rightTask { return leftTask < rightTask }
        let (leftFile, rightFile) = (lhs.file ?? "", rhs.file ?? "")
        if leftFile != rightFile { return isNumericallyBefore(leftFile, rightFile) }
        return (lhs.line ?? 0, lhs.column ?? 0) < (rhs.line ?? 0, rhs.column ?? 0)
    }

    /// Whether the suite named `lhs` comes before `rhs`: `Task 2: …` before `Task 10: …`, and
    /// suites that are no task after the tasks, by name.
    package static func suitePrecedes(_ lhs: String, _ rhs: String) -> Bool {
        let (leftTask, rightTask) = (task(ofSuite: lhs), task(ofSuite: rhs))
        return leftTask != rightTask ? leftTask < rightTask : isNumericallyBefore(lhs, rhs)
    }

    /// The number of the task a suite is; `Int.max` when it is none.
    private static func task(ofSuite suite: String?) -> Int {
        suite.flatMap(StageTasks.digits(inSuite:)).flatMap { Int($0) } ?? Int.max
    }

    /// Text order, with each run of digits compared as a number.
    private static func isNumericallyBefore(_ lhs: String, _ rhs: String) -> Bool {
        lhs.compare(rhs, options: .numeric) == .orderedAscending
    }
}
