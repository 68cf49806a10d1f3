import GraderExecution

// MARK: - Check: Grader/Starters.json is up to date

/// `./grade.sh reset` puts back the starter files this list names, so it must name them as
/// they are.
struct StartersListIsCurrent: VerifyCheck {
    let name = "Grader/Starters.json lists every starter file as it is (what ./grade.sh reset puts back)"

    func run(_ context: VerifyContext) -> [String] {
        let shipped = ShippedStarters.load(kataRoot: context.kata.url)
        switch Result(catching: { try ShippedStarters.current(context.kata) }) {
        case .failure(let error): return ["cannot hash the starters: \(error)"]
        case .success(let now) where now == shipped: return []
        case .success: return ["\(shipped == nil ? "missing or unreadable" : "out of date"): run ./grade.sh spec-digests and commit it"]
        }
    }
}
