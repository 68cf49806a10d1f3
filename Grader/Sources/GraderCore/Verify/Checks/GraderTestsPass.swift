import Foundation

// MARK: - Check: the grader's own tests pass

/// The grader's own suite, unit, end-to-end and attack tests, in a build folder of its own.
///
/// The tests make their folders in the temporary folder (`kata-attacks-<uid>`,
/// `kata-grader-e2e-<uid>`…): here that is a folder of verify's own, removed afterwards, so
/// that verify leaves nothing behind in the system's.
struct GraderTestsPass: VerifyCheck {
    let name = "The grader's own tests pass (swift test --package-path Grader)"

    func run(_ context: VerifyContext) -> [String] {
        let grader = context.kata.url.appendingPathComponent("Grader")
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("kata-verify-\(getpid())")
        try? FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let run = context.swift(["test", "--package-path", grader.path,
                                 "--scratch-path", grader.appendingPathComponent(".build-verify").path],
                                environment: ["TMPDIR": temporary.path], timeout: 1800)
        return run.end.succeeded ? [] : [FailureExcerpt.of(run.output)]
    }
}
