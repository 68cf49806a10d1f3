import GraderExecution

// MARK: - One bug's run out of a pack's

extension BugPacks {
    /// One bug's run out of a pack's: the statuses of its own tests, the others' as the
    /// reference had them. `nil` when the pack's run cannot be split: a time limit or crash no
    /// test carries, or the grader's own failure, belongs to no bug in particular.
    static func run(of bug: Int, in packRun: PlantedBugRun, reaching: [Int: [String]],
                    reference: [String: TestStatus]) -> PlantedBugRun? {
        guard !packRun.timedOutUnblamed, !packRun.crashedUnblamed, packRun.harnessError == nil else { return nil }
        let own = Set(reaching[bug] ?? [])
        return PlantedBugRun(statuses: packRun.statuses.filter { own.contains($0.key) }).completed(by: reference)
    }
}

extension PlantedBugRun {
    /// This run, with each test it left out as the reference had it: a test that never runs a
    /// bug's code runs as on the reference.
    func completed(by reference: [String: TestStatus]) -> PlantedBugRun {
        var run = self
        run.statuses.merge(reference) { own, _ in own }
        return run
    }
}
