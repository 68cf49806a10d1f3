import Foundation
@testable import GraderEngine
@testable import GraderExecution
@testable import GraderMaintenance
@testable import GraderReports
import Testing

@Suite("Exercism's results.json and the student copy's texts")
struct InstructorOutputTests {
    static let spec = """
        import Testing

        @Suite("Task 2: Group the digits")
        struct Task2Spec {
            @Test("A thousand", arguments: [1000])
            func thousand(number: Int) {
                let text = "{ not a brace } // nor this {"
                #expect(format(number) == "1.000", "\\(text)")  // a comment with a brace {
            }

            @Test func zero() { #expect(format(0) == "0") }
        }
        """

    @Test("A test's code is its function's body, dedented, with braces in strings and comments ignored")
    func testCode() {
        #expect(SpecTestCode.body(ofTestAt: 5, in: Self.spec) == """
            let text = "{ not a brace } // nor this {"
            #expect(format(number) == "1.000", "\\(text)")  // a comment with a brace {
            """)
        #expect(SpecTestCode.body(ofTestAt: 11, in: Self.spec) == #"#expect(format(0) == "0")"#)
        #expect(SpecTestCode.body(ofTestAt: 3, in: Self.spec) == nil)
    }

    static func report(_ statuses: [TestStatus], stageStatus: StageStatus = .incomplete) -> GradeReport {
        let tests = statuses.enumerated().map { index, status in
            ReportedTest(name: "Task 2: Group the digits › test \(index)", status: status,
                         message: status == .passed ? nil : "went wrong", file: nil, line: nil)
        }
        let passed = statuses.filter { $0 == .passed }.count
        return GradeReport(stages: [StageReport(
            stage: 1, status: stageStatus, spec: SpecCounts(passed: passed, failed: statuses.count - passed, total: statuses.count),
            bugs: nil, tests: tests, bugsMissed: [], wrongTests: [], compileErrors: [])])
    }

    static func parse(_ text: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
    }

    @Test("Statuses map to pass, fail and error; a task id comes from the suite; the top level follows")
    func statuses() throws {
        let kata = URL(fileURLWithPath: "/nonexistent")
        let mixed = try Self.parse(ExercismReport.render(Self.report([.passed, .failed, .crashed, .timeout, .noResult]), kataRoot: kata))
        #expect(mixed["version"] as? Int == 3)
        #expect(mixed["status"] as? String == "fail")
        let tests = try #require(mixed["tests"] as? [[String: Any]])
        #expect(tests.map { $0["status"] as? String } == ["pass", "fail", "error", "error", "fail"])
        #expect(tests.allSatisfy { $0["task_id"] as? Int == 2 })
        #expect(tests[0]["message"] == nil)
        #expect(tests[1]["name"] as? String == "Stage 1 › Task 2: Group the digits › test 1")
        let passing = try Self.parse(ExercismReport.render(Self.report([.passed, .passed]), kataRoot: kata))
        #expect(passing["status"] as? String == "pass")
        // Forged results earn nothing here either.
        let forged = try Self.parse(ExercismReport.render(Self.report([.passed], stageStatus: .tampered), kataRoot: kata))
        #expect(forged["status"] as? String == "fail")
    }

    @Test("Only hints stay folded away in the student's workbook; the answers, checks and peeking go, in every file")
    func exercises() throws {
        let entry = """
            # Workbook

            | `Solutions/` | answers | no |

            ## Peek at the answers

            Run KATA_SOLUTIONS=1 swift test.

            ## Go through the stages

            1. [Stage 1](Exercises/Stage1.md)
            """
        let stage = """
            # Stage 1

            <details>
            <summary>Hint</summary>

            <!-- check: Solutions/Stage1/A.swift -->
            Think of zero.
            </details>

            <details>
            <summary>Answer</summary>

            The answer is 42.
            </details>

            **Answer:** [Task 2: Odd](../Solutions/Answers/Stage1.md#task-2-odd), in `Solutions/Answers/Stage1.md`.
            """
        let workbook = Workbook(pages: [Workbook.Page(path: "Exercises.md", stage: nil, text: entry),
                                        Workbook.Page(path: "Exercises/Stage1.md", stage: 1, text: stage)], missing: [])
        let copy = try ExercisesWithoutAnswers.rewrite(workbook)
        #expect(Set(copy.keys) == ["Exercises.md", "Exercises/Stage1.md"])
        let entryCopy = try #require(copy["Exercises.md"])
        let stageCopy = try #require(copy["Exercises/Stage1.md"])
        #expect(!entryCopy.contains("KATA_SOLUTIONS"))
        #expect(!entryCopy.contains("| `Solutions/`"))
        #expect(entryCopy.contains("[Stage 1](Exercises/Stage1.md)"), "links between the workbook's files stay")
        #expect(stageCopy.contains("Think of zero."))
        #expect(!stageCopy.contains("42"))
        #expect(!stageCopy.contains("Solutions/Answers"))
        #expect(stageCopy.components(separatedBy: ExercisesWithoutAnswers.answerNote).count == 3)
        #expect(!stageCopy.contains("<!-- check:"))
        #expect(stageCopy.hasPrefix("# Stage 1"))
        #expect(throws: UsageError.self) {
            try ExercisesWithoutAnswers.rewrite(Workbook.Page(path: "Exercises/Stage1.md", stage: 1, text: "<details>\nnever closed\n"))
        }
        #expect(throws: UsageError.self) {
            try ExercisesWithoutAnswers.rewrite(Workbook(pages: workbook.pages, missing: ["Exercises/Stage2.md"]))
        }
    }

    @Test("The copy's manifest has no KATA_SOLUTIONS switch; a manifest without one is an error to fix")
    func manifest() throws {
        let manifest = """
            // With KATA_SOLUTIONS=1, every stage is built from the reference.
            // It says so.

            let useSolutions = Context.environment["KATA_SOLUTIONS"] == "1"
            """
        let copy = try StudentCopy.packageWithoutSolutions(manifest)
        #expect(!copy.contains("KATA_SOLUTIONS"))
        #expect(copy.contains("let useSolutions = false"))
        #expect(throws: UsageError.self) { try StudentCopy.packageWithoutSolutions("let useSolutions = true") }
    }
}
