// MARK: - Check: every spec type is named after its task

/// `--filter StageNSpec.TaskNN` runs one task's spec tests, as `Exercises.md` teaches, only when
/// every spec suite's type is named `TaskNN…Spec`.
struct SpecTypesNamedByTask: VerifyCheck {
    let name = "Every spec suite's type is named after its task (TaskNN…Spec), so --filter StageNSpec.TaskNN works"

    func run(_ context: VerifyContext) -> [String] {
        context.stages.flatMap { stage in
            let folder = context.kata.specTests(stage)
            return SpecTypeNamesCheck.problems(specFolder: context.kata.url.appendingPathComponent(folder), name: folder)
        }
    }
}
