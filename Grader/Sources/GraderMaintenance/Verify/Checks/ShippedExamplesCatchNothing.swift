// MARK: - Check: the shipped examples are harmless

/// The example tests a learner starts with pass on the reference and catch no planted bug:
/// the bug hunt is the learner's to win.
struct ShippedExamplesCatchNothing: VerifyCheck {
    let name = "The shipped examples pass on the reference and catch no planted bug"

    func run(_ context: VerifyContext) -> [String] {
        context.starters.stages.flatMap { stage -> [String] in
            var problems = stage.wrongTests.map { "stage \(stage.stage): example \($0.name) fails on the reference" }
            if let bugs = stage.bugs, bugs.caught > 0 {
                problems.append("stage \(stage.stage): the examples catch \(stage.bugsCaught.map(\.id).joined(separator: ", "))")
            }
            if let message = stage.learnerTestsMessage { problems.append("stage \(stage.stage): \(message)") }
            return problems
        }
    }
}
