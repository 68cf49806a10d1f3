import GraderEngine

// MARK: - A report's points, as a grading platform lists them

/// The lines a platform shows for one report: a line per task of each stage (its share of the
/// stage's spec points) and a line per stage for its planted bugs. The lines' scores add up to
/// the points `./grade.sh` reports, and their maximums to the kata's points for those stages,
/// whatever state a stage is in: a platform that sums its tests then agrees with the kata.
struct PlatformScoreLine: Sendable, Equatable {
    package var name: String
    package var score: Double
    package var maximum: Double
    /// What the learner reads: their progress, in the workbook's words.
    package var output: String

    package var passed: Bool { maximum > 0 && score >= maximum }
}

enum PlatformScores {
    /// The lines of every stage of `report`, in stage and task order.
    ///
    /// - Parameter bugsGradedElsewhere: The planted bugs are the instructor's to grade (a student
    ///   copy has no reference): their line says so, and earns nothing here.
    package static func lines(_ report: GradeReport, points: PointsTable, bugsGradedElsewhere: Bool = false) -> [PlatformScoreLine] {
        report.stages.flatMap { stage in
            specLines(stage, worth: points.weights(stage.stage).spec)
                + [bugLine(stage, worth: points.weights(stage.stage).bugs, gradedElsewhere: bugsGradedElsewhere)]
        }
    }

    /// Nothing of a tampered stage or of one graded with edited spec tests counts (`PointsTable`).
    static func voided(_ stage: StageReport) -> Bool {
        stage.status == .tampered || stage.status == .specModified
    }

    /// A line per task, each worth its spec tests' share of the stage's spec points; one line for
    /// the stage when its spec tests did not run (it did not build), worth them all.
    static func specLines(_ stage: StageReport, worth: Double) -> [PlatformScoreLine] {
        let why = whyNothingCounts(stage)
        guard stage.spec.total > 0, !stage.tasks.isEmpty, stage.tasks.map(\.total).reduce(0, +) == stage.spec.total else {
            let earned = stage.spec.total > 0 && why == nil ? worth * Double(stage.spec.passed) / Double(stage.spec.total) : 0
            let output = why ?? "\(stage.spec.passed) of \(stage.spec.total) spec tests pass."
            return [PlatformScoreLine(name: "Stage \(stage.stage): make it pass", score: earned, maximum: worth, output: output)]
        }
        return stage.tasks.map { task in
            let maximum = worth * Double(task.total) / Double(stage.spec.total)
            let score = why == nil ? worth * Double(task.passed) / Double(stage.spec.total) : 0
            var output = why ?? "\(task.passed) of \(task.total) spec tests pass."
            if why == nil, !task.isDone, let first = stage.firstFailure, ExercismReport.taskID(first.name) == task.task {
                output += " First to fix: \(first.name)" + (first.message.map { ": \($0)" } ?? "") + "."
            }
            return PlatformScoreLine(name: "Stage \(stage.stage), Task \(task.task): \(task.title)",
                                     score: score, maximum: maximum, output: output)
        }
    }

    static func bugLine(_ stage: StageReport, worth: Double, gradedElsewhere: Bool) -> PlatformScoreLine {
        let name = "Stage \(stage.stage): your tests catch the planted bugs"
        guard let bugs = stage.bugs, !gradedElsewhere else {
            let output = gradedElsewhere
                ? "Your instructor grades your own tests against the planted bugs with the full workbook."
                : stage.learnerTestsMessage ?? "Your own tests were not graded."
            return PlatformScoreLine(name: name, score: 0, maximum: worth, output: output)
        }
        // A stage that does not compile still earns the bugs its tests catch (`PointsTable`).
        let why = voided(stage) ? whyNothingCounts(stage) : nil
        let score = why == nil && bugs.total > 0 ? worth * Double(bugs.caught) / Double(bugs.total) : 0
        var output = why ?? "Your tests catch \(bugs.caught) of \(bugs.total) planted bugs."
        if why == nil {
            if let message = stage.learnerTestsMessage { output += " \(message)" }
            for missed in stage.bugsMissed { output += "\nStill to catch: \(missed.hint)" }
        }
        return PlatformScoreLine(name: name, score: score, maximum: worth, output: output)
    }

    /// Why none of the stage's work counts, when none does.
    static func whyNothingCounts(_ stage: StageReport) -> String? {
        if voided(stage) { return stage.message ?? "Nothing of this stage counts: \(stage.status.rawValue)." }
        if stage.status == .compileError {
            return "Stage \(stage.stage) does not compile: " + (stage.compileErrors.first ?? stage.message ?? "see ./grade.sh")
        }
        return nil
    }
}
