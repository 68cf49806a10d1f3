import Foundation
import GraderExecution

// MARK: - How many points a stage is worth

/// The weights of the kata's `points.json`: per stage, points for the spec tests and points for
/// the planted bugs. A stage earns each part in proportion (7 of 9 spec tests passing earn 7/9
/// of its spec points); a tampered stage earns nothing. A stage whose code does not compile
/// earns no spec points (its spec tests count, all failed) and still earns the planted bugs its
/// learner's tests catch: those tests are built against the reference, not the learner's code,
/// and a typo in one part must not void the other. The maximum is both parts whenever the
/// learner's tests were graded, whatever the stage's status.
///
/// ```json
/// { "stages": { "1": { "spec": 10, "bugs": 10 }, "2": { "spec": 10, "bugs": 10 } } }
/// ```
///
/// A stage the file does not name is worth `StageWeights.standard`; a kata without the file
/// uses it for every stage.
package struct PointsTable: Sendable, Equatable {
    package struct StageWeights: Codable, Sendable, Equatable {
        package var spec: Double
        package var bugs: Double

        package static let standard = StageWeights(spec: 10, bugs: 10)
    }

    package var stages: [Int: StageWeights]
    /// The SHA-256 of the file the table was read from (lowercase hex); `nil` for the standard
    /// table of a kata without the file. Reports carry it (`Provenance`).
    var fileSHA256: String?

    package init(stages: [Int: StageWeights] = [:], fileSHA256: String? = nil) {
        self.stages = stages
        self.fileSHA256 = fileSHA256
    }

    package func weights(_ stage: Int) -> StageWeights {
        stages[stage] ?? .standard
    }

    /// The file's name in the kata checkout.
    static let fileName = "points.json"

    /// Reads `points.json` from the kata's root; the standard table when there is none.
    ///
    /// - Throws: `UsageError` naming what is wrong with the file.
    package static func load(kataRoot: URL) throws(UsageError) -> PointsTable {
        let url = kataRoot.appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else { return PointsTable() }
        var table = try parse(data)
        var hasher = SHA256()
        hasher.update(data)
        table.fileSHA256 = hasher.finalizeHex()
        return table
    }

    private struct File: Decodable {
        var stages: [String: StageWeights]
    }

    package static func parse(_ data: Data) throws(UsageError) -> PointsTable {
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw UsageError("\(fileName) is not a points file: it needs {\"stages\": {\"1\": {\"spec\": 10, \"bugs\": 10}, …}}")
        }
        var table = PointsTable()
        for (name, weights) in file.stages {
            guard let stage = Int(name), (1...9).contains(stage) else {
                throw UsageError("\(fileName): \"\(name)\" is not a stage number (1–9)")
            }
            guard weights.spec >= 0, weights.bugs >= 0, weights.spec.isFinite, weights.bugs.isFinite else {
                throw UsageError("\(fileName): the points of stage \(stage) must not be negative")
            }
            table.stages[stage] = weights
        }
        return table
    }

    /// What a stage's report earns out of what it could.
    ///
    /// - Parameter bugsGradedElsewhere: A student copy has no planted bugs: its learner's tests
    ///   are hunted when the instructor grades. Their points still count in the maximum, so that
    ///   the student sees the same maximum as the gradebook (earning none of them yet).
    package func points(for stage: StageReport, bugsGradedElsewhere: Bool = false) -> Points {
        let weights = weights(stage.stage)
        var maximum = weights.spec
        var earned = 0.0
        if stage.spec.total > 0 {
            earned += weights.spec * Double(stage.spec.passed) / Double(stage.spec.total)
        }
        if let bugs = stage.bugs {
            maximum += weights.bugs
            if bugs.total > 0 { earned += weights.bugs * Double(bugs.caught) / Double(bugs.total) }
        } else if bugsGradedElsewhere {
            maximum += weights.bugs
        }
        if stage.status == .tampered || stage.status == .specModified { earned = 0 }
        return Points(earned: earned, maximum: maximum)
    }
}

/// Points earned out of a maximum, rounded to hundredths so that reports agree when they are
/// added up again (by `gradebook`, a spreadsheet or a grading platform).
package struct Points: Codable, Sendable, Equatable {
    package var earned: Double
    package var maximum: Double

    package init(earned: Double, maximum: Double) {
        self.earned = Self.rounded(earned)
        self.maximum = Self.rounded(maximum)
    }

    package static let zero = Points(earned: 0, maximum: 0)

    package static func + (left: Points, right: Points) -> Points {
        Points(earned: left.earned + right.earned, maximum: left.maximum + right.maximum)
    }

    package static func rounded(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }

    /// "7.5", "10": no trailing zeros.
    package static func text(_ value: Double) -> String {
        let rounded = rounded(value)
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
