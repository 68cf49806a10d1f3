import Foundation

// MARK: - The order a learner reads tests in

/// Orders tests as the workbook teaches them: by task number, then by file, then by position.
///
/// Text order put `Task 10` before `Task 2` (and `Task10ShowTheListSpec.swift` before
/// `Task1ItemViewModelSpec.swift`), so a report named a test of task 10 as the first failing
/// one while task 1 was still failing. Here numbers count as numbers, in suite and file names.
enum TaskOrder {
    /// Whether `lhs` comes before `rhs`: the lower task first, tests in no task (a helper suite,
    /// the learner's own tests) after every task; then file and position.
    static func precedes(_ lhs: PlannedTest, _ rhs: PlannedTest) -> Bool {
        let (leftTask, rightTask) = (task(of: lhs), task(of: rhs))
        if leftTask != rightTask { return leftTask < rightTask }
        let (leftFile, rightFile) = (lhs.file ?? "", rhs.file ?? "")
        if leftFile != rightFile { return leftFile.compare(rightFile, options: .numeric) == .orderedAscending }
        return (lhs.line ?? 0, lhs.column ?? 0) < (rhs.line ?? 0, rhs.column ?? 0)
    }

    /// The number of the task whose suite holds the test; `Int.max` when it is in none.
    private static func task(of test: PlannedTest) -> Int {
        test.suite.flatMap(StageTasks.digits(inSuite:)).flatMap { Int($0) } ?? Int.max
    }
}
