// MARK: - Check: the grader's own tests pass

/// The grader's own suite, unit, end-to-end and attack tests, in a build folder of its own.
/// The folders they make in the temporary folder (`kata-attacks-<uid>`…) go with verify's own
/// (`VerifyTemporaryFolder`).
struct GraderTestsPass: VerifyCheck {
    let name = "The grader's own tests pass (swift test --package-path Grader)"

    func run(_ context: VerifyContext) -> [String] {
        let grader = context.kata.url.appendingPathComponent("Grader")
        let run = context.swift(["test", "--package-path", grader.path,
                                 "--scratch-path", grader.appendingPathComponent(".build-verify").path],
                                timeout: 1800)
        return run.end.succeeded ? [] : [FailureExcerpt.of(run.output)]
    }
}
