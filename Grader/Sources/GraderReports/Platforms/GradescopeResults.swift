import Foundation
import GraderEngine

// MARK: - Gradescope's results.json

/// `--gradescope FILE`: the report as Gradescope's autograder specification reads it
/// (`/autograder/results/results.json`): a test per task and per stage's planted bugs, each
/// with `name`, `score`, `max_score`, `output` and `visibility`, and the submission's `score`,
/// the points `./grade.sh` reports. A submission that could not be graded is one failed test
/// per stage, worth the stage's points, with the reason in `output`.
package enum GradescopeResults {
    struct Results: Encodable {
        var score: Double
        var output: String
        var visibility = "visible"
        var stdoutVisibility = "hidden"
        var tests: [Test]

        enum CodingKeys: String, CodingKey {
            case score, output, visibility, tests
            case stdoutVisibility = "stdout_visibility"
        }
    }

    struct Test: Encodable {
        var name: String
        var score: Double
        var maxScore: Double
        var output: String
        var status: String
        var visibility = "visible"

        enum CodingKeys: String, CodingKey {
            case name, score, output, status, visibility
            case maxScore = "max_score"
        }
    }

    package static func render(_ report: GradeReport, points: PointsTable, stages: [Int]) -> String {
        let lines: [PlatformScoreLine]
        if let problem = report.problem {
            lines = stages.map { stage in
                let weights = points.weights(stage)
                return PlatformScoreLine(name: "Stage \(stage)", score: 0, maximum: weights.spec + weights.bugs,
                                         output: "Your submission could not be graded: \(problem)")
            }
        } else {
            lines = PlatformScores.lines(report, points: points)
        }
        let tests = lines.map { line in
            Test(name: line.name, score: rounded(line.score), maxScore: rounded(line.maximum), output: line.output,
                 status: line.passed ? "passed" : "failed")
        }
        let total = report.points?.earned ?? tests.map(\.score).reduce(0, +)
        let results = Results(score: Points.rounded(total), output: summary(report), tests: tests)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = (try? encoder.encode(results)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Four decimals: the tests' scores then add up to the submission's to within a hundredth.
    static func rounded(_ value: Double) -> Double {
        (value * 10_000).rounded() / 10_000
    }

    static func summary(_ report: GradeReport) -> String {
        if let problem = report.problem { return "Your submission could not be graded: \(problem)" }
        var text = "\(report.progress.stagesComplete) of \(report.progress.stagesGraded) stages complete."
        if let notice = report.notice { text += " \(notice)" }
        return text
    }
}
