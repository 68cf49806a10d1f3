import Testing

// MARK: - Taking names that are not the submission's own, and telling canaries from twins

extension AttackCatalogue {
    @Test("Stage code that defines Swift Testing's check functions under their own names earns nothing")
    func testLibraryChecksReplaced() throws {
        try AttackRun.expectFutile(.testLibraryChecksReplaced)
    }

    @Test("Stage code that defines the standard library's == of strings under its own name earns nothing")
    func stringEqualityReplaced() throws {
        try AttackRun.expectFutile(.stringEqualityReplaced)
    }

    /// Futile even before the symbol checks, on Linux: the test executable does not export the
    /// stage's `fwrite`, so Swift Testing, a shared library, keeps the C library's. Kept so that
    /// a linker that does export it is caught too.
    @Test("Stage code that defines the C library's fwrite and drops the records of failures earns nothing")
    func libcWriteFiltered() throws {
        try AttackRun.expectFutile(.libcWriteFiltered)
    }

    @Test("Code that forges every spec result at exit but leaves alone the canaries it recognises by their failures earns nothing")
    func canariesRecognised() throws {
        try AttackRun.expectFutile(.canariesRecognised)
    }
}

extension Attack {
    static let testLibraryChecksReplaced = Attack(name: "test-library-checks-replaced", stages: [1])
    static let stringEqualityReplaced = Attack(name: "string-equality-replaced", stages: [1])

    static let libcWriteFiltered = Attack(
        name: "libc-write-filtered", stages: [1],
        literalFiles: AttackCatalogue.stage1Starters(calling: "QuietFailures.keep()"))

    static let canariesRecognised = Attack(
        name: "canaries-recognised", stages: [1],
        shared: ["ResultStreamForger.swift": ["Stages/Stage1"], "CanaryRecogniser.swift": ["Stages/Stage1"]],
        literalFiles: AttackCatalogue.stage1Starters(calling: "CanaryRecogniser.arm()"))
}
