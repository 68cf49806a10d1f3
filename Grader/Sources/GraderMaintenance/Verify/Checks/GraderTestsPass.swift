// MARK: - Check: the grader's own tests pass

/// The grader's own suite, unit, end-to-end and attack tests, in the grader's own build folder
/// (`Grader/.build`, with the index store the tests need; `grade.sh` builds the grader it runs in
/// `Grader/.build/grade-sh`, without one, so this compiles the grader a second time).
/// The folders they make in the temporary folder (`kata-attacks-<uid>`…) go with verify's own
/// (`VerifyTemporaryFolder`).
struct GraderTestsPass: VerifyCheck {
    let name = "The grader's own tests pass (swift test --package-path Grader -Xswiftc -gnone)"

    func run(_ context: VerifyContext) -> [String] {
        let grader = context.kata.url.appendingPathComponent("Grader")
        // No debug info, as `grade.sh` builds the grader. The suite takes about 22 minutes on two
        // cores (the batch of every attack on stage 1 alone about 11): the limit only stops a hang.
        let run = context.swift(["test", "--package-path", grader.path, "-Xswiftc", "-gnone"], timeout: 2700)
        return run.end.succeeded ? [] : [FailureExcerpt.of(run.output)]
    }
}
