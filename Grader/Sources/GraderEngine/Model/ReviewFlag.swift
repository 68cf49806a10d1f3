// MARK: - What an instructor should look at

/// Something in a submission that marks alone do not show, for the instructor to look at
/// before handing grades back: on the class page, in `summary.json` (`flags` per student) and
/// in the gradebook. A flag changes no mark.
package struct ReviewFlag: Codable, Sendable, Equatable {
    package enum Kind: String, Codable, Sendable {
        /// The submission's spec tests differ from the kata's (they were not used).
        case specEdited = "spec_edited"
        /// The submission's `points.json` differs from the kata's (it was not used).
        case pointsEdited = "points_edited"
        /// The grader's trust checks refused the learner's tests or files of a stage.
        case refusedByTrustChecks = "refused_by_trust_checks"
        /// A stage's code and tests are those of another student's, identical or once comments
        /// and spacing are set aside (`ClassSummary`).
        case sameWorkAs = "same_work_as"
        /// The submission, or one of its stages (`grader_error`), could not be graded.
        case notGraded = "not_graded"
    }

    package var kind: Kind
    /// The stage it concerns; `nil` for the submission as a whole.
    package var stage: Int?
    /// What to look at, in words; no path of the grading machine.
    package var text: String

    package init(_ kind: Kind, stage: Int? = nil, _ text: String) {
        self.kind = kind
        self.stage = stage
        self.text = text
    }
}
