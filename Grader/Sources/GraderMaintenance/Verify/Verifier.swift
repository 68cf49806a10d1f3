import Foundation
import GraderEngine
import GraderExecution

// MARK: - verify: the maintainers' check

/// Proves the kata's properties (CONTRIBUTING.md, "What `./grade.sh verify` proves"), prints a
/// checklist, and returns 1 if anything fails.
///
/// It grades the kata itself through the grader's own machinery, twice: the starters with the
/// shipped examples, and the reference solutions with the model tests; and it runs the spec
/// tests against every planted bug. Each line of the checklist is a `VerifyCheck`.
package struct Verifier {
    let kata: KataRoot
    /// The stages to prove; every stage of the kata when empty.
    let stages: [Int]
    /// `verify --quick`: only `quickChecks`.
    let quick: Bool
    /// The limits, cache and sandbox of verify's gradings, from the command line.
    let options: GradeOptions
    /// Where the progress of its gradings goes.
    let events: any GradingEventRecorder

    package init(kata: KataRoot, stages: [Int], quick: Bool, options: GradeOptions, events: any GradingEventRecorder) {
        self.kata = kata
        self.stages = stages
        self.quick = quick
        self.options = options
        self.events = events
    }

    /// The checklist, in the order it runs and prints.
    static let checks: [any VerifyCheck] = [
        // What verify proves must hold with the sandbox on, as submissions are graded.
        SandboxIsOn(),
        // 1. Starters compile with every test target, and fail fast.
        StartersCompile(),
        StarterTestRunFailsFast(),
        EveryTaskFailsOnStarters(),
        StartsGreenListIsExact(),
        ShippedExamplesCatchNothing(),
        // 2. The reference passes everything, with no warnings.
        ReferencePassesSpecTests(),
        ModelTestsCatchEveryBug(),
        SolutionsBuildWithoutWarnings(),
        SolutionsPassSwiftTest(),
        // 3. Every planted bug compiles and the spec tests catch it, and every mutant.
        SpecTestsCatchEveryBug(),
        SpecTestsKillEveryMutant(),
        EveryStagePlantsFiveBugs(),
        StarterResourcesMatch(),
        // The files that in-place grading and `./grade.sh reset` read, and the hints.
        SpecDigestsAreCurrent(),
        StartersListIsCurrent(),
        WorkbookDeclarationsAreCurrent(),
        HintsAreComplete(),
        SpecTypesNamedByTask(),
        // 4. The workbook and its answers agree with the repository.
        WorkbookCodeAgrees(),
        AnswerLinksLead(),
        QuotedOutputIsPrinted(),
        WorkbookLinksHold(),
        // The GitHub workflows, and the student copy's Classroom workflow (issue 23).
        WorkflowsRunToday(),
        // 5. The grader's own tests.
        GraderTestsPass(),
    ]

    /// `verify --quick`, for an instructor before a session: the starters fail, the reference
    /// passes, every planted bug is caught. No second build of the packages, no workbook checks,
    /// no mutants and no grader tests: a few minutes become under two (`Grader/Benchmarks/verify-quick.sh`).
    static var quickChecks: [any VerifyCheck] { checks.filter { $0 is any QuickVerifyCheck } }

    package func run() -> Int32 {
        VerifyTemporaryFolder.run {
            let stages = self.stages.isEmpty ? kata.stages : self.stages
            let tools = VerifyTools.live(kata: kata, stages: stages, options: options, events: events)
            let context = VerifyContext(kata: kata, stages: stages, options: options, tools: tools)
            return Self.run(quick ? Self.quickChecks : Self.checks, in: context) { line in
                print(line)
                fflush(nil)
            }
        }
    }

    /// Runs the checks in order, writes each one's line as soon as it ends, then the verdict,
    /// and returns the exit code: 0 when every check passed, 1 otherwise.
    ///
    /// A line is `✔ name`, or `✘ name` followed by up to 12 of its problems, indented.
    static func run(_ checks: [any VerifyCheck], in context: VerifyContext, write: (String) -> Void) -> Int32 {
        var failed = 0
        var durations: [(name: String, seconds: Double)] = []
        for check in checks {
            let started = Date()
            let problems = check.run(context)
            durations.append((check.name, Date().timeIntervalSince(started)))
            write("\(problems.isEmpty ? "✔" : "✘") \(check.title(context))")
            for problem in problems.prefix(12) { write("    \(problem)") }
            if !problems.isEmpty { failed += 1 }
        }
        write(failed == 0 ? "\nverify: every check passed" : "\nverify: \(failed) of \(checks.count) checks failed")
        if let longest = longestChecks(durations) { write(longest) }
        return failed == 0 ? 0 : 1
    }

    /// Where verify's time went, for whoever keeps CI within its minutes: the checks that took
    /// half a minute or more, longest first. A build or grading that several checks share is
    /// counted in the first check that needs it.
    static func longestChecks(_ durations: [(name: String, seconds: Double)]) -> String? {
        let long = durations.filter { $0.seconds >= 30 }.sorted { $0.seconds > $1.seconds }
        guard !long.isEmpty else { return nil }
        let total = durations.reduce(0) { $0 + $1.seconds }
        return "Time: \(Int(total.rounded())) s in all; the longest checks: "
            + long.map { "\($0.name) \(Int($0.seconds.rounded())) s" }.joined(separator: "; ")
    }
}

/// A check that `verify --quick` runs too: it needs only the two gradings (starters, reference)
/// and the spec tests' hunt of the planted bugs.
protocol QuickVerifyCheck: VerifyCheck {}

extension SandboxIsOn: QuickVerifyCheck {}
extension EveryTaskFailsOnStarters: QuickVerifyCheck {}
extension ShippedExamplesCatchNothing: QuickVerifyCheck {}
extension ReferencePassesSpecTests: QuickVerifyCheck {}
extension ModelTestsCatchEveryBug: QuickVerifyCheck {}
extension SpecTestsCatchEveryBug: QuickVerifyCheck {}
