import Foundation
import Testing

// MARK: - Running the built grader on a fixture kata

/// The output and exit code of one run of the `grader` executable.
struct GraderRun {
    var stdout: String
    var stderr: String
    var exitCode: Int32

    var json: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) as? [String: Any] ?? [:]
    }

    /// The JSON object of a stage.
    func stage(_ number: Int) -> [String: Any] {
        let stages = json["stages"] as? [[String: Any]] ?? []
        return stages.first { $0["stage"] as? Int == number } ?? [:]
    }
}

/// A tiny kata (two one-function stages) copied to a fixed temporary folder, so that its
/// workspaces stay warm from one test to the next and from one `swift test` to the next.
enum FixtureKata {
    static let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/TinyKata")
    static let root = FileManager.default.temporaryDirectory.appendingPathComponent("kata-grader-e2e-\(getuid())")
    static var kata: URL { root.appendingPathComponent("kata") }
    static var submission: URL { root.appendingPathComponent("submission") }

    /// The grader executable SwiftPM built next to this test binary.
    static var grader: URL {
        var folder = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("grader")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return Bundle.main.bundleURL.appendingPathComponent("grader")
    }

    /// Copies the fixture into the kata folder (only files that changed), and resets the
    /// submission to the starters with the shipped examples (and no `Solutions`).
    static func prepare() throws {
        try copyTree(from: source, to: kata)
        try commitKata()
        for folder in ["Stages", "Tests", "Solutions"] {
            try? FileManager.default.removeItem(at: submission.appendingPathComponent(folder))
        }
        try FileManager.default.createDirectory(at: submission, withIntermediateDirectories: true)
        try copyTree(from: source.appendingPathComponent("Stages"), to: submission.appendingPathComponent("Stages"))
        try copyTree(from: source.appendingPathComponent("Tests"), to: submission.appendingPathComponent("Tests"))
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
        try copyTree(from: folder, to: target)
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

    static func copyTree(from source: URL, to destination: URL) throws {
        let manager = FileManager.default
        for path in try manager.subpathsOfDirectory(atPath: source.path) {
            let from = source.appendingPathComponent(path)
            let to = destination.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            _ = manager.fileExists(atPath: from.path, isDirectory: &isDirectory)
            if isDirectory.boolValue {
                try manager.createDirectory(at: to, withIntermediateDirectories: true)
            } else {
                let data = try Data(contentsOf: from)
                if manager.contents(atPath: to.path) != data {
                    try manager.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try data.write(to: to)
                }
            }
        }
    }

    /// Every file of the submission with its bytes, to prove grading wrote nothing.
    static func snapshot() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: submission.path) {
            let url = submission.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = FileManager.default.contents(atPath: url.path)
            } else {
                files[path + "/"] = Data()
            }
        }
        return files
    }

    /// Runs the grader on the submission with `arguments`, and `environment` added to its own.
    static func grade(_ arguments: [String], submission path: URL? = nil, environment: [String: String] = [:]) throws -> GraderRun {
        let process = Process()
        process.executableURL = grader
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.arguments = ["--kata-root", kata.path, "--submission", (path ?? submission).path, "--quiet"] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return GraderRun(stdout: String(decoding: stdout, as: UTF8.self),
                         stderr: String(decoding: stderr, as: UTF8.self),
                         exitCode: process.terminationStatus)
    }
}
