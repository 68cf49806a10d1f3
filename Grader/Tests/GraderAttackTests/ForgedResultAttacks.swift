import Testing

// MARK: - Forging the results of the spec tests

extension AttackCatalogue {
    @Test("Code that appends passing records to the result stream and exits earns nothing")
    func passesAppendedThenExit() throws {
        try AttackRun.expectFutile(.passesAppendedThenExit)
    }

    @Test("Code that flips only the spec tests it can see by name to passed earns nothing")
    func onlyPublicSpecNamesFlipped() throws {
        try AttackRun.expectFutile(.onlyPublicSpecNamesFlipped)
    }

    @Test("A constructor that rewrites the whole result stream consistently at exit, with tests that fail whenever a planted bug is on, earns nothing in any stage")
    func streamRewrittenAtExitInEveryStage() throws {
        let stages = [1, 2, 3, 4]
        try AttackRun.expectFutile(Attack(
            name: "stream-rewritten-at-exit-in-every-stage", stages: stages,
            shared: ["ResultStreamForger.swift": Self.stageFolders(stages), "ForgeAtExit.swift": Self.stageFolders(stages),
                     "BehavesLikeTheReferenceTests.swift": Self.testFolders(stages)]))
    }

    @Test("Code that answers from the spec tests' own use-case tables, read from their sources, earns nothing")
    func specAnswersReadFromTheSpecSources() throws {
        try AttackRun.expectFutile(.specAnswersReadFromTheSpecSources)
    }
}

extension Attack {
    static let passesAppendedThenExit = Attack(
        name: "passes-appended-then-exit", stages: [1],
        shared: ["ResultStreamForger.swift": ["Stages/Stage1"]],
        literalFiles: AttackCatalogue.stage1Starters(calling: "ResultStreamForger.appendPassesAndExit()"))

    static let onlyPublicSpecNamesFlipped: Attack = {
        let suites = #"["Task01IsEvenSpec", "Task02GroupDigitsSpec", "Task03SeparatorAndCurrencySpec"]"#
        return Attack(
            name: "only-public-spec-names-flipped", stages: [1],
            shared: ["ResultStreamForger.swift": ["Stages/Stage1"]],
            literalFiles: AttackCatalogue.stage1Starters(calling: "ResultStreamForger.appendPassesAndExit(onlySuites: \(suites))"))
    }()

    static let specAnswersReadFromTheSpecSources = Attack(name: "spec-answers-read-from-the-spec-sources", stages: [1])
}
