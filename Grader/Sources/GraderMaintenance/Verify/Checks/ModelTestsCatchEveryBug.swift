// MARK: - Check: the model tests catch every planted bug

/// The model tests, graded as a learner's tests, pass on the reference and catch every planted
/// bug: a full mark can be earned.
struct ModelTestsCatchEveryBug: VerifyCheck {
    let name = "The model tests pass on the reference and catch every planted bug"

    func run(_ context: VerifyContext) -> [String] {
        context.reference.stages.flatMap { stage -> [String] in
            var problems = stage.wrongTests.map { "stage \(stage.stage): model test \($0.name) fails: \($0.message ?? "")" }
            problems += stage.bugsMissed.map { "stage \(stage.stage): the model tests miss \($0.id)" }
            if let message = stage.learnerTestsMessage { problems.append("stage \(stage.stage): \(message)") }
            if stage.bugs == nil { problems.append("stage \(stage.stage): no planted bugs") }
            return problems
        }
    }
}
