import GraderEngine
import GraderExecution

// MARK: - Check: each task fails on the starters

/// Graded as a learner's clone, every `Task K` suite of every stage has a failing spec test
/// on the starter, and nothing crashes or hangs.
struct EveryTaskFailsOnStarters: VerifyCheck {
    let name = "Each task of each stage has a failing spec test on the starters; no crash, no hang"

    func run(_ context: VerifyContext) -> [String] {
        context.starters.stages.flatMap(problems)
    }

    /// Per stage: every top-level `Task K` suite has a failing spec test; nothing crashed or hung.
    func problems(_ stage: StageReport) -> [String] {
        if !stage.compileErrors.isEmpty { return stage.compileErrors.map { "stage \(stage.stage): \($0)" } }
        if stage.status == .timeout { return ["stage \(stage.stage): timed out \(stage.message ?? "")"] }
        var problems: [String] = []
        if stage.spec.total == 0 { problems.append("stage \(stage.stage): no spec test ran \(stage.message ?? "")") }
        var suites: [String: Bool] = [:]
        for test in stage.tests {
            let suite = test.name.components(separatedBy: " › ").first ?? test.name
            suites[suite, default: false] = suites[suite, default: false] || test.status != .passed
            if test.status == .crashed || test.status == .timeout {
                problems.append("stage \(stage.stage): \(test.name) \(test.status.rawValue) on the starter")
            }
        }
        for (suite, hasFailure) in suites.sorted(by: { TaskOrder.suitePrecedes($0.key, $1.key) }) {
            if !suite.hasPrefix("Task ") { problems.append("stage \(stage.stage): \(suite) is not in a \"Task K: …\" suite") }
            if !hasFailure { problems.append("stage \(stage.stage): no spec test of \"\(suite)\" fails on the starter") }
        }
        return problems
    }
}
