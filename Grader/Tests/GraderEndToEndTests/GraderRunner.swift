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
    /// submission to the starters with the shipped examples.
    static func prepare() throws {
        try FileTree.copy(from: source, to: kata)
        try? FileManager.default.removeItem(at: submission.appendingPathComponent("Stages"))
        try? FileManager.default.removeItem(at: submission.appendingPathComponent("Tests"))
        try FileManager.default.createDirectory(at: submission, withIntermediateDirectories: true)
        try FileTree.copy(from: source.appendingPathComponent("Stages"), to: submission.appendingPathComponent("Stages"))
        try FileTree.copy(from: source.appendingPathComponent("Tests"), to: submission.appendingPathComponent("Tests"))
    }

    /// Puts the reference and the model tests where a learner's work goes.
    static func solveEverything() throws {
        for stage in [1, 2] {
            try replace("Stages/Stage\(stage)", with: source.appendingPathComponent("Solutions/Stage\(stage)"))
            try replace("Tests/Stage\(stage)Tests", with: source.appendingPathComponent("Solutions/Stage\(stage)Tests"))
        }
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
