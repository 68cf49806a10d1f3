import GraderExecution

// MARK: - Check: the starters compile

/// Every stage's starter compiles with every test target, so a learner on stage 1 never sees
/// another stage's compile errors.
struct StartersCompile: VerifyCheck {
    let name = "The starters compile with every test target (swift build --build-tests)"

    func run(_ context: VerifyContext) -> [String] {
        let build = context.starterBuild
        return build.end.succeeded ? [] : [WorkspaceBuilder.firstErrorLines(build.output)]
    }
}
