import GraderExecution

// MARK: - Check: swift test on the starters fails fast

/// The learner's own loop, on the starters: it must fail, soon, and never crash.
struct StarterTestRunFailsFast: VerifyCheck {
    let name = "swift test on the starters fails fast, with no crash"

    func run(_ context: VerifyContext) -> [String] {
        problems(context.starterTestRun)
    }

    /// What is wrong with `swift test` on the starters: it should end with failing tests, not
    /// pass, hang or crash.
    func problems(_ run: ProcessResult) -> [String] {
        switch run.end {
        case .timedOut:
            return ["swift test on the starters did not finish within 120 s"]
        case .exited(0):
            return ["swift test passes on the starters: every stage should start with failing tests"]
        case .exited, .signaled, .failedToStart:
            let crashed = run.output.contains("unexpected signal") || run.output.contains("Fatal error")
            if case .exited = run.end, !crashed { return [] }
            return ["swift test on the starters crashed (\(run.end.summary)): \(FailureExcerpt.of(run.output))"]
        }
    }
}
