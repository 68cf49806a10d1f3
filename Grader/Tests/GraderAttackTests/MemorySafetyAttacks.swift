import Testing

// MARK: - Reading the code under test (issue 39: memory safety is the wall)

extension AttackCatalogue {
    /// Seen succeeding before the memory wall (6/6 planted bugs of stage 1, graded for marks):
    /// the switch's key read from the program's code, mapped readable in its own process, through
    /// `UnsafeRawBufferPointer`. Now the learner's tests compile as memory-safe Swift, where an
    /// unsafe pointer does not compile: the tests do not build, and catch nothing.
    @Test("Learner tests that read the planted-bug switch's key from their own code through a pointer catch none")
    func bugSwitchFoundInOwnCode() throws {
        try AttackRun.expectFutile(.bugSwitchFoundInOwnCode)
    }

    /// The same tests with every pointer marked `unsafe`, as strict memory safety asks, in a
    /// test and in a property wrapper: the source check refuses the word, and the stage earns
    /// nothing. (A macro cannot hide it: the learner's package has no macro target.)
    @Test("Learner tests that mark their pointer reads unsafe are refused and catch none")
    func unsafeMarkedPointerRead() throws {
        try AttackRun.expectFutile(.unsafeMarkedPointerRead)
    }

    /// Seen succeeding before the file wall, as root (CI's case): `/proc/self/mem` opened with a
    /// `FileHandle`, the test binary read through `/proc/self/exe` and through its path, and a
    /// child process that prints the binary. Memory-safe Swift all, so only the run can stop
    /// them: the program may be executed but not read, and `/proc` shows only the maps file and
    /// the link to the program. Each read fails, the tests pass everywhere, and catch nothing.
    @Test("Learner tests that read their own code through /proc/self/mem, /proc/self/exe, their path or a child process catch none")
    func bugSwitchReadThroughFiles() throws {
        try AttackRun.expectFutile(.bugSwitchReadThroughFiles)
    }

    /// Seen succeeding (6/6 planted bugs of stage 1, graded for marks) while only the grader's
    /// tokenizer looked for the word: a regex literal with a quote in it hid the rest of its
    /// line. The compiler's parser, which reads the sources too (`CompilerReadAttributes`),
    /// finds the `unsafe` expression: the stage is refused and earns nothing.
    @Test("Learner tests that hide the word unsafe behind a regex literal are refused and catch none")
    func unsafeHiddenFromTheTokenizer() throws {
        try AttackRun.expectFutile(.unsafeHiddenFromTheTokenizer)
    }
}

extension Attack {
    static let bugSwitchFoundInOwnCode = Attack(name: "bug-switch-found-in-own-code", stages: [1])
    static let bugSwitchReadThroughFiles = Attack(
        name: "bug-switch-read-through-files", stages: [1], shared: ["SwitchKeyScan.swift": ["Tests/Stage1Tests"]])
    static let unsafeHiddenFromTheTokenizer = Attack(
        name: "unsafe-hidden-from-the-tokenizer", stages: [1], shared: ["SwitchKeyScan.swift": ["Tests/Stage1Tests"]])

    static let unsafeMarkedPointerRead = Attack(
        name: "unsafe-marked-pointer-read", stages: [1],
        literalFiles: ["Tests/Stage1Tests/PeekTests.swift": """
            import Testing
            @testable import Stage1

            /// Reads a byte of `isEven`'s code, as strict memory safety allows once it says `unsafe`.
            struct PeekTests {
                @Test func peekAtTheCode() {
                    let function: (Int) -> Bool = { isEven(number: $0) }
                    let address = unsafe unsafeBitCast(function, to: (UnsafeRawPointer, UnsafeRawPointer).self).0
                    #expect(unsafe address.load(as: UInt8.self) != 0x90)
                }
            }

            """,
            // The same read in a property wrapper's getter: a word in a declaration is a word.
            "Tests/Stage1Tests/PeekWrapper.swift": """
            @propertyWrapper
            struct FirstByte {
                let function: (Int) -> Bool
                var wrappedValue: UInt8 {
                    unsafe unsafeBitCast(function, to: (UnsafeRawPointer, UnsafeRawPointer).self).0.load(as: UInt8.self)
                }
            }

            """])
}
