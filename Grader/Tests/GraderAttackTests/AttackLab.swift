import Foundation
import GraderTestSupport

// MARK: - The lab: a clone of the kata and three submissions, in a stable temporary folder

/// Where every attack is graded: never the real checkout, whose files a failed defence would
/// let an attack rewrite.
///
/// `kata-attacks-<uid>/` holds a clone of the repository (what is committed), an `honest`
/// submission (the reference and the model tests), a `classmate` (the starters, untouched: the
/// baseline every attack is measured against, and a victim for attacks on other students) and
/// one `attacker` folder that every attack reuses, so the grader's workspaces, keyed by a
/// submission's real path, stay warm from one attack and one `swift test` to the next.
enum AttackLab {
    static let root = FileManager.default.temporaryDirectory.appendingPathComponent("kata-attacks-\(getuid())")
    static var kata: URL { root.appendingPathComponent("kata") }
    static var honest: URL { root.appendingPathComponent("honest") }
    static var classmate: URL { root.appendingPathComponent("classmate") }
    static var attacker: URL { root.appendingPathComponent("attacker") }
    /// The grader's TMPDIR, so that what an attack leaves in "the temporary folder" stays here.
    static var scratch: URL { root.appendingPathComponent("tmp") }

    /// The checkout this test target belongs to: `Grader/Tests/GraderAttackTests/` is three levels down.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let attackSources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Attacks")

    /// A fake secret in the grader's environment: no report may ever show it.
    static let instructorToken = "tok-\(UUID().uuidString)"
    static let stages = [1, 2, 3, 4]

    /// What the starters earn, stage by stage: an attack must not earn more.
    struct Baseline: Sendable {
        var specPassed: [Int: Int]
        var bugTotals: [Int: Int]
        /// The classmate's result cache as set-up left it, restored before each attack.
        var classmateCache: [String: Data]
    }

    /// Set-up, once per test process; every attack fails with its error when it went wrong.
    static let baseline: Result<Baseline, any Error> = Result { try setUp() }

    private static func setUp() throws -> Baseline {
        // Builds killed by a timeout leave their temporary folders behind: start empty.
        try? FileManager.default.removeItem(at: scratch)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try restoreKata(force: true)
        try resetSubmissions()

        let starters = try grade(classmate, stages: stages, options: ["--no-cache"])
        var specPassed: [Int: Int] = [:]
        var bugTotals: [Int: Int] = [:]
        for stage in stages {
            let report = starters.stage(stage)
            guard let spec = report["spec"] as? [String: Int], let bugs = report["bugs"] as? [String: Int],
                  let passed = spec["passed"], let total = bugs["total"] else {
                throw LabError("the starters could not be graded: \(starters.stdout) \(starters.stderr)")
            }
            specPassed[stage] = passed
            bugTotals[stage] = total
        }
        let reference = try grade(honest, stages: stages)
        guard reference.exitCode == 0 else {
            throw LabError("the reference with the model tests is not complete: \(reference.stdout) \(reference.stderr)")
        }
        return Baseline(specPassed: specPassed, bugTotals: bugTotals,
                        classmateCache: try cacheSnapshot(of: classmate))
    }

    // MARK: Grading

    /// Grades `submission` with the built grader, the instructor's token in its environment:
    /// the JSON report, or with `json` false the text report an instructor reads on a terminal.
    static func grade(_ submission: URL, stages: [Int], options: [String] = [], marker: String = "", json: Bool = true) throws -> GraderRun {
        try BuiltGrader.run(
            ["--kata-root", kata.path, "--submission", submission.path, "--quiet"] + (json ? ["--json"] : []) + options
                + stages.map(String.init),
            environment: [
                "KATA_INSTRUCTOR_TOKEN": instructorToken,
                "TMPDIR": scratch.path,
                // Inherited by everything the grading starts, so that what outlives it can be found.
                ProcessScan.markerVariable: marker,
            ])
    }

    // MARK: Keeping the lab as committed

    /// Puts the clone back at the repository's HEAD when an attack (or a new commit) changed it.
    /// `git clean` keeps ignored files: the grader's `.build`, with its warm workspaces.
    static func restoreKata(force: Bool = false) throws {
        if !FileManager.default.fileExists(atPath: kata.appendingPathComponent(".git").path) {
            try git(["init", "--quiet", kata.path])
        }
        guard try force || !kataChanges().isEmpty else { return }
        try git(["-C", kata.path, "fetch", "--quiet", "--no-tags", repository.path, "HEAD"])
        try git(["-C", kata.path, "reset", "--quiet", "--hard", "FETCH_HEAD"])
        try git(["-C", kata.path, "clean", "-fdq"])
    }

    /// What differs in the clone from its commit, untracked files included, `.build` excluded.
    static func kataChanges() throws -> String {
        try git(["-C", kata.path, "status", "--porcelain", "--untracked-files=all"])
    }

    /// The honest and classmate folders back to what set-up made, the attacker back to the starters.
    static func resetSubmissions() throws {
        try copyStarters(to: classmate)
        try copyStarters(to: honest)
        for stage in stages {
            try solve(stage, in: honest)
        }
        try copyStarters(to: attacker)
    }

    static func copyStarters(to submission: URL) throws {
        try FileTree.mirror(from: kata.appendingPathComponent("Stages"), to: submission.appendingPathComponent("Stages"))
        try FileTree.mirror(from: kata.appendingPathComponent("Tests"), to: submission.appendingPathComponent("Tests"))
    }

    /// The reference and the model tests of `stage` (the reference alone without `withTests`),
    /// where a learner's work goes.
    static func solve(_ stage: Int, in submission: URL, withTests: Bool = true) throws {
        try FileTree.mirror(from: kata.appendingPathComponent("Solutions/Stage\(stage)"),
                            to: submission.appendingPathComponent("Stages/Stage\(stage)"))
        guard withTests else { return }
        try FileTree.mirror(from: kata.appendingPathComponent("Solutions/Stage\(stage)Tests"),
                            to: submission.appendingPathComponent("Tests/Stage\(stage)Tests"))
    }

    // MARK: The grader's workspaces

    /// The workspace folders the grader made for `submission` (named after its last path component).
    static func workspaces(of submission: URL) -> [URL] {
        let folder = kata.appendingPathComponent("Grader/.build/workspaces")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix(submission.lastPathComponent + "-") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    /// Every result cache file of `submission`'s workspaces, with its bytes.
    static func cacheSnapshot(of submission: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for workspace in workspaces(of: submission) {
            let cache = workspace.appendingPathComponent("cache")
            guard FileManager.default.fileExists(atPath: cache.path) else { continue }
            for (path, data) in try FileTree.snapshot(of: cache) {
                files[workspace.lastPathComponent + "/" + path] = data
            }
        }
        return files
    }

    /// Puts back the classmate's cache files as set-up left them (an attack may have forged them).
    static func restoreClassmateCache(_ saved: [String: Data]) throws {
        guard try cacheSnapshot(of: classmate) != saved else { return }
        for workspace in workspaces(of: classmate) {
            try? FileManager.default.removeItem(at: workspace.appendingPathComponent("cache"))
        }
        let folder = kata.appendingPathComponent("Grader/.build/workspaces")
        for (path, data) in saved where !path.hasSuffix("/") {
            let url = folder.appendingPathComponent(workspaceRelative(path))
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
    }

    /// `classmate-1234/stage1-spec.json` → `classmate-1234/cache/stage1-spec.json`.
    private static func workspaceRelative(_ path: String) -> String {
        let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
        return parts[0] + "/cache/" + parts[1]
    }

    // MARK: Commands

    @discardableResult
    static func git(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw LabError("git \(arguments.joined(separator: " ")) failed with exit code \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

struct LabError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
