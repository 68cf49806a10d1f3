import Testing

// MARK: - Writing where the grader can: the kata, caches, submissions; reading its secrets

extension AttackCatalogue {
    @Test("Code that rewrites the instructor's spec tests to pass earns nothing, then or at the next grading")
    func specTestsRewritten() throws {
        var run = try AttackRun(.specTestsRewritten)
        _ = try run.gradeAgain()
        try run.expectNoHarm()
    }

    @Test("Code that marks every student's cached results complete changes no one's grade")
    func resultCacheForged() throws {
        try AttackRun.expectFutile(.resultCacheForged)
    }

    @Test("Learner tests that empty the planted-bug catalog leave every planted bug to catch, at the next grading too")
    func bugCatalogEmptied() throws {
        var run = try AttackRun(.bugCatalogEmptied)
        _ = try run.gradeAgain()
        try run.expectNoHarm()
    }

    @Test("Code that patches the grader's own sources to call every stage complete changes no file of the kata")
    func graderSourcesRewritten() throws {
        try AttackRun.expectFutile(.graderSourcesRewritten)
    }

    @Test("Code that rewrites its own submission while it is graded, erasing the evidence, changes nothing")
    func ownSubmissionErased() throws {
        try AttackRun.expectFutile(.ownSubmissionErased)
    }

    @Test("Learner tests that put the grader's environment secrets in a failure message leak nothing into the report")
    func instructorTokenLeaked() throws {
        try AttackRun.expectFutile(.instructorTokenLeaked)
    }

    @Test("Code that sends the grader's secrets to a server cannot reach the network")
    func phonesHome() throws {
        let listener = try TrapListener()
        let run = try AttackRun(.phonesHome, listenerPort: listener.port)
        #expect(!listener.someoneConnected(), "code under test connected to 127.0.0.1:\(listener.port)")
        try run.expectNoHarm()
    }
}

extension Attack {
    static let specTestsRewritten = Attack(name: "spec-tests-rewritten", stages: [1],
        shared: ["KataLocator.swift": ["Stages/Stage1"]],
        literalFiles: AttackCatalogue.stage1Starters(calling: "_ = SpecRelaxer.once"))

    static let resultCacheForged = Attack(name: "result-cache-forged", stages: [1],
        shared: ["KataLocator.swift": ["Stages/Stage1"]],
        literalFiles: AttackCatalogue.stage1Starters(calling: "_ = CacheWarmer.once"))

    static let bugCatalogEmptied = Attack(name: "bug-catalog-emptied", stages: [1],
        shared: ["KataLocator.swift": ["Tests/Stage1Tests"]])

    static let graderSourcesRewritten = Attack(name: "grader-sources-rewritten", stages: [1],
        shared: ["KataLocator.swift": ["Stages/Stage1"]],
        literalFiles: AttackCatalogue.stage1Starters(calling: "_ = GraderPatch.once"))

    static let ownSubmissionErased = Attack(name: "own-submission-erased", stages: [1],
        shared: ["KataLocator.swift": ["Stages/Stage1"]],
        literalFiles: AttackCatalogue.stage1Starters(calling: "_ = Evidence.erased"))

    static let instructorTokenLeaked = Attack(name: "instructor-token-leaked", stages: [1])

    static let phonesHome = Attack(name: "phones-home", stages: [1],
        literalFiles: AttackCatalogue.stage1Starters(calling: "_ = Telemetry.sent"))
}
