// MARK: - Bug catalog problem

/// Something wrong with a stage's catalog of planted bugs, named so a maintainer can fix it.
package struct BugCatalogProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The stage whose catalog has the problem.
    package var stage: Int
    /// The bug the problem is about, or `nil` for a problem of the whole catalog.
    package var bugID: String?
    /// What is wrong, as a sentence fragment, such as "the hint is empty".
    package var message: String

    /// The problem as one line: "Stage 1, bug odd-check-wrong-for-negatives: the hint is empty".
    package var description: String {
        if let bugID {
            return "Stage \(stage), bug \(bugID): \(message)"
        }
        return "Stage \(stage): \(message)"
    }
}

/// The problems of a catalog that stop the grader from using it, thrown all at once.
struct BugCatalogProblems: Error, Sendable, Hashable, CustomStringConvertible {
    /// Every problem found, in catalog order.
    package var problems: [BugCatalogProblem]

    /// Creates the error from the problems found.
    package init(_ problems: [BugCatalogProblem]) {
        self.problems = problems
    }

    /// One problem per line.
    package var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}
