import Foundation

// MARK: - Running the built grader

/// The output and exit code of one run of the `grader` executable.
public struct GraderRun: Sendable {
    public var stdout: String
    public var stderr: String
    public var exitCode: Int32

    public init(stdout: String, stderr: String, exitCode: Int32) {
        self.stdout = stdout
        self.stderr = stderr
        self.exitCode = exitCode
    }

    public var json: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) as? [String: Any] ?? [:]
    }

    /// The JSON object of a stage; empty when the report has none.
    public func stage(_ number: Int) -> [String: Any] {
        let stages = json["stages"] as? [[String: Any]] ?? []
        return stages.first { $0["stage"] as? Int == number } ?? [:]
    }
}

/// The `grader` executable SwiftPM built next to the test bundle (a test target that depends
/// on the `Grader` executable target gets it built first).
public enum BuiltGrader {
    public static var url: URL {
        var folder = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("grader")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return Bundle.main.bundleURL.appendingPathComponent("grader")
    }

    /// Runs the grader with `arguments`, and `environment` added to this process's own.
    public static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> GraderRun {
        let process = Process()
        process.executableURL = url
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // With --quiet, standard error holds a line or two: reading it second cannot block.
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return GraderRun(stdout: String(decoding: stdout, as: UTF8.self),
                         stderr: String(decoding: stderr, as: UTF8.self),
                         exitCode: process.terminationStatus)
    }
}
