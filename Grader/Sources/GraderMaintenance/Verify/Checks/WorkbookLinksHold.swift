// MARK: - Check: the workbook's files hold together

/// Every link between the kata's files leads to a file and heading that exist, the entry links
/// to every stage, and each stage file's contents list matches its sections.
struct WorkbookLinksHold: VerifyCheck {
    let name = "The workbook's links lead to files and headings that exist, and each stage file lists its sections"

    func run(_ context: VerifyContext) -> [String] {
        WorkbookLinksCheck.problems(workbook: context.workbook, repositoryRoot: context.kata.url)
    }
}
