// MARK: - Check: swift test passes on the reference

/// A maintainer's plain `KATA_SOLUTIONS=1 swift test` passes, outside the grader too.
struct SolutionsPassSwiftTest: VerifyCheck {
    let name = "KATA_SOLUTIONS=1 swift test passes every test"

    func run(_ context: VerifyContext) -> [String] {
        let run = context.solutionsTestRun
        return run.end.succeeded ? [] : ["\(run.end.summary): \(FailureExcerpt.of(run.output))"]
    }
}
