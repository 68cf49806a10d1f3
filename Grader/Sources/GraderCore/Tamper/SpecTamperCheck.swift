// MARK: - Judging a spec run with its twins and canaries

/// Turns a spec session (public module, twin module) into the public tests' results, or finds
/// it tampered with.
///
/// - Tampered: the result stream broke the framework's order; a canary that must fail passed;
///   a canary that must pass recorded a failure; or a spec test or a canary is missing from the
///   run's plan (unless the run timed out). No code under test can cause any of these honestly.
/// - Otherwise each public test keeps its own result, except that a pass counts only when its
///   twin passed too.
enum SpecTamperCheck {
    struct Verdict {
        var results: [TestResult]
        var tampered: String?
    }

    static let twinMessage =
        "passed, but the same test compiled a second time under another name did not: does the code give the same result every time?"

    static func judge(_ session: TestSessionResult, publicModule: String, twins: SpecTwins) -> Verdict {
        var publicResults: [TestResult] = []
        var generated: [String: TestResult] = [:]
        for result in session.results {
            let module = SpecTwins.module(ofTestID: result.test.id)
            if module == publicModule {
                publicResults.append(result)
            } else if module == twins.module {
                generated[SpecTwins.key(ofTestID: result.test.id)] = result
            }
        }
        var verdict = Verdict(results: publicResults, tampered: nil)
        if let problem = session.streamProblem {
            verdict.tampered = "the test results were written by something other than the test framework (\(problem))"
        }
        // A run that ended on its own lists every test the grader compiled; a forged one may not.
        let listedEverything = session.timedOut || session.harnessError != nil || (
            Set(publicResults.map { SpecTwins.key(ofTestID: $0.test.id) }).isSuperset(of: twins.twinOf.keys)
                && Set(generated.keys).isSuperset(of: twins.canaries.map(\.key)))
        if verdict.tampered == nil && !listedEverything {
            verdict.tampered = "the run did not list every test the grader compiled"
        }
        for canary in twins.canaries where verdict.tampered == nil {
            guard let result = generated[canary.key] else { continue }
            if !canary.mustPass && result.status == .passed {
                verdict.tampered = "a check test the grader compiled in to fail was reported as passed"
            } else if canary.mustPass && result.status == .failed {
                verdict.tampered = "a check test the grader compiled in to pass was reported as failed"
            }
        }
        if verdict.tampered != nil {
            verdict.results = publicResults.map { result in
                var result = result
                if result.status == .passed { result.status = .failed }
                result.message = "not counted: the results of this stage cannot be trusted"
                return result
            }
            return verdict
        }
        verdict.results = publicResults.map { result in
            guard result.status == .passed else { return result }
            let twinKey = twins.twinOf[SpecTwins.key(ofTestID: result.test.id)]
            if let twinKey, generated[twinKey]?.status == .passed { return result }
            var result = result
            result.status = .failed
            result.message = twinMessage
            return result
        }
        return verdict
    }
}
