import Testing

// MARK: - Processes that outlive the grading, and a build that never ends

extension AttackCatalogue {
    @Test("A process started in a session of its own by code under test does not outlive the grading")
    func processOutlivesTheGrading() throws {
        try AttackRun.expectFutile(.processOutlivesTheGrading)
    }

    @Test("A process left behind to break the build of students graded later changes no one's grade")
    func leftoverSabotagesTheNextStudent() throws {
        try AttackRun.expectFutile(.leftoverSabotagesTheNextStudent)
    }

    @Test("A file that is slow to type-check times out only its own stage and leaves no compiler running")
    func slowTypeCheck() throws {
        try AttackRun.expectFutile(Attack(name: "slow-type-check", stages: [1, 2], honestStages: [1], compiles: false,
            graderOptions: ["--no-cache", "--build-timeout", "20"]))
    }
}

extension Attack {
    static let processOutlivesTheGrading = Attack(name: "process-outlives-the-grading", stages: [1],
        shared: ["Detached.swift": ["Stages/Stage1"]],
        literalFiles: AttackCatalogue.stage1Starters(calling: "_ = Helper.started"))

    static let leftoverSabotagesTheNextStudent = Attack(name: "leftover-sabotages-the-next-student", stages: [1],
        shared: ["Detached.swift": ["Stages/Stage1"], "KataLocator.swift": ["Stages/Stage1"]],
        literalFiles: AttackCatalogue.stage1Starters(calling: "_ = Saboteur.started"))
}
