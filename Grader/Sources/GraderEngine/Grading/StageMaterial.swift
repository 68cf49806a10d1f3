import Foundation
import GraderExecution

// MARK: - One stage's files, as read from a submission

/// One stage's files, read from the submission; a problem instead when a folder is unusable.
struct StageMaterial {
    var stage: Int
    var input: StageInput
    var sources: [String: Data] = [:]
    var resources: [String] = []
    var sourceProblem: String?
    var tests: [String: Data] = [:]
    var testsProblem: String?
    /// Names: workspace paths back to the submission's, and files refused by name (`WorkspaceNames`).
    var sourcePaths: [String: String] = [:]
    var testPaths: [String: String] = [:]
    var refusedFiles: [RefusedFile] = []
    /// Trust: why the stage is `tampered` before anything is built (`ForbiddenAttributes`, then
    /// `CompilerReadAttributes`).
    var tampered: String?

    /// The folder of a learner's test target whose files the tests read as resources
    /// (`Bundle.module`), copied as it is: stage 4's HTTP tests answer from a file in it.
    static let testFixtures = "Fixtures"

    /// The folder of a learner's test target where snapshot tests keep the text they compare
    /// with, read at run time beside the test files (`#filePath`), never built: copied as it
    /// is, excluded from the target, and shown read-only to the sandboxed test run at the
    /// path the tests were compiled with, so that a grading can compare but never record.
    static let testSnapshots = "__Snapshots__"

    /// Whether a file of a learner's test folder is copied into the workspace. Snapshots are
    /// found beside the test file that asks for them, so a `__Snapshots__` folder counts at
    /// any depth: snapshot tests in a subfolder keep theirs in that subfolder.
    static func isTestFile(_ path: String) -> Bool {
        path.hasSuffix(".swift") || path.hasPrefix(testFixtures + "/") || snapshotFolder(of: path) != nil
    }

    /// `Screens/__Snapshots__` for `Screens/__Snapshots__/list.txt`: the snapshot folder a
    /// test file's path lies in, or `nil` when it lies in none.
    static func snapshotFolder(of path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let index = parts.firstIndex(of: Substring(testSnapshots)), index < parts.count - 1 else { return nil }
        return parts[...index].joined(separator: "/")
    }

    /// Reads a stage's sources (with the resources the kata declares for it) and learner tests.
    static func read(_ input: StageInput, from submission: Submission, kata: KataRoot,
                     collector: SafeFileCollector = SafeFileCollector()) -> StageMaterial {
        var material = StageMaterial(stage: input.stage, input: input)
        let declared = Set(kata.resources(input.stage))
        do {
            let named = WorkspaceNames(try collector.collectNamingRefusals(
                input.sources, in: submission.root, offLimits: submission.offLimits
            ) { path in
                path.hasSuffix(".swift") || declared.contains(path)
            }, folder: input.sources)
            (material.sources, material.sourcePaths) = (named.files, named.submissionPaths)
            material.refusedFiles += named.refused
            material.resources = declared.filter { material.sources[$0] != nil }.sorted()
            if !material.sources.keys.contains(where: { $0.hasSuffix(".swift") }) {
                material.sourceProblem = "\(input.sources) has no Swift files: nothing to grade"
            }
        } catch {
            material.sourceProblem = error.description
        }
        do {
            let named = WorkspaceNames(try collector.collectNamingRefusals(
                input.tests, in: submission.root, offLimits: submission.offLimits, wants: isTestFile
            ), folder: input.tests)
            (material.tests, material.testPaths) = (named.files, named.submissionPaths)
            material.refusedFiles += named.refused
            if !material.tests.keys.contains(where: { $0.hasSuffix(".swift") }) {
                material.testsProblem = "\(input.tests) has no Swift files: write your own tests there"
            }
        } catch {
            material.testsProblem = error.description
        }
        if material.sourceProblem == nil {
            material.sourceProblem = StageImports.problem(in: material.sources, folder: input.sources, testsFolder: input.tests)
        }
        // Trust: attributes that take names the submission does not own, in its code or its tests.
        material.tampered = ForbiddenAttributes.problems(in: material.checkedFiles).first
        return material
    }

    /// The stage's code and tests, by their paths in the submission: what the source checks read.
    var checkedFiles: [String: Data] {
        var files: [String: Data] = [:]
        for (path, data) in sources { files[input.sources + "/" + path] = data }
        for (path, data) in tests { files[input.tests + "/" + path] = data }
        return files
    }

    /// The same checks as the compiler's parser reads the files (`CompilerReadAttributes`), where
    /// the tokenizer found nothing: what a lexer can be misled about, the parser is not.
    func readByTheCompiler(memo: URL?) -> StageMaterial {
        guard tampered == nil else { return self }
        var checked = self
        let uses = CompilerReadAttributes.uses(in: checkedFiles, memo: memo)
        // A test library imported by the stage's code, hidden from the tokenizer (`StageImports`).
        for (path, use) in uses where checked.sourceProblem == nil && use.attribute.hasPrefix(CompilerReadAttributes.importPrefix)
            && path.hasPrefix(input.sources + "/") {
            let module = String(use.attribute.dropFirst(CompilerReadAttributes.importPrefix.count))
            checked.sourceProblem = StageImports.message(path: path, module: module, line: use.line, testsFolder: input.tests)
        }
        checked.tampered = CompilerReadAttributes.problems(of: uses).first
        return checked
    }
}
