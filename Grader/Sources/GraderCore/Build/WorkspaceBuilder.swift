import Foundation

// MARK: - Building a workspace, leaving out the stages that do not compile

/// The part of a workspace a compiler error belongs to.
public struct BuildUnit: Sendable, Hashable {
    public var stage: Int
    /// The workspace folder, such as `Sources/Stage1` or `Tests/Stage1Spec`.
    public var folder: String
}

/// How building a workspace went, per stage.
public struct WorkspaceBuildResult: Sendable {
    /// Stages that built, and can be run.
    public var built: Set<Int> = []
    /// Stages left out, with their first errors (paths as the diagnostic's workspace path).
    public var failed: [Int: [CompilerDiagnostic]] = [:]
    /// Set when the build as a whole timed out or failed for a reason no stage explains.
    public var failure: String?
    public var timedOut = false
}

/// Builds a workspace with `swift build --build-tests`; when some stages do not compile, drops
/// them from the manifest and builds again, so one stage's error never costs another its grade.
public struct WorkspaceBuilder {
    public var folder: URL
    public var timeout: Double
    /// Fences the build's process tree, so a timeout kills every compiler it started.
    public var sandbox: Sandbox
    /// Writes the manifest for a set of stages.
    public var writeManifest: (Set<Int>) throws -> Void
    /// Which stage a compiler diagnostic's file belongs to.
    public var stageOf: (String) -> Int?

    public func build(_ stages: Set<Int>) -> WorkspaceBuildResult {
        var result = WorkspaceBuildResult()
        var remaining = stages
        let deadline = Date().addingTimeInterval(timeout)
        while !remaining.isEmpty {
            do {
                try writeManifest(remaining)
            } catch {
                result.failure = "cannot write the workspace: \(error)"
                return result
            }
            let run = ProcessRunner.run(ProcessTreeFence.wrap(ProcessRequest(
                executable: "swift",
                arguments: ["build", "--build-tests", "--package-path", folder.path],
                timeout: max(deadline.timeIntervalSinceNow, 1), outputLimit: 4 << 20), in: sandbox))
            if run.end == .timedOut {
                result.timedOut = true
                result.failure = "the build took longer than \(Int(timeout)) s"
                return result
            }
            if run.end.succeeded {
                result.built = remaining
                return result
            }
            let errors = CompilerDiagnostic.parse(run.output).filter { $0.severity == "error" }
            var blamed: [Int: [CompilerDiagnostic]] = [:]
            for error in errors {
                if let stage = stageOf(error.file), remaining.contains(stage) {
                    blamed[stage, default: []].append(error)
                }
            }
            if blamed.isEmpty {
                result.failure = "the build failed: " + Self.firstErrorLines(run.output)
                return result
            }
            for (stage, errors) in blamed {
                result.failed[stage] = errors
                remaining.remove(stage)
            }
        }
        return result
    }

    /// The first lines that say "error", when no file can be blamed (a linker error, a bad manifest).
    static func firstErrorLines(_ log: String) -> String {
        let lines = log.split(separator: "\n").filter { $0.contains("error") }.prefix(5)
        return lines.isEmpty ? String(log.suffix(600)) : lines.joined(separator: "\n")
    }
}
