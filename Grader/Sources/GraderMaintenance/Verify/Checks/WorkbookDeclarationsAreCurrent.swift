import GraderEngine

// MARK: - Check: Grader/WorkbookDeclarations.json is up to date

/// The grader pins each stage's public declarations as the starters make them
/// (`WorkbookDeclarations`), so the list must be the starters' own, read from their build.
struct WorkbookDeclarationsAreCurrent: VerifyCheck {
    let name = "Grader/WorkbookDeclarations.json pins the starters' public declarations as they are"

    func run(_ context: VerifyContext) -> [String] {
        guard context.starterBuild.end.succeeded else { return ["the starters do not build"] }
        let shipped = WorkbookDeclarations.load(kataRoot: context.kata.url)
        switch Result(catching: { () throws(StageSymbolGraph.Unavailable) in try WorkbookDeclarations.current(context.kata) }) {
        case .failure(let error): return ["cannot read the starters' declarations: \(error)"]
        case .success(let now) where now == shipped: return []
        case .success: return ["\(shipped == nil ? "missing or unreadable" : "out of date"): run ./grade.sh spec-digests and commit it"]
        }
    }
}
