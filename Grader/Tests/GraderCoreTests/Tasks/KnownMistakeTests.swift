@testable import GraderEngine
@testable import GraderReports
import Testing

@Suite("Mistakes the workbook teaches, named in the report and the hint")
struct KnownMistakeTests {
    static let localeTest = WrongTest(name: "Amounts › dollars()", status: .failed,
                                      message: "Expectation failed: (formatter.format(1234.5) → \"US$1,234.50\") == \"$1,234.50\"")

    @Test("A test that formats in the machine's locale is told where Task 6 of stage 2 explains it")
    func machineLocale() {
        #expect(KnownMistake.of(Self.localeTest) == .machineLocale)
        let hint = WrongTestHint.text(Self.localeTest, stage: 2, others: 0)
        #expect(hint.contains("Exercises/Stage2.md, Task 6: Format in a fixed locale"), "\(hint)")
        let report = StageReport(stage: 2, status: .incomplete, spec: SpecCounts(passed: 1, failed: 0, total: 1), bugs: nil,
                                 tests: [], bugsMissed: [], wrongTests: [Self.localeTest], compileErrors: [])
        #expect(HumanReport.wrongTestLines(report).last?.hasPrefix("      → it depends on the machine's locale") == true)
    }

    @Test("A test whose result changed between runs of the same code is told about temporary folders (stage 3, task 6)")
    func unsteady() {
        for message in [ReferenceRuns.inconsistentMessage, CatchConfirmation.unsteadyTestMessage] {
            let test = WrongTest(name: "Store › saves()", status: .failed, message: message)
            #expect(KnownMistake.of(test) == .unsteady)
            #expect(WrongTestHint.text(test, stage: 3, others: 0).contains("Exercises/Stage3.md, Task 6"))
        }
    }

    @Test("A test that crashed on a correct implementation is pointed at stage 1's task 2, where a crash is shown")
    func crash() {
        let test = WrongTest(name: "Amounts › smallest()", status: .crashed, message: "crashed: Fatal error: Index out of range")
        #expect(KnownMistake.of(test) == .crash)
        #expect(WrongTestHint.text(test, stage: 2, others: 0).contains("Exercises/Stage1.md, Task 2"))
    }

    @Test("Another failing test is no known mistake")
    func otherFailure() {
        let plain = WrongTest(name: "two()", status: .failed, message: "Expectation failed: (isEven(number: 2) → false)")
        #expect(KnownMistake.of(plain) == nil)
        #expect(!WrongTestHint.text(plain, stage: 1, others: 0).contains("A mistake the workbook teaches"))
    }
}
