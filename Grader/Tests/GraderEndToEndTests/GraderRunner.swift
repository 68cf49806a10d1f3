import Foundation
import GraderTestSupport
import Testing

// MARK: - A fixture kata to run the built grader on

/// A tiny kata (two one-function stages) copied to a fixed temporary folder, so that its
/// workspaces stay warm from one test to the next and from one `swift test` to the next.
enum FixtureKata {
    static let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/TinyKata")
    static let root = FileManager.default.temporaryDirectory.appendingPathComponent("kata-grader-e2e-\(getuid())")
    static var kata: URL { root.appendingPathComponent("kata") }
    static var submission: URL { root.appendingPathComponent("submission") }

    /// Copies the fixture into the kata folder (only files that changed), and resets the
    /// submission to the starters with the shipped examples (and no `Solutions`).
    static func prepare() throws {
        try FileTree.copy(from: source, to: kata)
        try commitKata()
        for folder in ["Stages", "Tests", "Solutions"] {
            try? FileManager.default.removeItem(at: submission.appendingPathComponent(folder))
        }
        try FileManager.default.createDirectory(at: submission, withIntermediateDirectories: true)
        try FileTree.copy(from: source.appendingPathComponent("Stages"), to: submission.appendingPathComponent("Stages"))
        try FileTree.copy(from: source.appendingPathComponent("Tests"), to: submission.appendingPathComponent("Tests"))
    }

    /// Grading for marks needs the kata as committed: the fixture kata is a git repository,
    /// committed whenever the fixture changed.
    static func commitKata() throws {
        if !FileManager.default.fileExists(atPath: kata.appendingPathComponent(".git").path) {
            try git(["init", "-q"])
        }
        try git(["add", "-A", "Tests", "Solutions", "Stages"])
        try git(["-c", "user.name=Kata", "-c", "user.email=kata@example.invalid", "commit", "-q", "--allow-empty", "-m", "fixture"])
    }

    static func git(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", kata.path] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
    }

    /// Runs git in `folder` and returns what it printed, trimmed.
    @discardableResult
    static func runGit(_ arguments: [String], in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Puts the reference and the model tests where a learner's work goes.
    static func solveEverything() throws {
        for stage in [1, 2] {
            try replace("Stages/Stage\(stage)", with: source.appendingPathComponent("Solutions/Stage\(stage)"))
            try replace("Tests/Stage\(stage)Tests", with: source.appendingPathComponent("Solutions/Stage\(stage)Tests"))
        }
    }

    /// Gives the submission the kata's `Solutions`, as a student's full copy of the workbook has.
    static func copySolutionsIntoSubmission() throws {
        try FileTree.copy(from: source.appendingPathComponent("Solutions"), to: submission.appendingPathComponent("Solutions"))
    }

    static func replace(_ relative: String, with folder: URL) throws {
        let target = submission.appendingPathComponent(relative)
        try? FileManager.default.removeItem(at: target)
        try FileTree.copy(from: folder, to: target)
    }

    static func write(_ text: String, to relative: String) throws {
        let url = submission.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Replaces whatever is at `relative` in the submission by a symbolic link to `destination`.
    static func link(_ relative: String, to destination: String) throws {
        let url = submission.appendingPathComponent(relative)
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
    }

    /// The SHA-256 of a file as the system's own tool computes it, independent of the grader.
    static func systemSHA256(of url: URL) throws -> String {
        let process = Process()
        // coreutils on Linux; macOS has only Perl's shasum.
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/sha256sum") {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
            process.arguments = [url.path]
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/shasum")
            process.arguments = ["-a", "256", url.path]
        }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return String(text.prefix { !$0.isWhitespace })
    }

    /// Every file of the submission with its bytes, to prove grading wrote nothing.
    static func snapshot() throws -> [String: Data] {
        try FileTree.snapshot(of: submission)
    }

    /// Runs the grader on the submission with `arguments`, and `environment` added to its own.
    static func grade(_ arguments: [String], submission path: URL? = nil, environment: [String: String] = [:]) throws -> GraderRun {
        try BuiltGrader.run(["--kata-root", kata.path, "--submission", (path ?? submission).path, "--quiet"] + arguments,
                            environment: environment)
    }
}
