import Foundation

// MARK: - Part A: the spec tests against the submission's code

/// Builds the spec workspace and runs each stage's pristine spec tests, as their twins
/// (`SpecTwins`): the grader compiles only the twins, and reports their results under the spec
/// tests' own names.
struct SpecPart {
    let grader: KataGrader
    let folder: URL
    let cache: ResultCache

    func grade(_ materials: [KataGrader.StageMaterial]) -> [Int: SpecOutcome] {
        var outcomes: [Int: SpecOutcome] = [:]
        var keys: [Int: String] = [:]
        var usable: [KataGrader.StageMaterial] = []
        var twins: [Int: SpecTwins] = [:]
        let kata = grader.kata
        let seed: UInt64
        do {
            seed = try twinSeed()
        } catch {
            return Dictionary(uniqueKeysWithValues: materials.map {
                ($0.stage, SpecOutcome(kind: .notGraded, message: "the grader cannot keep its twin seed: \(error)"))
            })
        }

        for material in materials {
            if let problem = material.sourceProblem {
                outcomes[material.stage] = SpecOutcome(kind: .notGraded, message: problem)
                continue
            }
            // Trust: a stage whose sources take names it does not own is not built at all.
            if let reason = material.tampered {
                outcomes[material.stage] = SpecOutcome(kind: .tampered, message: "tampered: \(reason); the stage earns nothing")
                continue
            }
            let specFiles = (try? SafeFileCollector().collect(kata.specTests(material.stage), in: kata.url) {
                $0.hasSuffix(".swift")
            }) ?? [:]
            let stageTwins = SpecTwins.generate(specFiles: specFiles, stage: material.stage, seed: seed)
            twins[material.stage] = stageTwins
            var files: [String: Data] = [:]
            for (path, data) in material.sources { files["Sources/" + path] = data }
            for (path, data) in stageTwins.files { files["Twin/" + path] = data }
            let key = ResultCache.key(
                parts: [GraderVersion.fingerprint, "spec", "\(material.stage)", material.resources.joined(separator: ",")],
                files: files)
            keys[material.stage] = key
            if grader.options.useCache, let cached = cache.load("stage\(material.stage)-spec", key: key, as: SpecOutcome.self) {
                outcomes[material.stage] = cached
                // A workspace shared by a batch builds only what it grades; one's own keeps every stage.
                if grader.options.sharedBuildFolder != nil { continue }
            }
            do {
                try WorkspaceFiles.sync(folder.appendingPathComponent("Sources/Stage\(material.stage)"), to: material.sources)
                try removePublicCopy(of: material.stage)
                try WorkspaceFiles.sync(folder.appendingPathComponent("Tests/Stage\(material.stage)Twin"), to: stageTwins.files)
            } catch {
                outcomes[material.stage] = SpecOutcome(kind: .notGraded, message: "cannot write the workspace: \(error)")
                continue
            }
            usable.append(material)
        }

        // Stages known not to compile stay out of the manifest, so the others build in one go.
        let buildable = usable.filter { outcomes[$0.stage]?.kind != .compileError }
        let needed = buildable.filter { outcomes[$0.stage] == nil }
        guard !needed.isEmpty else { return outcomes }

        let byStage = Dictionary(uniqueKeysWithValues: buildable.map { ($0.stage, $0) })
        grader.log("Building the spec tests of stage\(needed.count == 1 ? "" : "s") \(needed.map { String($0.stage) }.joined(separator: ", "))…")
        let builder = WorkspaceBuilder(
            folder: folder, timeout: grader.options.buildTimeout, latest: grader.budgetEnds, sandbox: grader.options.sandbox,
            jobs: grader.options.buildJobs,
            writeManifest: { stages in
                try WorkspaceFiles.write(Data(self.manifest(for: stages, materials: byStage, twins: twins).text.utf8),
                                         to: self.folder.appendingPathComponent("Package.swift"))
            },
            stageOf: { path in self.stage(of: path) })
        let build = builder.build(Set(buildable.map(\.stage)))
        let manifest = self.manifest(for: build.built, materials: byStage, twins: twins)
        let launcher = grader.launcher(for: folder, manifest: manifest)

        for material in needed {
            let stage = material.stage
            var outcome: SpecOutcome
            if let errors = build.failed[stage] {
                let folders = ["Sources/Stage\(stage)": material.input.sources,
                               "Tests/Stage\(stage)Spec": kata.specTests(stage)]
                // An error in a twin file is shown where it is in the spec file.
                let shown = errors.map { twins[stage]?.publicDiagnostic($0) ?? $0 }
                outcome = SpecOutcome(
                    kind: .compileError,
                    compileErrors: shown.prefix(5).map {
                        KataGrader.rewrite($0, workspace: folder, folders: folders)
                    })
            } else if build.timedOut || build.timedOutStages.contains(stage) {
                outcome = SpecOutcome(kind: .timeout, message: grader.budgetSpent
                    ?? "the build of this stage took longer than \(Int(grader.options.buildTimeout)) s")
            } else if !build.built.contains(stage) {
                outcome = SpecOutcome(kind: .notGraded, message: build.failure ?? "not built")
            } else if let spent = grader.budgetSpent {
                outcome = SpecOutcome(kind: .timeout, message: spent)
            } else if let symbolsOutcome = foreignSymbolsOutcome(stage) {
                outcome = symbolsOutcome
            } else if let stageTwins = twins[stage] {
                grader.log("Running the spec tests of stage \(stage)…")
                let request = TestRunRequest(framework: .swiftTesting, module: stageTwins.module,
                                             timeout: grader.timeLimit(grader.options.testTimeout),
                                             stallTimeout: grader.options.testStallTimeout)
                let session = RecoveringTestRunner.run(request, with: launcher)
                let verdict = SpecTamperCheck.judge(session, twins: stageTwins)
                outcome = SpecOutcome(kind: session.timedOut ? .timeout : .ran, results: verdict.results.map {
                    relativize($0)
                }, message: session.harnessError)
                if session.timedOut {
                    let stopped = session.results.first { $0.status == .timeout }.map(stageTwins.publicResult(of:))
                    outcome.message = grader.budgetSpent
                        ?? "a spec test did not finish\(stopped.map { ": \($0.test.fullName) (\($0.message ?? "timed out"))" } ?? " within \(Int(grader.options.testTimeout)) s")"
                }
                if let reason = verdict.tampered {
                    outcome.kind = .tampered
                    outcome.message = "tampered: \(reason); the stage earns nothing"
                }
            } else {
                outcome = SpecOutcome(kind: .notGraded, message: "not built")
            }
            outcomes[stage] = outcome
            // Kept: a clean run, a compile error, or a verdict of tampering (no honest code earns one).
            let worthKeeping = outcome.kind == .tampered
                || ((outcome.kind == .ran || outcome.kind == .compileError) && outcome.message == nil)
            if worthKeeping, let key = keys[stage] {
                cache.store(outcome, as: "stage\(stage)-spec", key: key)
            }
        }
        return outcomes
    }

    /// Trust: after the build, before any run: the stage's objects may define only its own names.
    private func foreignSymbolsOutcome(_ stage: Int) -> SpecOutcome? {
        let objects = folder.appendingPathComponent(".build/debug/Stage\(stage).build")
        do {
            return try ForeignSymbols.check(objectFolder: objects, module: "Stage\(stage)").map {
                SpecOutcome(kind: .tampered, message: "tampered: \($0); the stage earns nothing")
            }
        } catch {
            return SpecOutcome(kind: .notGraded, message: "the grader cannot check what this stage defines: \(error)")
        }
    }

    /// Spec test files are shown as the kata's paths: `Tests/Stage1Spec/IsEvenSpec.swift`.
    private func relativize(_ result: TestResult) -> TestResult {
        var result = result
        if let file = result.test.file, file.hasPrefix(folder.path + "/") {
            result.test.file = String(file.dropFirst(folder.path.count + 1))
        }
        return result
    }

    /// Workspaces made by earlier graders also compiled the spec tests themselves: no longer.
    private func removePublicCopy(of stage: Int) throws {
        let copy = folder.appendingPathComponent("Tests/Stage\(stage)Spec")
        if FileManager.default.fileExists(atPath: copy.path) {
            try FileManager.default.removeItem(at: copy)
        }
    }

    /// The workspace's seed for its spec twins: made once, kept where no test run can see it.
    func twinSeed() throws -> UInt64 {
        try WorkspaceFiles.kept(in: folder.appendingPathComponent("twin-seed"),
                                decode: { UInt64($0, radix: 16) }, encode: { String($0, radix: 16) },
                                make: { UInt64.random(in: .min ... .max) })
    }

    func manifest(for stages: Set<Int>, materials: [Int: KataGrader.StageMaterial], twins: [Int: SpecTwins]) -> WorkspaceManifest {
        let sorted = stages.sorted()
        return WorkspaceManifest(
            packageName: "KataSpecWorkspace",
            libraries: sorted.map { stage in
                WorkspaceManifest.Library(name: "Stage\(stage)", path: "Sources/Stage\(stage)",
                                          resources: materials[stage]?.resources ?? [])
            },
            tests: sorted.compactMap { stage in
                twins[stage].map {
                    WorkspaceManifest.TestTarget(name: $0.module, dependency: "Stage\(stage)", path: "Tests/Stage\(stage)Twin")
                }
            })
    }

    /// `…/spec/Sources/Stage2/X.swift` or `…/spec/Tests/Stage2Twin/X.swift` → 2.
    func stage(of path: String) -> Int? {
        WorkspacePaths.stage(of: path, in: folder, testSuffix: "Twin")
    }
}

/// Attributing workspace paths to stages.
enum WorkspacePaths {
    static func stage(of path: String, in folder: URL, testSuffix: String) -> Int? {
        let prefix = folder.path + "/"
        guard path.hasPrefix(prefix) else { return nil }
        let parts = path.dropFirst(prefix.count).split(separator: "/")
        guard parts.count >= 2 else { return nil }
        var name = Substring(parts[1])
        if parts[0] == "Tests" {
            guard name.hasSuffix(testSuffix) else { return nil }
            name = name.dropLast(testSuffix.count)
        } else if parts[0] != "Sources" {
            return nil
        }
        guard name.hasPrefix("Stage") else { return nil }
        return Int(name.dropFirst("Stage".count))
    }
}
