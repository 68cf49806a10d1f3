// MARK: - Check: the workbook's code is the repository's

/// The Swift blocks of the workbook and of the answer files quote the repository's code as it is.
struct WorkbookCodeAgrees: VerifyCheck {
    let name = "The Swift blocks of the workbook and Solutions/Answers agree with the repository"

    func run(_ context: VerifyContext) -> [String] {
        let answers = context.stages.map { "\(AnswerLinksCheck.folder)/Stage\($0).md" }
        return (context.workbook.paths + answers).flatMap { path -> [String] in
            do {
                return try SnippetCheck.problems(inMarkdownAt: context.kata.url.appendingPathComponent(path),
                                                 repositoryRoot: context.kata.url)
                    .map { "\(path) \($0)" }
            } catch {
                return ["cannot read \(path): \(error)"]
            }
        }
    }
}
