import Foundation
@testable import GraderEngine
@testable import GraderExecution
@testable import GraderMaintenance
@testable import GraderReports
import Testing

@Suite("verify's checks, on faked builds and gradings")
struct VerifyChecksTests {
    /// Tools whose `swift` runs answer with `answer` and are written down in `runs`.
    final class FakeSwift {
        var runs: [[String]] = []
        let answer: ([String]) -> ProcessResult

        init(answer: @escaping ([String]) -> ProcessResult) { self.answer = answer }

        var tools: VerifyTools {
            var tools = VerifyTools.unexpected
            tools.runProcess = { request in
                self.runs.append(request.arguments)
                return self.answer(request.arguments)
            }
            return tools
        }
    }

    @Test("The sandbox check fails when bubblewrap runs without kata-sandbox-start, and says which it has")
    func sandboxWithoutStarter() {
        func context(_ sandbox: Sandbox) -> VerifyContext {
            var options = GradeOptions()
            options.sandbox = .known(sandbox)
            return VerifyContext(kata: KataRoot(url: URL(fileURLWithPath: "/nonexistent-kata")), stages: [1], options: options,
                                 tools: .unexpected)
        }
        let started = context(Sandbox(kind: .bubblewrap("/usr/bin/bwrap"), starter: "/grader/kata-sandbox-start"))
        #expect(SandboxIsOn().run(started).isEmpty)
        #expect(SandboxIsOn().detail(started) == "bubblewrap, /usr/bin/bwrap, kata-sandbox-start")
        let unstarted = context(Sandbox(kind: .bubblewrap("/usr/bin/bwrap"), starterProblem: "kata-sandbox-start does not run here: EPERM"))
        #expect(SandboxIsOn().run(unstarted) == ["the runs' /tmp has no file limit: kata-sandbox-start does not run here: EPERM"])
        #expect(SandboxIsOn().detail(unstarted) == "bubblewrap, /usr/bin/bwrap")
    }

    @Test("Starters that pass swift test fail verify with exit code 1, after the build the run needs")
    func startersThatPass() {
        let swift = FakeSwift { _ in VerifyFakes.processResult(.exited(0)) }
        var lines: [String] = []
        let exitCode = Verifier.run([StarterTestRunFailsFast(), StartersCompile()], in: .fake(tools: swift.tools)) {
            lines.append($0)
        }
        #expect(lines == [
            "✘ swift test on the starters fails fast, with no crash",
            "    swift test passes on the starters: every stage should start with failing tests",
            "✔ The starters compile with every test target (swift build --build-tests)",
            "\nverify: 1 of 2 checks failed",
        ])
        #expect(exitCode == 1)
        // The test run asked for the build first, and the compile check reused it.
        #expect(swift.runs.map { Array($0.prefix(2)) } == [["build", "--build-tests"], ["test", "--skip-build"]])
    }

    @Test("A line the workbook quotes counts when a second run of swift test prints it; no third run is made")
    func quotedOutputRetries() {
        var outputs = ["Building…", "✘ Test isEven() failed", "✘ Test isEven() failed"]
        let swift = FakeSwift { arguments in
            arguments.first == "build"
                ? VerifyFakes.processResult(.exited(0))
                : VerifyFakes.processResult(.exited(1), output: outputs.removeFirst())
        }
        let context = VerifyContext.fake(tools: swift.tools)
        context.workbook = Workbook(
            pages: [Workbook.Page(path: "Exercises.md", stage: nil,
                                  text: "<!-- output: starters -->\n```text\n✘ Test isEven() failed\n```\n")],
            missing: [])
        #expect(QuotedOutputIsPrinted().run(context).isEmpty)
        #expect(swift.runs.filter { $0.first == "test" }.count == 2)
    }

    @Test("Each task fails on the starters: a task whose tests all pass is named, from one grading shared by the checks")
    func everyTaskFails() {
        var gradings: [Submission] = []
        var tools = VerifyTools.unexpected
        tools.grade = { submission in
            gradings.append(submission)
            return GradeReport(stages: [VerifyFakes.starterReport(stage: 1, [("Task 1: Even", .failed), ("Task 2: Format", .passed)])])
        }
        let context = VerifyContext.fake(tools: tools)

        #expect(EveryTaskFailsOnStarters().run(context) == [#"stage 1: no spec test of "Task 2: Format" fails on the starter"#])
        #expect(ShippedExamplesCatchNothing().run(context).isEmpty)
        #expect(gradings.count == 1)
        #expect(gradings.first?.inputs[1]?.sources == "Stages/Stage1")
    }

    @Test("The spec tests' hunt: a missed bug and a stage with no outcome are problems")
    func specHunt() {
        var tools = VerifyTools.unexpected
        tools.huntBugsWithSpecTests = {
            [1: LearnerOutcome(caught: 4, total: 5, missed: [HuntedBug(id: "S1-odd-negative", hint: "negative numbers")], wrong: [])]
        }
        let context = VerifyContext.fake(stages: [1, 2], tools: tools)
        #expect(SpecTestsCatchEveryBug().run(context) == [
            "stage 1: the spec tests miss S1-odd-negative",
            "stage 2: no planted bugs",
        ])
    }

    @Test("The mutants' line gives each stage's score, and no score when the run could not start")
    func mutantScores() {
        let check = SpecTestsKillEveryMutant()
        var failing = VerifyTools.unexpected
        failing.killMutants = { .failure(UsageError("Solutions/Mutants/Stage1.json is not JSON")) }
        let broken = VerifyContext.fake(tools: failing)
        #expect(check.run(broken) == ["Solutions/Mutants/Stage1.json is not JSON"])
        #expect(check.title(broken) == check.name)

        var runs = 0
        var scoring = VerifyTools.unexpected
        scoring.killMutants = {
            runs += 1
            return .success(MutationReport(results: [StageMutationResult(stage: 1, generated: [], notCompiled: [],
                                                                         killed: [], survived: [], problem: nil)],
                                           lists: [:]))
        }
        let scored = VerifyContext.fake(tools: scoring)
        #expect(check.run(scored).isEmpty)
        #expect(check.title(scored) == check.name + " (killed: stage 1: 0/0)")
        #expect(runs == 1)
    }

    @Test("A failed run is quoted by its failures, never by a test whose name holds a marker")
    func failureExcerpt() {
        let log = """
            ◇ Test "watch shows ✘ spec edited" started.
            ✔ Test "watch shows ✘ spec edited" passed after 0.1 seconds.
            ✘ Test "twoGradesAtOnce" recorded an issue at A.swift:3:5: Expectation failed
            """
        #expect(FailureExcerpt.of(log) == #"✘ Test "twoGradesAtOnce" recorded an issue at A.swift:3:5: Expectation failed"#)
    }
}
