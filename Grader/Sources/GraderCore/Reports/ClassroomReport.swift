import Foundation

// MARK: - The report for GitHub Classroom's reporter

/// `--classroom FILE`: one result per stage, as GitHub Classroom's autograding actions pass
/// them to its reporter, appended to FILE as `stageN=<base64 JSON>` lines (the step outputs of
/// `$GITHUB_OUTPUT`).
///
/// Classroom's reporter (`classroom-resources/autograding-grading-reporter`) decodes each
/// runner's result and sends Classroom the sum of its tests' `score` out of its `max_score`;
/// its console table shows the share of passing tests times `max_score`. So each stage is a
/// runner worth the stage's spec points, with one test per spec test worth an equal share:
/// both sums are then the spec points `./grade.sh` shows (7 of 9 passing earn 7/9 of them), not
/// all or nothing as `autograding-command-grader` gives. A stage that does not compile is one
/// failed test, and a tampered stage or one graded with edited spec tests earns nothing.
/// The planted bugs need the reference, which a student's repository does not have: they are
/// the instructor's part of the grade.
package enum ClassroomReport {
    struct Result: Encodable {
        var version = 1
        var status: String
        var maxScore: Double
        var tests: [Test]

        enum CodingKeys: String, CodingKey {
            case version, status, tests
            case maxScore = "max_score"
        }
    }

    struct Test: Encodable {
        var name: String
        var status: String
        var score: Double
        var message: String?
        var lineNumber = 0

        enum CodingKeys: String, CodingKey {
            case name, status, score, message
            case lineNumber = "line_no"
        }
    }

    /// The step outputs, `stageN=<base64>` a line, for the stages of `report`.
    package static func render(_ report: GradeReport, points: PointsTable) -> String {
        report.stages.map { stage in
            let data = (try? JSONEncoder().encode(result(stage, points: points))) ?? Data("{}".utf8)
            return "\(runner(stage.stage))=\(data.base64EncodedString())\n"
        }.joined()
    }

    /// The runner id of a stage: letters and digits only, as the reporter's `runners` wants them.
    package static func runner(_ stage: Int) -> String { "stage\(stage)" }

    static func result(_ stage: StageReport, points: PointsTable) -> Result {
        let worth = points.weights(stage.stage).spec
        let voided = stage.status == .tampered || stage.status == .specModified
        var tests = stage.tests.map { test in
            let passed = test.status == .passed && !voided
            return Test(name: "Stage \(stage.stage) › \(test.name)", status: passed ? "pass" : "fail",
                        score: passed ? worth / Double(stage.tests.count) : 0,
                        message: passed ? nil : voided ? stage.message : test.message ?? test.status.rawValue)
        }
        if tests.isEmpty {
            let why = stage.compileErrors.first ?? stage.message ?? "no spec test ran"
            tests = [Test(name: "Stage \(stage.stage) › build", status: "fail", score: 0, message: why)]
        }
        let status = tests.allSatisfy { $0.status == "pass" } ? "pass" : "fail"
        return Result(status: status, maxScore: worth, tests: tests)
    }
}
