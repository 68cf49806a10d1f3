import Testing

// MARK: - Exhausting processes, memory and disk (capped: a failed defence must not hurt the machine)

extension AttackCatalogue {
    @Test("A fork bomb of a thousand processes in code under test leaves none behind and hurts no one")
    func forkBomb() throws {
        try AttackRun.expectFutile(.forkBomb)
    }

    /// Only the lingering is an outcome this test can see: on a machine with memory to spare,
    /// a gigabyte held during the run changes no grade.
    @Test("A process holding a gigabyte of memory does not outlive the grading")
    func memoryHog() throws {
        try AttackRun.expectFutile(.memoryHog)
    }

    @Test("Half a gigabyte written to the temporary folder does not outlive the grading")
    func diskFiller() throws {
        try AttackRun.expectFutile(.diskFiller)
    }
}

extension Attack {
    static let forkBomb = Attack(name: "fork-bomb", stages: [1], shared: ["Detached.swift": ["Stages/Stage1"]],
        literalFiles: AttackCatalogue.stage1Starters(calling: "_ = Bomb.started"))

    static let memoryHog = Attack(name: "memory-hog", stages: [1], shared: ["Detached.swift": ["Stages/Stage1"]],
        literalFiles: AttackCatalogue.stage1Starters(calling: "_ = Hog.started"))

    static let diskFiller = Attack(name: "disk-filler", stages: [1],
        literalFiles: AttackCatalogue.stage1Starters(calling: "_ = Filler.done"))
}
