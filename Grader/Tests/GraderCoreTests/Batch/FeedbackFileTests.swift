import Foundation
@testable import GraderEngine
@testable import GraderReports
import Testing

@Suite("Each student's feedback file, and what learners never see")
struct FeedbackFileTests {
    static let id = "odd-check-wrong-for-negatives"

    /// Bob's report, his missed bug still holding the catalog's id in memory, as graded.
    static var bob: GradeReport {
        var report = ClassSummaryTests.report(passing: 2, missed: [ClassSummaryTests.negatives],
                                              wrong: [WrongTest(name: "threeIsEven()", status: .failed, message: "3 is odd")])
        report.stages[0].bugsMissed[0].id = id
        return report
    }

    @Test("Marks, tasks, the planted bugs missed by hint and the wrong tests with their reason, as ./grade.sh says them")
    func content() throws {
        let text = FeedbackFile.render(name: "Bob", report: Self.bob)
        #expect(text.hasPrefix("# Feedback for Bob\n"))
        #expect(text.contains("Points: **11.67 of 20** · Stages complete: 0 of 1"))
        #expect(text.contains("## Stage 1 · 11.67 of 20 points\n"))
        #expect(text.contains("- ✔ Task 1: Tell odd from even (2 of 2 spec tests pass)"))
        #expect(text.contains("- ✘ Task 2: Group the digits (0 of 1 spec tests pass)"))
        #expect(text.contains("  - \(ClassSummaryTests.negatives)"))
        #expect(text.contains("  - threeIsEven(): 3 is odd"))
        // Every line of the text report, as the learner's own ./grade.sh prints it.
        let stageLines = HumanReport.render(Self.bob).split(separator: "\n").dropLast(2)
        for line in stageLines where !line.isEmpty {
            #expect(text.contains(line), "\(line)")
        }
    }

    @Test("Feedback to send as is: no machine path, the workbook's words, each message once, no --mutants advice")
    func sendAsIs() {
        var timedOut = Self.bob
        timedOut.stages[0].status = .timeout
        timedOut.stages[0].message = "timed out: a test ran longer than 10 s"
        timedOut.stages[0].learnerTestsMessage = "timed out: a test ran longer than 10 s"
        timedOut.stages[0].bugs = BugCounts(caught: 3, total: 3)
        timedOut.stages[0].bugsMissed = []
        timedOut.notice = "The spec tests in this submission's Tests/Stage1Spec differ from the kata's and were not used."
        let text = FeedbackFile.render(name: "Bob", report: timedOut)
        #expect(text.components(separatedBy: "timed out: a test ran longer than 10 s").count == 2, "once: \(text)")
        #expect(!text.contains("--mutants"), "\(text)")
        #expect(text.contains("differ from the workbook's") && !text.contains("the kata"), "\(text)")

        var lost = GradeReport(stages: [])
        lost.problem = "/home/teacher/class-2026/submissions/bob is not a copy of the workbook: it has no Stages folder"
        let feedback = FeedbackFile.render(name: "Bob", report: lost)
        #expect(!feedback.contains("/home/teacher") && feedback.contains("bob is not a copy"), "\(feedback)")
        #expect(BatchGrader.inStudentWords("the submission /srv/class/bob does not exist",
                                           submission: URL(fileURLWithPath: "/srv/class/bob")) == "your submission does not exist")
    }

    @Test("No bug id and no class figures in a learner's feedback, text report or JSON report")
    func noBugIDs() {
        let feedback = FeedbackFile.render(name: "Bob", report: Self.bob)
        for text in [feedback, HumanReport.render(Self.bob), JSONReport.render(Self.bob)] {
            #expect(!text.contains(Self.id))
            #expect(!text.contains("negatives"))
        }
        #expect(!feedback.contains("missed by"))
        #expect(!feedback.contains(" of 3 students"))
    }

    @Test("A name is escaped for Markdown, and the report's lines cannot close their code block")
    func hostileText() {
        var report = Self.bob
        report.stages[0].wrongTests = [WrongTest(name: "a ```` b", status: .failed, message: "<img src=x>")]
        let text = FeedbackFile.render(name: "[Eve](https://example.com) <b>", report: report)
        #expect(text.hasPrefix(#"# Feedback for \[Eve\](https://example.com) \<b\>"#))
        #expect(text.contains("`````text\n"), "a fence longer than any run of backticks inside")
        #expect(FeedbackFile.path(for: "Zoë Ñúñez, O'Brien") == "feedback/Zoë Ñúñez, O'Brien.md")
        #expect(FeedbackFile.path(for: "a/b").hasPrefix("feedback/a_b-"))
    }

    @Test("A submission that could not be graded gets a file that says why")
    func problem() {
        var report = GradeReport(stages: [])
        report.problem = "it is not a copy of the kata"
        #expect(FeedbackFile.render(name: "Ed", report: report)
                == "# Feedback for Ed\n\nYour submission could not be graded: it is not a copy of the kata\n")
    }
}
