// MARK: - Running a module's tests to the end, crash or not

/// The result of running one module's tests until every test has a result.
package struct TestSessionResult: Sendable {
    /// Every planned test, in test-file order, with its result.
    package var results: [TestResult]
    /// Whether a run hit its time limit.
    package var timedOut: Bool
    /// Set when the grader could not run the tests at all.
    package var harnessError: String?
    /// The first problem of a run's result stream (see `TestRunRecord.streamProblem`).
    package var streamProblem: String?
    /// The lines every run of the session appended to its notes file (`TestRunRequest.notesVariable`).
    package var notes: Set<String> = []
}

/// Runs a module's tests and recovers from crashes, and from hangs when asked to.
///
/// A crash (`fatalError`, a force unwrap of `nil`, an index out of range, an arithmetic
/// overflow, a failed `try!`) ends the whole test process. The test that was running is
/// recorded as crashed, and the module is run again, skipping every test that already has a
/// result, until each one has one. A test that hangs is stopped with its process and recorded
/// as timed out; with `continuePastTimeouts` the others then run as after a crash. A test counts
/// as passed only when the grader saw it pass: a listed test with no result fails ("no result").
package enum RecoveringTestRunner {
    /// - Parameters:
    ///   - stopAtFirstFailure: Stop as soon as a test fails or crashes (enough to catch a bug).
    ///   - continuePastTimeouts: After a test that hung, run the tests after it, so that one
    ///     broken test costs only itself.
    ///   - hangLimit: With `continuePastTimeouts`, how many tests may hang in all before the
    ///     rest are left unrun (code that hangs in several tests usually hangs in all, and each
    ///     costs the stall limit); unlimited when `nil`. A total, not a count in a row: passing
    ///     tests slipped between hangs must not buy more of them.
    ///   - stallAfterTimeout: Once a test has hung, the stall limit of the runs after it: code
    ///     that hung once is given less time to show it hangs again.
    ///   - timeLeft: The seconds left before the grade's deadline, asked before every launch
    ///     and relaunch (`nil` once it has passed); no deadline when `nil`. Each run gets at most
    ///     what is left, so that no number of relaunches outlasts the budget.
    package static func run(
        _ request: TestRunRequest,
        with launcher: some TestLauncher,
        stopAtFirstFailure: Bool = false,
        continuePastTimeouts: Bool = false,
        hangLimit: Int? = nil,
        stallAfterTimeout: Double? = nil,
        timeLeft: (() -> Double?)? = nil
    ) -> TestSessionResult {
        var session = RecoverySession(request: request, stopAtFirstFailure: stopAtFirstFailure,
                                      continuePastTimeouts: continuePastTimeouts, hangLimit: hangLimit)
        for _ in 0..<10_000 {
            var round = request
            round.skip = request.skip + session.outcomes.keys.sorted()
            if session.timedOut, let shorter = stallAfterTimeout {
                round.stallTimeout = min(round.stallTimeout ?? shorter, shorter)
            }
            if let timeLeft {
                guard let left = timeLeft() else {
                    session.stopAtDeadline()
                    break
                }
                round.limit(to: left)
            }
            session.round = round
            guard session.record(launcher.run(round)) == .runAgain else { break }
        }
        return session.result()
    }

    static func timeoutMessage(_ record: TestRunRecord, _ request: TestRunRequest) -> String {
        let waited = record.stalled ? request.stallTimeout ?? request.timeout : request.timeout
        return "timed out: stopped after \(Int(waited)) s without finishing; does it wait for something that never comes?"
    }

    /// Why the test process ended during a test, with the runtime's own words when it printed
    /// them (`Fatal error: …`, `Swift/arith.swift:…: Fatal error: …`).
    static func crashMessage(_ end: ProcessEnd, console: String = "") -> String {
        let said = fatalErrorLine(in: console).map { ": \($0)" } ?? ""
        switch end.signalInside {
        case nil:
            if case .exited(let code) = end {
                return "crashed: the test process ended during this test (exit code \(code)); does the code call exit()?"
            }
            return "crashed: \(end.summary)"
        case let signal?:
            let name = ProcessEnd.signalName(signal) ?? "signal \(signal)"
            return "crashed (\(name))\(said)"
                + (said.isEmpty ? " — a fatalError, a force unwrap of nil, an index out of range, an arithmetic overflow or a failed try!?" : "")
        }
    }

    /// The first line where the Swift runtime says why it stopped the process.
    static func fatalErrorLine(in console: String) -> String? {
        console.split(separator: "\n").lazy
            .first { $0.contains("Fatal error:") }
            .map { line in
                // "Swift/Optional.swift:123: Fatal error: …" → "Fatal error: …"; a file of the
                // learner's keeps its place: "Stage1/IsEven.swift:4: Fatal error: …".
                let text = line.hasPrefix("Swift/") ? line[line.range(of: "Fatal error:")!.lowerBound...] : line[...]
                return String(text.trimmingCharacters(in: .whitespaces).prefix(300))
            }
    }
}

extension ProcessEnd {
    /// Exited on its own (with any status): the framework exits 1 when a test failed.
    var isNormalExit: Bool {
        if case .exited = self { return true }
        return false
    }

    /// The signal that ended the test, seen directly or through a sandbox that passes it on as
    /// its own exit code, 128 + the signal (bubblewrap does: SIGILL comes back as 132).
    var signalInside: Int32? {
        switch self {
        case .signaled(let signal): return signal
        case .exited(let code) where code > 128 && code < 160: return code - 128
        default: return nil
        }
    }
}
