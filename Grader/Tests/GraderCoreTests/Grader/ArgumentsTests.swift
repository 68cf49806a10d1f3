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

    @Test("clean is a command of its own, and takes nothing after it (exit 2 for anything)")
    func clean() throws {
        #expect(try Arguments.parse(["clean"]).command == .clean)
        #expect(throws: UsageError.self) { try Arguments.parse(["clean", "--all"]) }
        #expect(throws: UsageError.self) { try Arguments.parse(["clean", "1"]) }
        #expect(Arguments.usage.contains("./grade.sh clean"))
    }

    @Test("verify --quick is verify's; --gradescope and --classroom50 FILE are grading's, and not a batch's")
    func quickAndPlatforms() throws {
        #expect(try Arguments.parse(["verify", "--quick"]).quick)
        #expect(try !Arguments.parse(["verify"]).quick)
        #expect(throws: UsageError.self) { try Arguments.parse(["--quick"]) }
        #expect(try Arguments.parse(["--gradescope", "results.json"]).gradescope == "results.json")
        #expect(try Arguments.parse(["--no-bugs", "--classroom50", "out.json"]).classroom50 == "out.json")
        #expect(throws: UsageError.self) { try Arguments.parse(["--batch", "a", "--out", "b", "--gradescope", "c"]) }
        #expect(throws: UsageError.self) { try Arguments.parse(["--classroom", "c"]) }
    }

    @Test("autograder names a platform the kata knows and where to write")
    func autograder() throws {
        let gradescope = try Arguments.parse(["autograder", "gradescope", "out.zip"])
        #expect(gradescope.command == .autograder && gradescope.platform == .gradescope && gradescope.out == "out.zip")
        #expect(try Arguments.parse(["autograder", "classroom50", "dir"]).platform == .classroom50)
        #expect(throws: UsageError.self) { try Arguments.parse(["autograder", "classroom", "dir"]) }
        #expect(throws: UsageError.self) { try Arguments.parse(["autograder", "gradescope"]) }
    }

    @Test("mutants is the maintainers' command; --mutants is the learner's extra challenge")
    func mutants() throws {
        let check = try Arguments.parse(["mutants", "2", "--json"])
        #expect(check.command == .mutants && check.stages == [2] && check.json)
        let challenge = try Arguments.parse(["1", "--mutants"])
        #expect(challenge.command == .grade && challenge.mutantChallenge)
        #expect(try !Arguments.parse(["1"]).mutantChallenge)
    }

    @Test("A batch, and the gradebook command with its reports")
    func batchAndGradebook() throws {
        let batch = try Arguments.parse(["1", "--batch", "class", "--out", "grades", "--budget", "60"])
        #expect(batch.batch == "class")
        #expect(batch.out == "grades")
        #expect(batch.stages == [1])
        #expect(batch.budgetGiven && !batch.testTimeoutGiven)
        let gradebook = try Arguments.parse(["gradebook", "grades", "a.json", "b.json"])
        #expect(gradebook.command == .gradebook)
        #expect(gradebook.out == "grades")
        #expect(gradebook.reports == ["a.json", "b.json"])
    }

    @Test("Bad usage is a UsageError", arguments: [
        ["--bogus"], ["--timeout"], ["--timeout", "soon"], ["0"], ["stage"],
        ["--batch", "class"], ["--out", "grades"], ["--batch", "class", "--out", "o", "--json"],
        ["--batch", "class", "--out", "o", "--submission", "s"], ["gradebook"], ["gradebook", "grades"],
        ["--batch", "class", "--out", "o", "--mutants"],
    ])
    func bad(arguments: [String]) {
        #expect(throws: UsageError.self) { try Arguments.parse(arguments) }
    }
}
