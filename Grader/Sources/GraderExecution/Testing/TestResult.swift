// MARK: - One test's result

/// How one test ended, as far as the grader saw it.
package enum TestStatus: String, Codable, Sendable, Hashable {
    /// The grader saw the test start and end with no issue.
    case passed
    /// The test recorded an issue (a failed expectation, a thrown error).
    case failed
    /// The test process died while this test was running.
    case crashed
    /// The run hit its time limit while this test was running.
    case timeout
    /// The test was listed but the grader never saw its end: it counts as failed.
    case noResult = "no_result"
    /// The test framework skipped it (a disabled test).
    case skipped

    /// Only a test the grader saw pass counts.
    package var isPassed: Bool { self == .passed }

    /// The test never ended on its own: it took its process down, or had to be stopped.
    package var brokeTheRun: Bool { self == .crashed || self == .timeout }

    /// The test ran to its end: passed, failed, or skipped by the framework.
    package var endedOnItsOwn: Bool { self == .passed || self == .failed || self == .skipped }
}

/// A test as listed before it runs: its identity and where it is written.
package struct PlannedTest: Codable, Sendable, Hashable {
    /// The framework's own identifier, such as `Stage1Spec.IsEvenTests/zero()/IsEvenSpec.swift:9:6`
    /// (Swift Testing) or `Stage1Tests.IsEvenTests/testZero` (XCTest). Used for filters.
    package var id: String
    /// What a person reads: the display name, or the function name.
    package var name: String
    /// The display name of the top-level suite, such as `Task 1: Check odd or even`.
    package var suite: String?
    /// The file the test is written in, as the compiler saw it (absolute).
    package var file: String?
    package var line: Int?
    package var column: Int?

    /// The suite and the test, as one readable name: `Task 1: Check odd or even › zero is even`.
    package var fullName: String {
        guard let suite else { return name }
        return "\(suite) › \(name)"
    }

    /// The order tests are listed and reported in: by task number (`Task 2` before `Task 10`),
    /// then by file, then by position in it (`TaskOrder`).
    package static func fileOrder(_ lhs: PlannedTest, _ rhs: PlannedTest) -> Bool {
        TaskOrder.precedes(lhs, rhs)
    }
}

/// A planned test and how it ended.
package struct TestResult: Codable, Sendable, Hashable {
    package var test: PlannedTest
    package var status: TestStatus
    /// The first failure message, or why there is no result.
    package var message: String?
    /// How long the test ran, by the framework's own clock, when it said (Swift Testing does).
    package var seconds: Double? = nil
}
