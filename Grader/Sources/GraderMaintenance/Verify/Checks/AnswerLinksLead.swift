// MARK: - Check: each task's answer link works

/// Each task's `**Answer:**` link leads to a heading of its stage's answer file, and every
/// answer there is linked.
struct AnswerLinksLead: VerifyCheck {
    let name = "Each task's answer link leads to its answer in Solutions/Answers, and every answer is linked"

    func run(_ context: VerifyContext) -> [String] {
        AnswerLinksCheck.problems(workbook: context.workbook, repositoryRoot: context.kata.url)
    }
}
