// MARK: - Check: the grader's own tests pass

/// The grader's own suite, unit, end-to-end and attack tests, in the grader's own build folder:
/// `grade.sh` has just built the grader there, so only the tests are left to compile (a build
/// folder of their own compiled the whole grader a second time).
/// The folders they make in the temporary folder (`kata-attacks-<uid>`…) go with verify's own
/// (`VerifyTemporaryFolder`).
struct GraderTestsPass: VerifyCheck {
    let name = "The grader's own tests pass (swift test --package-path Grader -Xswiftc -gnone)"

    func run(_ context: VerifyContext) -> [String] {
        let grader = context.kata.url.appendingPathComponent("Grader")
        // The flag `grade.sh` builds the grader with: the tests reuse that build.
        let run = context.swift(["test", "--package-path", grader.path, "-Xswiftc", "-gnone"], timeout: 1800)
        return run.end.succeeded ? [] : [FailureExcerpt.of(run.output)]
    }
}
