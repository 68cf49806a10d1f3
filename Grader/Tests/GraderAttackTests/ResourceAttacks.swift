import Testing

// MARK: - Exhausting processes, memory and disk (capped: a failed defence must not hurt the machine)

extension AttackCatalogue {
    @Test("A fork bomb of a thousand processes in code under test leaves none behind and hurts no one")
    func forkBomb() throws {
        try AttackRun.expectFutile(Attack(name: "fork-bomb", stages: [1], shared: ["Detached.swift": ["Stages/Stage1"]],
            literalFiles: Self.stage1Starters(calling: "_ = Bomb.started")))
    }

    /// Only the lingering is an outcome this test can see: on a machine with memory to spare,
    /// a gigabyte held during the run changes no grade.
    @Test("A process holding a gigabyte of memory does not outlive the grading")
    func memoryHog() throws {
        try AttackRun.expectFutile(Attack(name: "memory-hog", stages: [1], shared: ["Detached.swift": ["Stages/Stage1"]],
            literalFiles: Self.stage1Starters(calling: "_ = Hog.started")))
    }

    @Test("Half a gigabyte written to the temporary folder does not outlive the grading")
    func diskFiller() throws {
        try AttackRun.expectFutile(Attack(name: "disk-filler", stages: [1],
            literalFiles: Self.stage1Starters(calling: "_ = Filler.done")))
    }
}
