import Foundation
import GraderExecution

// MARK: - Dropping the mutants that do not compile

extension MutantJob {
    /// Writes the stage's mutants and drops those the compiler blames, round after round, until
    /// the stage compiles; the reason when it never does.
    ///
    /// An error on a variant's own line convicts that mutant. One on the frame of a site with
    /// several variants (a type checker that gives up on the whole expression) only suspects
    /// them: they leave together, then come back one per site at a time, so that a guilty
    /// variant is found on its own and takes no other with it.
    func dropUncompilable(_ plan: inout StagePlan, stage: Int) -> String? {
        if let spent = context.budget.spent { return spent }
        if plan.compileChecked { return nil }
        let problem = findUncompilable(&plan, stage: stage)
        if problem == nil, let data = try? JSONEncoder().encode(CompileMemo(key: plan.key, notCompiled: plan.notCompiled.sorted())) {
            try? WorkspaceFiles.write(data, to: memoFile(stage))
        }
        return problem
    }

    /// The plan with what an earlier compile check of the same reference and grader found
    /// applied (its mutants that do not compile dropped, `compileChecked`); as it is otherwise.
    /// `write` applies it before writing, so that a warm workspace gets the final copy at once
    /// and keeps its files' dates: a copy with every mutant first would rebuild the stage.
    func applyingKnownCheck(_ plan: StagePlan, stage: Int) -> StagePlan {
        guard let known = try? JSONDecoder().decode(CompileMemo.self, from: Data(contentsOf: memoFile(stage))),
              known.key == plan.key else { return plan }
        var checked = plan
        checked.notCompiled = Set(known.notCompiled)
        checked.active.removeAll { checked.notCompiled.contains($0) }
        checked.compileChecked = true
        return checked
    }

    private func memoFile(_ stage: Int) -> URL {
        folder.appendingPathComponent("mutant-check/Stage\(stage).json")
    }

    /// Which mutants do not compile, for a stage's reference (`key`) and this grader.
    private struct CompileMemo: Codable {
        var key: String
        var notCompiled: [String]
    }

    private func findUncompilable(_ plan: inout StagePlan, stage: Int) -> String? {
        var siteOf: [String: String] = [:]
        for (path, file) in plan.files {
            for site in file.sites {
                for variant in site.variants { siteOf[variant.id] = "\(path)@\(site.range.lowerBound)-\(site.range.upperBound)" }
            }
        }
        var suspects: [String] = []
        // Mutants that compiled together once: never suspected again.
        var cleared: Set<String> = []
        for _ in 0..<Self.buildRounds {
            let owners: [String: [Int: MutantSchemata.Owner]]
            do {
                owners = try write(plan, stage: stage)
            } catch {
                return "cannot write the mutants: \(error)"
            }
            let errors = compileErrors(stage: stage, resources: !plan.others.isEmpty)
            if errors.isEmpty {
                if suspects.isEmpty { return nil }
                cleared.formUnion(plan.active)
                // One suspect back into each site.
                var sitesTaken: Set<String> = []
                let returning = suspects.filter { sitesTaken.insert(siteOf[$0] ?? $0).inserted }
                suspects.removeAll { returning.contains($0) }
                plan.active = plan.mutants.map(\.id).filter { plan.active.contains($0) || returning.contains($0) }
                continue
            }
            let blame = Self.blame(errors, owners: owners, cleared: cleared)
            if blame.convicted.isEmpty && blame.suspected.isEmpty {
                let first = errors.first.map { "\($0.file):\($0.line): \($0.message)" } ?? ""
                return "the mutants do not compile and no mutant is to blame: \(first)"
            }
            // For maintainers: what the compiler said. A learner has no use for the reference's lines.
            for error in errors where tests.workspaceTests == .spec {
                context.record(.mutantNotCompiled(file: (error.file as NSString).lastPathComponent, line: error.line, message: error.message))
            }
            plan.notCompiled.formUnion(blame.convicted)
            suspects += blame.suspected.subtracting(blame.convicted).sorted()
            plan.active.removeAll { blame.convicted.contains($0) || blame.suspected.contains($0) }
        }
        return "the mutants still do not compile after \(Self.buildRounds) rounds"
    }

    /// The errors of compiling the stage's switchable copy on its own, with SwiftPM's flags for a
    /// debug build, through the compiler's own checks (`-emit-sil`) but no code generation.
    private func compileErrors(stage: Int, resources: Bool) -> [CompilerDiagnostic] {
        let sources = folder.appendingPathComponent(WorkspaceLayout.sources(stage))
        var files = ((try? FileListing.regularFiles(in: sources, includingHidden: false)) ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted().map { sources.appendingPathComponent($0).path }
        if resources {
            // SwiftPM generates `Bundle.module` for a target with resources; the check stands one in.
            let stub = folder.appendingPathComponent("mutant-check/BundleModule.swift")
            try? WorkspaceFiles.write(Data("import Foundation\nextension Bundle { static var module: Bundle { .main } }\n".utf8), to: stub)
            files.append(stub.path)
        }
        let result = ProcessRunner.run(ProcessRequest(
            executable: "swiftc",
            arguments: ["-emit-sil", "-wmo", "-parse-as-library", "-swift-version", "6", "-module-name", "Stage\(stage)",
                        "-Onone", "-enable-testing", "-D", "SWIFT_PACKAGE", "-D", "DEBUG", "-o", "/dev/null",
                        // A site whose variants overwhelm the type checker is found in seconds, not minutes.
                        "-Xfrontend", "-solver-expression-time-threshold=\(Self.typeCheckSeconds)"] + files,
            timeout: context.budget.timeLimit(context.options.buildTimeout), outputLimit: 4 << 20))
        if result.end.succeeded { return [] }
        let errors = CompilerDiagnostic.parse(result.output).filter { $0.severity == "error" }
        return errors.isEmpty ? [CompilerDiagnostic(file: "swiftc", line: 0, column: 0, severity: "error",
                                                    message: WorkspaceBuilder.firstErrorLines(result.output))] : errors
    }

    /// The mutants the errors are on: a variant's own line convicts its mutant; the frame of a
    /// site convicts its one mutant not yet `cleared`, or suspects them all when there are several.
    static func blame(_ errors: [CompilerDiagnostic], owners: [String: [Int: MutantSchemata.Owner]],
                      cleared: Set<String> = []) -> (convicted: Set<String>, suspected: Set<String>) {
        var convicted: Set<String> = []
        var suspected: Set<String> = []
        for error in errors {
            guard let file = owners.keys.first(where: { error.file.hasSuffix("/" + $0) }),
                  let owner = owners[file]?[error.line] else { continue }
            switch owner {
            case .mutant(let id):
                convicted.insert(id)
            case .site(let ids):
                let open = ids.filter { !cleared.contains($0) }
                if open.count == 1 { convicted.formUnion(open) } else { suspected.formUnion(open.isEmpty ? ids : open) }
            }
        }
        return (convicted, suspected)
    }
}
