import Foundation
import GraderEngine

// MARK: - Classroom 50's tests of a result.json

/// `--classroom50 FILE`: the `tests` of Classroom 50's `result.json` (schema
/// `classroom50/result/v1`), with the `score` and `max-score` they add up to. The autograder
/// that `./grade.sh autograder classroom50` writes adds the fields its runner names (classroom,
/// assignment, owner, submission, links, datetime).
///
/// Classroom 50 counts whole points only, so each stage is one test: its spec points earned,
/// rounded down (9.5 of 10 is 9), out of its spec points rounded down. The planted bugs need
/// the reference, which a student's repository and its Actions never see: they stay the
/// instructor's part of the grade (`--batch`, `grade-class.yml`).
package enum Classroom50Result {
    struct Tests: Encodable {
        var score: Int
        var maxScore: Int
        var tests: [Test]

        enum CodingKeys: String, CodingKey {
            case score, tests
            case maxScore = "max-score"
        }
    }

    struct Test: Encodable {
        var testName: String
        var passed: Bool
        var score: Int
        var maxScore: Int
        var output: String

        enum CodingKeys: String, CodingKey {
            case passed, score, output
            case testName = "test-name"
            case maxScore = "max-score"
        }
    }

    package static func render(_ report: GradeReport, points: PointsTable) -> String {
        let tests = report.stages.map { stage in
            let lines = PlatformScores.specLines(stage, worth: points.weights(stage.stage).spec)
            let maximum = Int(Points.rounded(lines.map(\.maximum).reduce(0, +)).rounded(.down))
            let score = min(maximum, Int(Points.rounded(lines.map(\.score).reduce(0, +)).rounded(.down)))
            let output = lines.map { "\($0.name): \($0.output)" }.joined(separator: "\n")
            return Test(testName: "Stage \(stage.stage): make it pass", passed: maximum > 0 && score == maximum,
                        score: score, maxScore: maximum, output: output)
        }
        let result = Tests(score: tests.map(\.score).reduce(0, +), maxScore: tests.map(\.maxScore).reduce(0, +), tests: tests)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = (try? encoder.encode(result)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
