import GraderExecution

// MARK: - Check: Grader/SpecDigests.json is up to date

/// In-place grading compares the spec files with these digests, so they must be the files' own.
struct SpecDigestsAreCurrent: VerifyCheck {
    let name = "Grader/SpecDigests.json lists every spec file as it is"

    func run(_ context: VerifyContext) -> [String] {
        let shipped = ShippedSpecTests.load(kataRoot: context.kata.url)
        return shipped == ShippedSpecTests.current(context.kata) ? []
            : ["\(shipped == nil ? "missing or unreadable" : "out of date"): run ./grade.sh spec-digests and commit it"]
    }
}
