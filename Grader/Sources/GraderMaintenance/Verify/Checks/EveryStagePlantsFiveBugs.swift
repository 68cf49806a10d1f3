import Foundation
import GraderEngine

// MARK: - Check: five planted bugs per stage

/// Every stage's bug catalog loads and plants at least five bugs.
struct EveryStagePlantsFiveBugs: VerifyCheck {
    let name = "Every stage plants at least five bugs"

    func run(_ context: VerifyContext) -> [String] {
        context.stages.flatMap { stage -> [String] in
            do {
                let catalog = try BugCatalog.load(from: context.kata.bugCatalog(stage), stage: stage)
                return catalog.bugs.count >= 5 ? [] : ["stage \(stage): \(catalog.bugs.count) planted bugs, at least 5 expected"]
            } catch {
                return ["stage \(stage): \(error)"]
            }
        }
    }
}
