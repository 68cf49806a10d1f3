// MARK: - Check: the spec tests catch every planted bug

/// Every planted bug compiles, and the spec tests catch it: a bug nothing catches teaches nothing.
struct SpecTestsCatchEveryBug: VerifyCheck {
    let name = "Every planted bug compiles and is caught by the spec tests"

    func run(_ context: VerifyContext) -> [String] {
        let hunted = context.specHunt
        return context.stages.flatMap { stage -> [String] in
            guard let outcome = hunted[stage] else { return ["stage \(stage): no planted bugs"] }
            var problems = outcome.missed.map { "stage \(stage): the spec tests miss \($0.id)" }
            problems += outcome.compileErrors.map { "stage \(stage): \($0)" }
            if let message = outcome.message { problems.append("stage \(stage): \(message)") }
            return problems
        }
    }
}
