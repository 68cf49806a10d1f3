import Testing

// MARK: - Writing where the grader can: the kata, caches, submissions; reading its secrets

extension AttackCatalogue {
    @Test("Code that rewrites the instructor's spec tests to pass earns nothing, then or at the next grading")
    func specTestsRewritten() throws {
        var run = try AttackRun(Attack(name: "spec-tests-rewritten", stages: [1],
            shared: ["KataLocator.swift": ["Stages/Stage1"]],
            literalFiles: Self.stage1Starters(calling: "_ = SpecRelaxer.once")))
        _ = try run.gradeAgain()
        try run.expectNoHarm()
    }

    @Test("Code that marks every student's cached results complete changes no one's grade")
    func resultCacheForged() throws {
        try AttackRun.expectFutile(Attack(name: "result-cache-forged", stages: [1],
            shared: ["KataLocator.swift": ["Stages/Stage1"]],
            literalFiles: Self.stage1Starters(calling: "_ = CacheWarmer.once")))
    }

    @Test("Learner tests that empty the planted-bug catalog leave every planted bug to catch, at the next grading too")
    func bugCatalogEmptied() throws {
        var run = try AttackRun(Attack(name: "bug-catalog-emptied", stages: [1],
            shared: ["KataLocator.swift": ["Tests/Stage1Tests"]]))
        _ = try run.gradeAgain()
        try run.expectNoHarm()
    }

    @Test("Code that patches the grader's own sources to call every stage complete changes no file of the kata")
    func graderSourcesRewritten() throws {
        try AttackRun.expectFutile(Attack(name: "grader-sources-rewritten", stages: [1],
            shared: ["KataLocator.swift": ["Stages/Stage1"]],
            literalFiles: Self.stage1Starters(calling: "_ = GraderPatch.once")))
    }

    @Test("Code that rewrites its own submission while it is graded, erasing the evidence, changes nothing")
    func ownSubmissionErased() throws {
        try AttackRun.expectFutile(Attack(name: "own-submission-erased", stages: [1],
            shared: ["KataLocator.swift": ["Stages/Stage1"]],
            literalFiles: Self.stage1Starters(calling: "_ = Evidence.erased")))
    }

    @Test("Learner tests that put the grader's environment secrets in a failure message leak nothing into the report")
    func instructorTokenLeaked() throws {
        try AttackRun.expectFutile(Attack(name: "instructor-token-leaked", stages: [1]))
    }

    @Test("Code that sends the grader's secrets to a server cannot reach the network")
    func phonesHome() throws {
        let listener = try TrapListener()
        let run = try AttackRun(Attack(name: "phones-home", stages: [1],
            literalFiles: Self.stage1Starters(calling: "_ = Telemetry.sent")), listenerPort: listener.port)
        #expect(!listener.someoneConnected(), "code under test connected to 127.0.0.1:\(listener.port)")
        try run.expectNoHarm()
    }
}
