import GraderExecution

// MARK: - Judging a spec run by its canaries

/// Turns a run of a stage's twin spec tests into the public spec tests' results, or finds it
/// tampered with.
///
/// - Tampered: the result stream broke the framework's order; a canary that must fail passed;
///   a canary that must pass recorded a failure; or a twin test or a canary is missing from the
///   run's plan (unless the run timed out). No code under test can cause any of these honestly.
/// - Otherwise each twin test's result is the spec test's, told under its public names.
enum SpecTamperCheck {
    struct Verdict {
        var results: [TestResult]
        var tampered: String?
    }

    static func judge(_ session: TestSessionResult, twins: SpecTwins) -> Verdict {
        let canaryKeys = Set(twins.canaries.map(\.key))
        var specResults: [TestResult] = []
        var generated: [String: TestResult] = [:]
        for result in session.results where SpecTwins.module(ofTestID: result.test.id) == twins.module {
            let key = SpecTwins.key(ofTestID: result.test.id)
            generated[key] = result
            if !canaryKeys.contains(key) && twins.freshOf[key] == nil { specResults.append(result) }
        }
        // In the spec files' order, as the learner reads them, not the twin files' generated order.
        let told = specResults.map(twins.publicResult(of:)).sorted { PlannedTest.fileOrder($0.test, $1.test) }
        var verdict = Verdict(results: answeredOnFreshInputs(told, generated: generated, twins: twins), tampered: nil)
        if let problem = session.streamProblem {
            verdict.tampered = "the test results were written by something other than the test framework (\(problem))"
        }
        // A run that ended on its own lists every test the grader compiled; a forged one may not.
        let listedEverything = session.timedOut || session.harnessError != nil
            || Set(generated.keys).isSuperset(of: Set(twins.twinOf.values).union(canaryKeys).union(twins.freshOf.keys))
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
            verdict.results = verdict.results.map { result in
                var result = result
                if result.status == .passed { result.status = .failed }
                result.message = "not counted: the results of this stage cannot be trusted"
                return result
            }
        }
        return verdict
    }

    /// A spec test that passed on its own inputs but whose fresh-input check did not
    /// (`FreshInputs`) fails: its answers were not computed.
    static func answeredOnFreshInputs(_ told: [TestResult], generated: [String: TestResult], twins: SpecTwins) -> [TestResult] {
        var missed: [String: String] = [:]
        for (freshKey, publicKey) in twins.freshOf {
            guard let result = generated[freshKey], result.status != .passed else { continue }
            let seen = result.message.map { twins.publicText($0).split(separator: "\n").first.map(String.init) ?? "" } ?? result.status.rawValue
            missed[publicKey] = "passes on its own inputs, not on others the grader drew: the code must compute its answers (\(seen))"
        }
        guard !missed.isEmpty else { return told }
        return told.map { result in
            guard result.status == .passed, let message = missed[SpecTwins.key(ofTestID: result.test.id)] else { return result }
            var result = result
            result.status = .failed
            result.message = message
            return result
        }
    }
}
