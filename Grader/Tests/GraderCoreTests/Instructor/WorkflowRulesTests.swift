import Foundation
@testable import GraderMaintenance
@testable import GraderReports
import Testing

// MARK: - Workflows that run on today's runners

@Suite("GitHub workflows: pinned runners and actions on Node 24 majors")
struct WorkflowRulesTests {
    /// This repository.
    static let kata = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../..").standardizedFileURL

    /// The grade-class.yml this kata shipped until November 2026: valid for GitHub's schema, and
    /// broken on the runners of that month.
    static let before = """
        jobs:
          grade:
            runs-on: ubuntu-latest
            steps:
              - uses: actions/checkout@v4
              - uses: swift-actions/setup-swift@v2
                with:
                  swift-version: "6.0"
              - uses: actions/upload-artifact@v4
              - uses: actions/download-artifact@v4 # a comment
        """

    @Test("The kata's workflows break no rule")
    func kataWorkflows() throws {
        let folder = Self.kata.appendingPathComponent(".github/workflows")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yml") }
        #expect(Set(files).isSuperset(of: ["ci.yml", "grade-class.yml"]))
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            #expect(WorkflowRules.problems(in: text, name: file) == [], "\(file)")
        }
    }

    @Test("ubuntu-latest with setup-swift, and every action on a Node 20 major, are caught (setup-swift's v2 is its newest)")
    func oldWorkflow() {
        let problems = WorkflowRules.problems(in: Self.before, name: "grade-class.yml")
        #expect(problems.count == 4, "\(problems)")
        #expect(problems.first?.hasPrefix("grade-class.yml:3: ubuntu-latest with setup-swift") == true)
        #expect(problems.contains("grade-class.yml:5: actions/checkout@v4 runs on Node 20 or older, which GitHub removes: use v7"))
        #expect(problems.contains { $0.hasPrefix("grade-class.yml:6: swift-actions/setup-swift@v2") } == false)
        #expect(problems.contains { $0.hasPrefix("grade-class.yml:7:") } == false)
        #expect(problems.contains { $0.hasPrefix("grade-class.yml:9: actions/upload-artifact@v4") })
        #expect(problems.contains { $0.hasPrefix("grade-class.yml:10: actions/download-artifact@v4") })
    }

    @Test("ubuntu-latest alone, a pinned runner with setup-swift, or the kata's Swift on another system, is not a problem")
    func runnerRule() {
        #expect(WorkflowRules.problems(in: "      image: swift:6.3-bookworm\n", name: "a.yml") == [])
        #expect(WorkflowRules.problems(in: "    runs-on: ubuntu-latest\n", name: "a.yml") == [])
        #expect(WorkflowRules.problems(in: "    runs-on: ubuntu-24.04\n      - uses: swift-actions/setup-swift@v2\n", name: "a.yml") == [])
    }

    @Test("An unknown action, a major newer than the table, an unpinned one and another Swift image are problems",
          arguments: [
              ("      - uses: someone/new-action@v1", "is not in WorkflowRules.actions"),
              ("      - uses: actions/checkout@v8", "newer than WorkflowRules.actions knows"),
              ("      - uses: actions/checkout@main", "is not pinned to a major"),
              ("      - uses: actions/checkout", "names no version"),
              ("    container: swift:5.10", "differs from the kata's Swift image"),
              ("      image: \"swift:6.0\"", "differs from the kata's Swift image"),
              ("      image: swift:6.0-bookworm", "differs from the kata's Swift image"),
              ("      image: swift:6.30", "differs from the kata's Swift image"),
          ])
    func otherProblems(line: String, expected: String) {
        let problems = WorkflowRules.problems(in: line, name: "a.yml")
        #expect(problems.count == 1 && problems[0].contains(expected), "\(problems)")
    }

    @Test("ci.yml trusts its container checkout before verify, and the macOS job names its Xcode")
    func ciRunsToday() throws {
        let ci = try String(contentsOf: Self.kata.appendingPathComponent(".github/workflows/ci.yml"), encoding: .utf8)
        let trust = try #require(ci.range(of: "safe.directory \"$GITHUB_WORKSPACE\""))
        let verify = try #require(ci.range(of: "bash .ci/run"))
        #expect(trust.lowerBound < verify.lowerBound)
        #expect(ci.contains("xcode-select --switch /Applications/Xcode_"))
    }

    @Test(".ci/run installs the Chromium Debian offers, unpinned, and prints its version")
    func chromiumUnpinned() throws {
        let run = try String(contentsOf: Self.kata.appendingPathComponent(".ci/run"), encoding: .utf8)
        let code = run.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }
        #expect(!code.contains { $0.contains("chromium=") })
        #expect(code.contains { $0.contains("chromium --version") })
    }

    @Test("Each run step's shell is found whole, dedented, with its expressions blanked out")
    func shellSteps() {
        let workflow = """
            steps:
              - run: echo "${{ inputs.name }}"
              - name: Two lines
                run: |
                  if [ -n "$A" ]; then
                    echo yes
                  fi
              - uses: actions/checkout@v7
            """
        let steps = WorkflowRules.shellSteps(in: workflow)
        #expect(steps.map(\.script) == [
            #"echo "__________________""#,
            "if [ -n \"$A\" ]; then\n  echo yes\nfi",
        ])
        #expect(steps.map(\.line) == [2, 4])
    }
}
