import Foundation

// MARK: - Building a workspace, leaving out the stages that do not compile

/// How building a workspace went, per stage.
package struct WorkspaceBuildResult: Sendable {
    /// Stages that built, and can be run.
    package var built: Set<Int> = []
    /// Stages left out, with their first errors (paths as the diagnostic's workspace path).
    package var failed: [Int: [CompilerDiagnostic]] = [:]
    /// Set when the build as a whole timed out or failed for a reason no stage explains.
    package var failure: String?
    package var timedOut = false
    /// Stages that, built on their own, still ran out of time.
    package var timedOutStages: Set<Int> = []
}

/// Builds a workspace with `swift build --build-tests`; when some stages do not compile, drops
/// them from the manifest and builds again, so one stage's error never costs another its grade.
/// When a build of several stages runs out of time, each stage is built on its own, so a stage
/// that is slow to compile costs only itself; an expression that takes the type checker longer
/// than `typeCheckSeconds` is a compile error of its stage.
package struct WorkspaceBuilder {
    package var folder: URL
    package var timeout: Double
    /// No build goes on past this moment (the submission's budget), whatever `timeout` says.
    package var latest: Date = .distantFuture
    /// Fences the build's process tree, so a timeout kills every compiler it started.
    package var sandbox: Sandbox
    /// How many compilers the build may run at once (`swift build -j`); SwiftPM's own choice,
    /// one per core, when `nil`.
    package var jobs: Int?
    /// The compiler's module cache, shared with the other workspaces (`KataRoot.moduleCache`);
    /// SwiftPM's own, inside the workspace, when `nil`.
    package var moduleCache: URL?
    /// Writes the manifest for a set of stages.
    package var writeManifest: (Set<Int>) throws -> Void
    /// Which stage a compiler diagnostic's file belongs to.
    package var stageOf: (String) -> Int?

    package init(folder: URL, timeout: Double, latest: Date = .distantFuture, sandbox: Sandbox, jobs: Int? = nil,
                 moduleCache: URL? = nil, writeManifest: @escaping (Set<Int>) throws -> Void,
                 stageOf: @escaping (String) -> Int?) {
        (self.folder, self.timeout, self.latest, self.sandbox) = (folder, timeout, latest, sandbox)
        (self.jobs, self.moduleCache, self.writeManifest, self.stageOf) = (jobs, moduleCache, writeManifest, stageOf)
    }

    /// Seconds the type checker may spend on one expression before it gives up with an error.
    static let typeCheckSeconds = 30

    package func build(_ stages: Set<Int>) -> WorkspaceBuildResult {
        forgetBuildMadeElsewhere()
        forgetProductsBuiltWithOtherArguments()
        var result = WorkspaceBuildResult()
        var remaining = stages
        let deadline = min(Date().addingTimeInterval(timeout), latest)
        while !remaining.isEmpty {
            do {
                try writeManifest(remaining)
            } catch {
                result.failure = "cannot write the workspace: \(error)"
                return result
            }
            guard deadline.timeIntervalSinceNow > 0 else {
                result.timedOut = true
                result.timedOutStages = remaining
                result.failure = "the grading budget ran out before the build"
                return result
            }
            let run = swiftBuild(timeout: deadline.timeIntervalSinceNow)
            if run.end == .timedOut {
                if remaining.count > 1 && latest.timeIntervalSinceNow > 0 {
                    return buildOneByOne(remaining, after: result)
                }
                result.timedOut = true
                result.timedOutStages = remaining
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

    /// After a build of several stages ran out of time: each stage on its own, with a time limit
    /// of its own, then the ones that built, together.
    private func buildOneByOne(_ stages: Set<Int>, after earlier: WorkspaceBuildResult) -> WorkspaceBuildResult {
        var result = earlier
        var built: Set<Int> = []
        for stage in stages.sorted() {
            let alone = build([stage])
            result.failed.merge(alone.failed) { first, _ in first }
            result.timedOutStages.formUnion(alone.timedOutStages)
            if alone.built.contains(stage) { built.insert(stage) }
        }
        guard !built.isEmpty else {
            result.failure = result.failure ?? "no stage could be built in time"
            return result
        }
        let together = build(built)
        result.built = together.built
        result.failed.merge(together.failed) { first, _ in first }
        result.failure = together.failure
        return result
    }

    /// `swift build`'s arguments: the tests too, the job count when one is set, the shared
    /// module cache when there is one, a type-check limit per expression, and no debug info.
    var buildArguments: [String] {
        var arguments = ["build", "--build-tests", "--package-path", folder.path]
        if let jobs {
            arguments += ["-j", String(jobs)]
        }
        if let moduleCache {
            arguments += ["-Xswiftc", "-module-cache-path", "-Xswiftc", moduleCache.path]
        }
        return arguments + [
            "-Xswiftc", "-Xfrontend", "-Xswiftc", "-solver-expression-time-threshold=\(Self.typeCheckSeconds)",
            // No debug info: nobody debugs a workspace, and a build takes about 7 % less
            // CPU without it (Grader/README.md, "A class").
            "-Xswiftc", "-gnone",
        ] + Self.stripArguments
    }

    /// SwiftPM links again only when an input changed, not when the linker's flags did: a
    /// workspace built by an earlier grader would keep its old test binary (one with a symbol
    /// table, say). So the arguments are kept beside the build, and when they change the test
    /// products go, to be linked anew.
    private func forgetProductsBuiltWithOtherArguments() {
        // The compiler's and linker's flags: not the folder, not the job count.
        let flags = buildArguments.drop { $0 != "-Xswiftc" }
        whenNote("grader-build-arguments", changesTo: Data(flags.joined(separator: "\n").utf8)) {
            let products = folder.appendingPathComponent(".build/debug")
            for name in (try? FileManager.default.contentsOfDirectory(atPath: products.path)) ?? [] where name.hasSuffix(".xctest") {
                try? FileManager.default.removeItem(at: products.appendingPathComponent(name))
            }
        }
    }

    /// The compiler's module cache holds the absolute path it was made at: in a checkout moved
    /// or renamed after a grade, every build of a workspace would fail ("was compiled with
    /// module cache path …"), and an honest student would lose every stage. So the folder a
    /// build was made in is kept beside it, and a build made in another folder goes, as does
    /// one without that note (made by an earlier grader, which cannot say where).
    func forgetBuildMadeElsewhere() {
        whenNote("grader-build-folder", changesTo: Data(folder.resolvingSymlinksInPath().path.utf8)) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(".build"))
        }
    }

    /// Runs `act` when the note `name` kept in `.build` does not say `current` (or is missing),
    /// then writes `current` there.
    private func whenNote(_ name: String, changesTo current: Data, _ act: () -> Void) {
        let note = folder.appendingPathComponent(".build/\(name)")
        guard FileManager.default.contents(atPath: note.path) != current else { return }
        act()
        _ = try? WorkspaceFiles.write(current, to: note)
    }

    /// The test binary without its symbol table: a test that reads its own binary finds no
    /// name for the planted-bug switch or the twins (Grader/README.md, "Reading the test
    /// binary"). Test discovery reads the binary's sections, never its symbols.
    #if os(Linux)
    static let stripArguments = ["-Xlinker", "--strip-all"]
    #else
    static let stripArguments = ["-Xlinker", "-x"]
    #endif

    private func swiftBuild(timeout: Double) -> ProcessResult {
        let scratch = ToolTemporaryFolder.prepared(for: folder)
        return ProcessRunner.run(ProcessTreeFence.wrap(
            ProcessRequest(executable: "swift", arguments: buildArguments, environment: ["TMPDIR": scratch.path],
                           timeout: timeout, outputLimit: 4 << 20), in: sandbox))
    }

    /// The first lines that say "error", when no file can be blamed (a linker error, a bad manifest).
    package static func firstErrorLines(_ log: String) -> String {
        let lines = log.split(separator: "\n").filter { $0.contains("error") }.prefix(5)
        return lines.isEmpty ? String(log.suffix(600)) : lines.joined(separator: "\n")
    }
}
