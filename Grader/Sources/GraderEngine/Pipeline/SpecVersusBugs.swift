import Foundation
import GraderExecution

// MARK: - The maintainers' hunt: the spec tests against every planted bug

/// `verify`'s proof that the spec tests catch every planted bug: a bug hunt with the kata's spec
/// tests in the hunters' place, against the reference, in a workspace of its own.
package enum SpecVersusBugs {
    package static func hunt(_ session: GradingSession, stages: [Int]) -> [Int: LearnerOutcome] {
        let kata = session.kata
        let root = session.workspaceRoot(for: Submission(root: kata.url, inputs: [:]), variant: "spec-vs-bugs")
        let materials = stages.map { stage in
            StageMaterial(stage: stage, input: StageInput(stage: stage, sources: kata.solution(stage), tests: kata.specTests(stage)))
        }
        let context = session.context()
        let job = BugHuntJob(context: context, folder: root.appendingPathComponent("learner"),
                             materials: Dictionary(uniqueKeysWithValues: materials.map { ($0.stage, $0) }), tests: .spec)
        let cache = session.cache(in: root.appendingPathComponent("cache"))
        return StagePipeline(job: job, context: context, cache: cache).run(stages)
    }
}
