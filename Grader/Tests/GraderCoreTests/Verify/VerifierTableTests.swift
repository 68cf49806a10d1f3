import Foundation
@testable import GraderExecution
@testable import GraderMaintenance
@testable import GraderReports
import Testing

@Suite("verify's table")
struct VerifierTableTests {
    /// The lines the table writes for the checks, and the exit code.
    func table(_ checks: [any VerifyCheck]) -> (lines: [String], exitCode: Int32) {
        var lines: [String] = []
        let exitCode = Verifier.run(checks, in: .fake()) { lines.append($0) }
        return (lines, exitCode)
    }

    @Test("When every check passes, each gets a tick, and verify exits with 0")
    func everyCheckPasses() {
        let (lines, exitCode) = table([FakeVerifyCheck("The starters compile"), FakeVerifyCheck("The reference passes")])
        #expect(lines == ["✔ The starters compile", "✔ The reference passes", "\nverify: every check passed"])
        #expect(exitCode == 0)
    }

    @Test("A failing check gets a cross and its problems, indented; the next checks still run; verify exits with 1")
    func failingCheck() {
        let (lines, exitCode) = table([
            FakeVerifyCheck("The starters compile"),
            FakeVerifyCheck("The reference passes", problems: ["stage 1: t1 failed", "stage 2: t4 failed"]),
            FakeVerifyCheck("The hints are complete"),
        ])
        #expect(lines == [
            "✔ The starters compile",
            "✘ The reference passes",
            "    stage 1: t1 failed",
            "    stage 2: t4 failed",
            "✔ The hints are complete",
            "\nverify: 1 of 3 checks failed",
        ])
        #expect(exitCode == 1)
    }

    @Test("The checks of half a minute or more are named after the verdict, longest first, with the time in all")
    func longestChecks() {
        let line = Verifier.longestChecks([("Starters compile", 12.4), ("Grader tests", 700.2), ("Mutants", 301.5), ("Hints", 0.1)])
        #expect(line == "Time: 1014 s in all; the longest checks: Grader tests 700 s; Mutants 302 s")
        #expect(Verifier.longestChecks([("Hints", 29.9)]) == nil, "no check that long: no line")
    }

    @Test("A check shows at most 12 of its problems")
    func problemsAreCapped() {
        let problems = (1...20).map { "problem \($0)" }
        let (lines, exitCode) = table([FakeVerifyCheck("Many problems", problems: problems)])
        #expect(lines == ["✘ Many problems"] + problems.prefix(12).map { "    \($0)" } + ["\nverify: 1 of 1 checks failed"])
        #expect(exitCode == 1)
    }

    @Test("A check's detail is shown in brackets after its name, passing or failing")
    func detailInBrackets() {
        let (lines, _) = table([
            FakeVerifyCheck("Test runs are sandboxed", detail: "bubblewrap, /usr/bin/bwrap"),
            FakeVerifyCheck("Mutants are killed", problems: ["a survivor"], detail: "killed: stage 1: 3/4"),
        ])
        #expect(lines.prefix(3) == [
            "✔ Test runs are sandboxed (bubblewrap, /usr/bin/bwrap)",
            "✘ Mutants are killed (killed: stage 1: 3/4)",
            "    a survivor",
        ])
    }

    @Test("The checklist keeps its titles and their order")
    func checklistOrder() {
        #expect(Verifier.checks.map(\.name) == [
            "Test runs are sandboxed",
            "The starters compile with every test target (swift build --build-tests)",
            "swift test on the starters fails fast, with no crash",
            "Each task of each stage has a failing spec test on the starters; no crash, no hang",
            "The workbook names every spec test that passes on the starters, and no other",
            "The shipped examples pass on the reference and catch no planted bug",
            "The reference passes every spec test",
            "The model tests pass on the reference and catch every planted bug",
            "The reference and the model tests build with no compiler warnings (KATA_SOLUTIONS=1)",
            "KATA_SOLUTIONS=1 swift test passes every test",
            "Every planted bug compiles and is caught by the spec tests of the tasks its catalog names",
            "The spec tests kill every compiled mutant of the reference, or Solutions/Mutants accepts it",
            "Every stage plants at least five bugs",
            "The starters ship the same resource files as the reference",
            "Grader/SpecDigests.json lists every spec file as it is",
            "Grader/Starters.json lists every starter file as it is (what ./grade.sh reset puts back)",
            "Grader/WorkbookDeclarations.json pins the starters' public declarations as they are",
            "Hints/StageN.md has three levels for every task, and each Hint of the workbook is its task's pointer",
            "Every spec suite's type is named after its task (TaskNN…Spec), so --filter StageNSpec.TaskNN works",
            "The Swift blocks of the workbook and Solutions/Answers agree with the repository",
            "Each task's answer link leads to its answer in Solutions/Answers, and every answer is linked",
            "The output the workbook quotes from swift test on the starters is what it prints",
            "The workbook's links lead to files and headings that exist, and each stage file lists its sections",
            "The GitHub workflows pin their runner and use actions on Node 24 majors",
            "The grader's own tests pass (swift test --package-path Grader -Xswiftc -gnone)",
        ])
    }

    @Test("verify --quick checks that the starters fail, the reference passes and every bug is caught, and nothing else")
    func quickChecklist() {
        #expect(Verifier.quickChecks.map(\.name) == [
            "Test runs are sandboxed",
            "Each task of each stage has a failing spec test on the starters; no crash, no hang",
            "The shipped examples pass on the reference and catch no planted bug",
            "The reference passes every spec test",
            "The model tests pass on the reference and catch every planted bug",
            "Every planted bug compiles and is caught by the spec tests of the tasks its catalog names",
        ])
    }

    /// `VerifyTemporaryFolder.run` itself changes `TMPDIR` for the whole process, which would
    /// disturb the tests that run beside this one: `Grader/Benchmarks/verify-quick.sh` proves
    /// that verify leaves nothing behind. Here: that its folder goes, whatever is left in it.
    @Test("verify's temporary folder is removed with what SwiftPM and the tests leave in it, read-only folders too")
    func temporaryFolderRemoved() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-verify-test-\(UUID().uuidString)")
        let attacks = folder.appendingPathComponent("kata-attacks-0/clone")
        try FileManager.default.createDirectory(at: attacks, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: attacks.appendingPathComponent("Package.swift").path, contents: Data("x".utf8))
        FileManager.default.createFile(atPath: folder.appendingPathComponent("_root_.swiftpm.lock").path, contents: nil)
        chmod(attacks.path, 0o500)
        chmod(attacks.deletingLastPathComponent().path, 0o500)
        FolderRemoval.removeAll(folder)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }
}
