import Foundation

// MARK: - The spec tests against the planted bugs

/// Runs the spec tests of the kata against every planted bug of the reference: the learner-test
/// machinery (`LearnerPart`), with the spec tests in place of the learner's.
///
/// The one place verify puts the hunt together by hand; when grading becomes one pipeline, this
/// becomes one more use of it.
enum SpecVersusBugsHunt {
    static func run(grader: KataGrader, stages: [Int]) -> [Int: LearnerOutcome] {
        let kata = grader.kata
        let root = grader.workspaceRoot(for: Submission(root: kata.url, inputs: [:]), variant: "spec-vs-bugs")
        let hunt = LearnerPart(grader: grader,
                               folder: root.appendingPathComponent("learner"),
                               cache: ResultCache(folder: root.appendingPathComponent("cache"), secret: grader.secret),
                               testSuffix: "Spec",
                               testFiles: { material in
                                   let files = (try? SafeFileCollector().collect(kata.specTests(material.stage), in: kata.url) {
                                       $0.hasSuffix(".swift")
                                   }) ?? [:]
                                   return (files, files.isEmpty ? "no spec tests" : nil)
                               })
        let materials = stages.map { stage in
            KataGrader.StageMaterial(stage: stage,
                                     input: StageInput(stage: stage, sources: kata.solution(stage), tests: kata.specTests(stage)))
        }
        return hunt.grade(materials)
    }
}
