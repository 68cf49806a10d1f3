import GraderExecution

// MARK: - Check: the reference builds with no warnings

/// The reference and the model tests, built as the kata's package with `KATA_SOLUTIONS=1`,
/// give no compiler warning: learners copy from them.
struct SolutionsBuildWithoutWarnings: VerifyCheck {
    let name = "The reference and the model tests build with no compiler warnings (KATA_SOLUTIONS=1)"

    func run(_ context: VerifyContext) -> [String] {
        let build = context.solutionsBuild
        return build.end.succeeded ? [] : [WorkspaceBuilder.firstErrorLines(build.output)]
    }
}
