import Foundation

// MARK: - Checkers that are not part of the toolchain

/// A program that checks an output format for its real consumer, such as `check-jsonschema`
/// (GitHub workflows, Exercism's results.json) or Python with `junitparser` (JUnit XML).
///
/// `.ci/run` installs them, pinned, and sets `KATA_REQUIRE_TOOLS=1`: there a missing checker
/// is a failure. Elsewhere a test that needs one is skipped with a note saying what to install.
package enum ExternalTool {
    /// Set by `.ci/run`: every checker must be there.
    package static var required: Bool {
        ProcessInfo.processInfo.environment["KATA_REQUIRE_TOOLS"] == "1"
    }

    /// The full path of `name` on `PATH`, if it is there.
    package static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Whether Python can import `module`.
    package static func pythonHas(_ module: String) -> Bool {
        guard let python = find("python3") else { return false }
        return (try? run(python, ["-c", "import \(module)"]).status) == 0
    }

    /// The output (standard output and error together) and exit status of one run.
    package struct Result: Sendable {
        package var status: Int32
        package var output: String
    }

    /// Runs `executable` with `arguments`, in the caller's environment and `extra` on top.
    package static func run(_ executable: String, _ arguments: [String], environment extra: [String: String] = [:]) throws -> Result {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("kata-tool-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("output").path
        let environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }.map { "\($0.key)=\($0.value)" }
        let status = try ChildProcess.run(executable, arguments: arguments, environment: environment,
                                          standardOutput: output, standardError: output + ".err")
        let text = (FileManager.default.contents(atPath: output).map { String(decoding: $0, as: UTF8.self) } ?? "")
            + (FileManager.default.contents(atPath: output + ".err").map { String(decoding: $0, as: UTF8.self) } ?? "")
        return Result(status: status, output: text)
    }

    /// What to say when a checker is missing.
    package static func missing(_ what: String) -> String {
        "\(what) is not installed (pip install -r .ci/requirements.txt); .ci/run installs it"
    }

    /// Says on standard output that a check was skipped, and why.
    package static func noteSkipped(_ what: String) {
        print("note: a check was skipped: \(missing(what))")
    }
}
