import Foundation

// MARK: - The stage a learner is on

/// Grades a learner's own checkout only as far as the first stage that is not complete.
///
/// A day-one learner does not need four stages built and 90 planted-bug questions: stage 1 is
/// graded alone, in the time of a bare `swift test --filter Stage1` (`Grader/Benchmarks/first-grade.sh`).
/// Stages before the open one are graded again (from the cache, unless they changed), so a
/// learner who breaks a finished stage hears of it; stages after it are not graded at all.
/// The open stage found last time is remembered, so a learner on stage 3 does not pay for
/// growing the workspace one stage at a time on every grade.
package struct FirstOpenStage {
    /// The kata's stages, in order.
    let stages: [Int]
    /// The stage found open by the last grade, if any: the first grade goes as far as it.
    let remembered: Int?
    /// Whether a graded stage is where the learner stands: by default, not complete.
    var isOpen: (StageReport) -> Bool = { $0.status != .complete }

    package init(stages: [Int], remembered: Int?, isOpen: @escaping (StageReport) -> Bool = { $0.status != .complete }) {
        self.stages = stages
        self.remembered = remembered
        self.isOpen = isOpen
    }

    /// Grades `stages` through the first open one with `grade` (which grades the stages it is
    /// given), one stage further each time every stage so far is closed. The report holds the
    /// closed stages and the open one, and `stagesNotGraded` lists the rest; with no stage open,
    /// it is the grade of every stage (`stagesNotGraded` then `nil`).
    package func grade(_ grade: ([Int]) -> GradeReport) -> GradeReport {
        guard !stages.isEmpty else { return grade([]) }
        var end = remembered.flatMap { stages.firstIndex(of: $0) } ?? 0
        while true {
            let report = grade(Array(stages[...end]))
            let open = report.stages.firstIndex(where: isOpen)
            if let open {
                var kept = report.keepingStages(open + 1)
                let last = kept.stages[open].stage
                kept.stagesNotGraded = stages.filter { $0 > last }
                return kept
            }
            if end == stages.count - 1 || report.problem != nil || report.stages.isEmpty {
                return report
            }
            end += 1
        }
    }

    // MARK: Remembered between grades

    static func file(kataRoot: URL) -> URL {
        kataRoot.appendingPathComponent("Grader/.build/open-stage")
    }

    /// The stage the last grade left open; `nil` when none was remembered or the file is not a number.
    package static func remembered(kataRoot: URL) -> Int? {
        (try? String(contentsOf: file(kataRoot: kataRoot), encoding: .utf8))
            .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// Keeps `stage` for the next grade; a build folder that cannot be written only costs speed.
    package static func remember(_ stage: Int?, kataRoot: URL) {
        let url = file(kataRoot: kataRoot)
        guard let stage else {
            try? FileManager.default.removeItem(at: url)
            return
        }
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data("\(stage)\n".utf8).write(to: url, options: .atomic)
    }
}
