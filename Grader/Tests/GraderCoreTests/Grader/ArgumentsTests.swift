import Testing
@testable import GraderCore

@Suite("Parsing the command line")
struct ArgumentsTests {
    @Test("Stages, options and values")
    func full() throws {
        let arguments = try Arguments.parse(["2", "3", "--submission", "/s", "--json", "--junit", "r.xml", "--timeout", "5", "--no-bugs"])
        #expect(arguments.stages == [2, 3])
        #expect(arguments.submission == "/s")
        #expect(arguments.json)
        #expect(arguments.junit == "r.xml")
        #expect(arguments.testTimeout == 5)
        #expect(!arguments.gradeLearnerTests)
        #expect(arguments.command == .grade)
    }

    @Test("verify and help are commands")
    func commands() throws {
        #expect(try Arguments.parse(["verify"]).command == .verify)
        #expect(try Arguments.parse(["--help"]).command == .help)
    }

    @Test("Bad usage is a UsageError", arguments: [["--bogus"], ["--timeout"], ["--timeout", "soon"], ["0"], ["stage"]])
    func bad(arguments: [String]) {
        #expect(throws: UsageError.self) { try Arguments.parse(arguments) }
    }
}
