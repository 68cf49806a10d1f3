import Foundation
import GraderExecution

// MARK: - What a report was graded from

/// Where a grade comes from, so that a disputed mark can be traced: when it was graded, by
/// which kata (its commit, and whether it had changes not committed), with which points
/// table, and which submission (its folder's name, and its commit when it is a git
/// repository). The grader itself is named by `GradeReport.grader`.
package struct Provenance: Codable, Sendable, Equatable {
    /// UTC, ISO 8601 to the second: `2026-11-25T10:40:00Z`.
    package var gradedAt: String
    /// `nil` when the kata is not a git checkout (a student copy from a zip file, say).
    var kataCommit: String?
    /// Whether the kata's checkout had changes (or new files) not committed; `nil` without git.
    var kataModified: Bool?
    /// The SHA-256 of the `points.json` used; `nil` when there is none and every stage is worth
    /// the standard 10 + 10.
    var pointsSHA256: String?
    /// The submission's folder name, as written.
    package var submissionName: String
    /// The commit checked out in the submission (`CheckedOutCommit`); `nil` when it is no
    /// git repository.
    var submissionCommit: String?

    enum CodingKeys: String, CodingKey {
        case gradedAt = "graded_at"
        case kataCommit = "kata_commit"
        case kataModified = "kata_modified"
        case pointsSHA256 = "points_sha256"
        case submissionName = "submission_name"
        case submissionCommit = "submission_commit"
    }

    /// Every key, `null` included: a reader sees what is not known as such.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(gradedAt, forKey: .gradedAt)
        try container.encode(kataCommit, forKey: .kataCommit)
        try container.encode(kataModified, forKey: .kataModified)
        try container.encode(pointsSHA256, forKey: .pointsSHA256)
        try container.encode(submissionName, forKey: .submissionName)
        try container.encode(submissionCommit, forKey: .submissionCommit)
    }

    package init(gradedAt: String, kataCommit: String?, kataModified: Bool?, pointsSHA256: String?,
                submissionName: String, submissionCommit: String?) {
        self.gradedAt = gradedAt
        self.kataCommit = kataCommit
        self.kataModified = kataModified
        self.pointsSHA256 = pointsSHA256
        self.submissionName = submissionName
        self.submissionCommit = submissionCommit
    }

    /// The provenance of grading `submission` now, with `kata`'s state read once per run.
    package init(kata: KataIntegrity.Checkout?, points: PointsTable, submission: URL, now: Date = Date()) {
        self.init(gradedAt: Self.timestamp(now), kataCommit: kata?.commit, kataModified: kata?.modified,
                  pointsSHA256: points.fileSHA256, submissionName: submission.lastPathComponent,
                  submissionCommit: CheckedOutCommit.read(in: submission))
    }

    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }

    /// Every field by its JSON key, as text (`""` for `null`): JUnit's properties and the
    /// gradebook's columns.
    package var textFields: [(key: String, value: String)] {
        [(CodingKeys.gradedAt.stringValue, gradedAt), (CodingKeys.kataCommit.stringValue, kataCommit ?? ""),
         (CodingKeys.kataModified.stringValue, kataModified.map { $0 ? "true" : "false" } ?? ""),
         (CodingKeys.pointsSHA256.stringValue, pointsSHA256 ?? ""),
         (CodingKeys.submissionName.stringValue, submissionName),
         (CodingKeys.submissionCommit.stringValue, submissionCommit ?? "")]
    }

    /// One line for a report that holds no field of its own for it (results.json).
    package var summary: String {
        let kata = kataCommit.map { $0 + (kataModified == true ? " with changes not committed" : "") } ?? "not a git checkout"
        return "Graded \(gradedAt) by kata \(kata), points.json \(pointsSHA256 ?? "none (10 + 10 a stage)"), "
            + "submission \(submissionCommit ?? "not a git repository")"
    }
}

extension GradeReport {
    /// The report with its provenance and the grader that made it.
    package func stamped(_ provenance: Provenance) -> GradeReport {
        var report = self
        report.provenance = provenance
        report.grader = report.grader ?? .current
        return report
    }
}
