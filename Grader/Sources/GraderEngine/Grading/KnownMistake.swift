import Foundation
import GraderExecution

// MARK: - Honest mistakes the workbook teaches, named where the learner makes them

/// A mistake in a learner's test that the workbook has a section on: told by what the test
/// did on a correct implementation, so that the report and `hint` can point at the section
/// rather than only say "fix it or remove it".
package enum KnownMistake: Equatable {
    /// The test formats in the machine's locale: on the grader's machine (plain `C`, so
    /// Foundation's `en_001`) dollars come out as `US$1,234.50`.
    case machineLocale
    /// A synchronous XCTest method on the main actor: XCTest crashes while listing the tests on
    /// Linux, so `swift test` crashes before any test (`XCTestDiscoveryCrash`).
    case mainActorSynchronousXCTest
    /// The test's result changed between runs of the same code: often tests that share one
    /// fixed folder or file and race (tests run in parallel), or read what another left behind.
    case unsteady
    /// The test crashed on a correct implementation: in `swift test` that ends the whole run.
    case crash

    /// The mistake a wrong test shows, if it is one the workbook teaches.
    package static func of(_ test: WrongTest) -> KnownMistake? {
        if test.status == .crashed {
            return test.name.hasSuffix(XCTestDiscoveryCrash.standInName) ? .mainActorSynchronousXCTest : .crash
        }
        guard test.status == .failed, let message = test.message else { return nil }
        if message == ReferenceRuns.inconsistentMessage || message == CatchConfirmation.unsteadyTestMessage { return .unsteady }
        let localeSigns = ["US$", "Locale.current", "locale: .current", "en_001"]
        return localeSigns.contains(where: message.contains) ? .machineLocale : nil
    }

    /// Whether the mistake crashes every `swift test` of the stage's tests: the stage is never
    /// complete while it is there, whatever the grader could run.
    var crashesEveryRun: Bool { self == .mainActorSynchronousXCTest }

    /// What went wrong and where the workbook explains it, one sentence.
    package var pointer: String {
        switch self {
        case .mainActorSynchronousXCTest:
            "a synchronous XCTest method on the main actor crashes XCTest on Linux before any test runs, and every "
                + "swift test of the stage with it: make the method async, as Exercises/Stage2.md, Write the same tests with XCTest, shows"

        case .crash:
            "a crash ends the whole swift test run, every test after it unrun: Exercises/Stage1.md, Task 2: Group the "
                + "digits by thousands, shows what one looks like and how to find its line"
        case .unsteady:
            "tests that share one fixed folder or file race each other and trip on what the last run left: give each "
                + "test a new temporary folder, as Exercises/Stage3.md, Task 6: Save the list, and keep the fake honest, shows"
        case .machineLocale:
            "it depends on the machine's locale, which differs on the grader's machine: give the test a locale "
                + "of its own, as Exercises/Stage2.md, Task 6: Format in a fixed locale, shows (Fix the locale in the test)"
        }
    }
}
