// MARK: - Check: the spec tests kill every mutant

/// Automatic mutants of the reference: the spec tests kill each one that compiles, or
/// `Solutions/Mutants/StageN.json` accepts it, and every entry there still matches a survivor.
/// The line gives the score of each stage.
struct SpecTestsKillEveryMutant: VerifyCheck {
    let name = "The spec tests kill every compiled mutant of the reference, or Solutions/Mutants accepts it"

    func run(_ context: VerifyContext) -> [String] {
        switch context.mutation {
        case .success(let report): return report.problems
        case .failure(let error): return ["\(error)"]
        }
    }

    func detail(_ context: VerifyContext) -> String? {
        guard case .success(let report) = context.mutation else { return nil }
        return "killed: " + report.results.map { "stage \($0.stage): \($0.killed.count)/\($0.compiledCount)" }
            .joined(separator: ", ")
    }
}
