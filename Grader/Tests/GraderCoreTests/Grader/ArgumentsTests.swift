@testable import GraderCLI
@testable import GraderExecution
@testable import GraderReports
import Testing

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

    @Test("SUBCOMMAND --help is that subcommand's help; student-copy --help names no folder to write into")
    func subcommandHelp() throws {
        let copy = try Arguments.parse(["student-copy", "--help"])
        #expect(copy.command == .help && copy.helpTopic == .studentCopy)
        #expect(try Arguments.parse(["hint", "-h"]).helpTopic == .hint)
        #expect(try Arguments.parse(["--help"]).helpTopic == .help)
        #expect(try Arguments.parse(["gradebook", "--help"]).helpTopic == .gradebook)
        #expect(throws: UsageError.self) { try Arguments.parse(["student-copy", "--json"]) }
        let help = Arguments.help(for: .studentCopy)
        #expect(help.hasPrefix("USAGE: ./grade.sh student-copy DIR\n") && help.contains("a git repository"))
        #expect(!help.contains("--junit") && !help.contains("watch"))
        #expect(Arguments.help(for: .hint).contains("--timeout SECONDS") && !Arguments.help(for: .hint).contains("--json"))
        #expect(try Arguments.parse(["--help-all"]).helpTopic == .grade)
        #expect(Arguments.help(for: .grade) == Arguments.usage)
    }

    @Test("--help is the learner's: the loop and its options, nothing for instructors or maintainers, and where the rest is")
    func learnerHelp() {
        let help = Arguments.help(for: .help)
        for learner in ["./grade.sh watch [STAGE]", "./grade.sh hint [STAGE [TASK]]", "  reset STAGE", "  --no-cache", "  --timeout SECONDS",
                        "--help-all", "EXIT CODE:"] {
            #expect(help.contains(learner), "\(learner)")
        }
        for other in ["gradebook", "student-copy", "autograder", "verify", "spec-digests", "--batch", "--junit", "--classroom50",
                      "--allow-modified-kata", "--csv-locale"] {
            #expect(!help.contains(other), "\(other)")
        }
    }

    @Test("An option that is not the subcommand's is refused", arguments: [
        ["hint", "1", "--junit", "x"], ["verify", "--json"], ["watch", "--batch", "a", "--out", "b"],
        ["reset", "1", "--no-bugs"], ["gradebook", "--junit", "j", "out", "a.json"], ["student-copy", "dir", "--timeout", "3"],
    ])
    func foreignOptions(_ words: [String]) {
        #expect(throws: UsageError.self) { try Arguments.parse(words) }
    }

    @Test("The options a subcommand does take are still taken")
    func ownOptions() throws {
        #expect(try Arguments.parse(["hint", "2", "--timeout", "5", "--quiet"]).testTimeout == 5)
        #expect(try Arguments.parse(["verify", "--no-cache", "--kata-root", "k"]).useCache == false)
        #expect(try Arguments.parse(["gradebook", "out", "a.json", "--csv-locale", "eu"]).csvLocale == .europe)
        #expect(try Arguments.parse(["gradebook", "out", "a.json", "--csv-locale", "eu"]).reports == ["a.json"])
        #expect(try Arguments.parse(["1", "--batch", "s", "--out", "g", "--csv-locale", "eu"]).csvLocale == .europe)
        #expect(throws: UsageError.self) { try Arguments.parse(["--csv-locale", "de"]) }
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
