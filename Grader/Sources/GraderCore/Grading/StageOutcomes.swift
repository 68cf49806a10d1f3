// MARK: - The two parts of a stage's grade, as cached

/// How the spec tests fared against the submission's code.
public struct SpecOutcome: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable {
        case ran
        case compileError
        case timeout
        case notGraded
        /// The results cannot be trusted (`SpecTamperCheck`); the message says why.
        case tampered
    }

    public var kind: Kind
    public var results: [TestResult] = []
    public var compileErrors: [String] = []
    public var message: String?
}

/// One planted bug as the bug hunt found it, kept with its catalog id.
public struct HuntedBug: Codable, Sendable, Equatable {
    public var id: String
    public var hint: String
    /// The learner's tests that caught it (see `ReportedBug.caughtBy`); `nil` when it was missed.
    public var caughtBy: [String]?

    /// How a report names it: by its hint, the id in memory only.
    var reported: ReportedBug { ReportedBug(hint: hint, caughtBy: caughtBy, id: id) }
}

/// How the learner's tests fared against the reference and the planted bugs.
public struct LearnerOutcome: Codable, Sendable, Equatable {
    public var caught: Int
    public var total: Int
    /// In catalog order, ids included: the cache is the grader's own.
    public var missed: [HuntedBug]
    /// In catalog order.
    public var caughtBugs: [HuntedBug] = []
    public var wrong: [WrongTest]
    public var validTests: Int = 0
    public var compileErrors: [String] = []
    public var message: String?
    /// What to make of `compileErrors`, shown after them.
    public var advice: String?
    /// Results from a timeout or a harness error are not worth caching.
    public var cacheable = true
    /// Trust: why the learner's tests make the stage `tampered` (`ForeignSymbols`), if they do.
    public var tampered: String?
}
