import GraderEngine
import GraderExecution

// MARK: - Check: the spec tests catch every planted bug, in the tasks the catalog names

/// Every planted bug compiles, and the spec tests catch it: a bug nothing catches teaches nothing.
/// The catalog names the tasks whose spec tests catch each bug (`PlantedBug.tasks`): a learner's
/// catch of it counts once their code passes one of those tasks (`CatchRule`), so the list must
/// be the one the spec tests prove.
struct SpecTestsCatchEveryBug: VerifyCheck {
    let name = "Every planted bug compiles and is caught by the spec tests of the tasks its catalog names"

    func run(_ context: VerifyContext) -> [String] {
        let hunted = context.specHunt
        return context.stages.flatMap { stage -> [String] in
            guard let outcome = hunted[stage] else { return ["stage \(stage): no planted bugs"] }
            var problems = outcome.missed.map { "stage \(stage): the spec tests miss \($0.id)" }
            problems += outcome.compileErrors.map { "stage \(stage): \($0)" }
            if let message = outcome.message { problems.append("stage \(stage): \(message)") }
            let catalog = try? BugCatalog.load(from: context.kata.bugCatalog(stage), stage: stage)
            for bug in outcome.caughtBugs {
                let proven = Self.tasks(of: bug.caughtBy ?? [])
                let listed = catalog?.bugs.first { $0.id == bug.id }?.tasks ?? []
                if proven != listed {
                    problems.append("stage \(stage): \(bug.id) is caught by the spec tests of tasks \(proven); "
                        + "its catalog says \"tasks\": \(listed)")
                }
            }
            return problems
        }
    }

    /// The task numbers of spec tests named `Task 2: … › …`, sorted.
    static func tasks(of testNames: [String]) -> [Int] {
        let suites = testNames.map { $0.components(separatedBy: " › ").first ?? $0 }
        return Set(suites.compactMap { StageTasks.parse(suite: $0)?.task }).sorted()
    }
}
