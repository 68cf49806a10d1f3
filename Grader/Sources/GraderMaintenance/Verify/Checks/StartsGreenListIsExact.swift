// MARK: - Check: the workbook lists the spec tests that start green

/// A spec test that passes on the starters is one a learner cannot watch fail: the workbook
/// says which, under `<!-- starts green -->`, and names no other.
struct StartsGreenListIsExact: VerifyCheck {
    let name = "The workbook names every spec test that passes on the starters, and no other"

    func run(_ context: VerifyContext) -> [String] {
        let passingOnStarters = Set(context.starters.stages.flatMap { stage in
            stage.tests.filter { $0.status == .passed }.map { $0.name.components(separatedBy: " › ").last ?? $0.name }
        })
        return StartsGreenCheck.problems(passingOnStarters: passingOnStarters, workbook: context.workbook,
                                         allStagesRan: context.checksEveryStage)
    }
}
