// MARK: - The two parts of a stage's grade, as cached

/// How the spec tests fared against the submission's code.
package struct SpecOutcome: Codable, Sendable, Equatable {
    package enum Kind: String, Codable, Sendable {
        case ran
        case compileError
        case timeout
        case notGraded
        /// The results cannot be trusted (`SpecTamperCheck`); the message says why.
        case tampered
    }

    package var kind: Kind
    package var results: [TestResult] = []
    package var compileErrors: [String] = []
    package var message: String?
}

/// One planted bug as the bug hunt found it, kept with its catalog id.
package struct HuntedBug: Codable, Sendable, Equatable {
    package var id: String
    package var hint: String
    /// The learner's tests that caught it (see `ReportedBug.caughtBy`); `nil` when it was missed.
    package var caughtBy: [String]?

    /// How a report names it: by its hint, the id in memory only.
    var reported: ReportedBug { ReportedBug(hint: hint, caughtBy: caughtBy, id: id) }
}

/// How the learner's tests fared against the reference and the planted bugs.
package struct LearnerOutcome: Codable, Sendable, Equatable {
    package var caught: Int
    package var total: Int
    /// In catalog order, ids included: the cache is the grader's own.
    package var missed: [HuntedBug]
    /// In catalog order.
    package var caughtBugs: [HuntedBug] = []
    package var wrong: [WrongTest]
    package var validTests: Int = 0
    package var compileErrors: [String] = []
    package var message: String?
    /// What to make of `compileErrors`, shown after them.
    package var advice: String?
    /// Results from a timeout or a harness error are not worth caching.
    package var cacheable = true
    /// Trust: why the learner's tests make the stage `tampered` (`ForeignSymbols`), if they do.
    package var tampered: String?
    /// The learner's tests that took a second or more on the reference, every time (`SlowTest`).
    package var slow: [SlowTest]? = nil
}
