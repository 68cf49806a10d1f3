import Foundation
@testable import GraderMaintenance
@testable import GraderReports
import GraderTestSupport
import Testing

// MARK: - The GitHub workflows, read by actionlint and shellcheck

/// Every workflow of the kata, and the shell scripts of the Gradescope bundle, as GitHub's own
/// linters read them: each shell step with shellcheck (as bash, GitHub's default shell), and the
/// whole file with actionlint where it is installed (it has no package that installs offline,
/// so it is never required; `.ci/run` pins shellcheck, which `KATA_REQUIRE_TOOLS=1` requires).
@Suite("The GitHub workflows pass shellcheck and actionlint")
struct WorkflowLintEndToEndTests {
    static let kata = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../..").standardizedFileURL

    /// The workflows' names and texts: the kata's.
    static func workflows() throws -> [(name: String, text: String)] {
        let folder = kata.appendingPathComponent(".github/workflows")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yml") }.sorted()
            .map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// A folder of this test's own under the temporary folder, removed at the end.
    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-workflow-lint-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("Each shell step of every workflow passes shellcheck")
    func shellcheck() throws {
        guard let shellcheck = ExternalTool.find("shellcheck") else {
            if ExternalTool.required { Issue.record("shellcheck is not installed (apt-get install shellcheck); .ci/run installs it") }
            else { print("note: a check was skipped: shellcheck is not installed (apt-get install shellcheck)") }
            return
        }
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        var checked = 0
        for workflow in try Self.workflows() {
            for step in WorkflowRules.shellSteps(in: workflow.text) {
                let file = folder.appendingPathComponent("\(workflow.name)-\(step.line).sh")
                try Data("#!/bin/bash\nset -e\n\(step.script)\n".utf8).write(to: file)
                let result = try ExternalTool.run(shellcheck, ["--shell=bash", file.path])
                #expect(result.status == 0, "\(workflow.name), the step at line \(step.line):\n\(result.output)")
                checked += 1
            }
        }
        #expect(checked >= 8, "only \(checked) shell steps found")
        for (name, script) in [("setup.sh", GradescopeBundle.setup), ("run_autograder", GradescopeBundle.runAutograder)] {
            let file = folder.appendingPathComponent(name)
            try Data(script.utf8).write(to: file)
            let result = try ExternalTool.run(shellcheck, ["--shell=bash", file.path])
            #expect(result.status == 0, "the Gradescope bundle's \(name):\n\(result.output)")
        }
    }

    @Test("shellcheck finds the mistake planted in a step (so a clean result means something)")
    func shellcheckCatches() throws {
        guard let shellcheck = ExternalTool.find("shellcheck") else { return }
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let steps = WorkflowRules.shellSteps(in: "      - run: |\n          name=$1\n          rm -rf submissions/$name\n")
        let file = folder.appendingPathComponent("planted.sh")
        try Data("#!/bin/bash\n\(try #require(steps.first).script)\n".utf8).write(to: file)
        let result = try ExternalTool.run(shellcheck, ["--shell=bash", file.path])
        #expect(result.status != 0 && result.output.contains("SC2086"), "\(result.output)")
    }

    @Test("actionlint finds nothing in any workflow, where it is installed")
    func actionlint() throws {
        guard let actionlint = ExternalTool.find("actionlint") else {
            print("note: a check was skipped: actionlint is not installed (it has no offline package; see .ci/requirements.txt)")
            return
        }
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        for workflow in try Self.workflows() {
            let file = folder.appendingPathComponent(workflow.name)
            try Data(workflow.text.utf8).write(to: file)
            let result = try ExternalTool.run(actionlint, ["-no-color", file.path])
            #expect(result.status == 0, "\(workflow.name):\n\(result.output)")
        }
    }
}
