import Foundation

// MARK: - Running the built grader

/// The output and exit code of one run of the `grader` executable.
package struct GraderRun: Sendable {
    package var stdout: String
    package var stderr: String
    package var exitCode: Int32

    package init(stdout: String, stderr: String, exitCode: Int32) {
        self.stdout = stdout
        self.stderr = stderr
        self.exitCode = exitCode
    }

    package var json: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) as? [String: Any] ?? [:]
    }

    /// The JSON object of a stage; empty when the report has none.
    package func stage(_ number: Int) -> [String: Any] {
        let stages = json["stages"] as? [[String: Any]] ?? []
        return stages.first { $0["stage"] as? Int == number } ?? [:]
    }
}

/// The `grader` executable SwiftPM built next to the test bundle (a test target that depends
/// on the `Grader` executable target gets it built first).
package enum BuiltGrader {
    package static var url: URL {
        var folder = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("grader")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return Bundle.main.bundleURL.appendingPathComponent("grader")
    }

    /// Runs the grader with `arguments`, and `environment` added to this process's own.
    ///
    /// Not with Foundation's `Process`: on Linux it learns that its child ended only when a
    /// socket the child inherits is closed by everyone, and everything the grading leaves
    /// running (a compiler after a build timeout, a process an attack detached) inherits it
    /// too. `posix_spawn` and `waitpid` return when the grader itself ends; its output goes to
    /// files for the same reason.
    package static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> GraderRun {
        let name = "grader-run-\(UUID().uuidString)"
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent(name + ".out")
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent(name + ".err")
        defer {
            try? FileManager.default.removeItem(at: outputFile)
            try? FileManager.default.removeItem(at: errorFile)
        }
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let status = try ChildProcess.run(
            url.path, arguments: arguments, environment: variables.map { "\($0.key)=\($0.value)" },
            standardOutput: outputFile.path, standardError: errorFile.path)
        return GraderRun(stdout: String(decoding: try Data(contentsOf: outputFile), as: UTF8.self),
                         stderr: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self),
                         exitCode: status)
    }
}
