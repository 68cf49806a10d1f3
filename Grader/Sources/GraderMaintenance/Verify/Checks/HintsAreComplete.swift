// MARK: - Check: every task has its hints

/// `Hints/StageN.md` has a Nudge, a Pointer and an Answer for every task, and the workbook's
/// hint of a task is that task's Pointer, word for word.
struct HintsAreComplete: VerifyCheck {
    let name = "Hints/StageN.md has three levels for every task, and each Hint of the workbook is its task's pointer"

    func run(_ context: VerifyContext) -> [String] {
        HintsCheck.problems(kataRoot: context.kata.url, stages: context.stages)
    }
}
