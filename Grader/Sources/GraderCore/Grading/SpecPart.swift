import Foundation

// MARK: - Part A: the spec tests against the submission's code

/// Builds the spec workspace and runs each stage's pristine spec tests.
struct SpecPart {
    let grader: KataGrader
    let folder: URL
    let cache: ResultCache

    func grade(_ materials: [KataGrader.StageMaterial]) -> [Int: SpecOutcome] {
        var outcomes: [Int: SpecOutcome] = [:]
        var keys: [Int: String] = [:]
        var usable: [KataGrader.StageMaterial] = []
        let kata = grader.kata

        for material in materials {
            if let problem = material.sourceProblem {
                outcomes[material.stage] = SpecOutcome(kind: .notGraded, message: problem)
                continue
            }
            let specFiles = (try? SafeFileCollector().collect(kata.specTests(material.stage), in: kata.url) {
                $0.hasSuffix(".swift")
            }) ?? [:]
            do {
                try WorkspaceFiles.sync(folder.appendingPathComponent("Sources/Stage\(material.stage)"), to: material.sources)
                try WorkspaceFiles.sync(folder.appendingPathComponent("Tests/Stage\(material.stage)Spec"), to: specFiles)
            } catch {
                outcomes[material.stage] = SpecOutcome(kind: .notGraded, message: "cannot write the workspace: \(error)")
                continue
            }
            var files: [String: Data] = [:]
            for (path, data) in material.sources { files["Sources/" + path] = data }
            for (path, data) in specFiles { files["Tests/" + path] = data }
            let key = ResultCache.key(
                parts: [GraderVersion.fingerprint, "spec", "\(material.stage)", material.resources.joined(separator: ",")],
                files: files)
            keys[material.stage] = key
            if grader.options.useCache, let cached = cache.load("stage\(material.stage)-spec", key: key, as: SpecOutcome.self) {
                outcomes[material.stage] = cached
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
            folder: folder, timeout: grader.options.buildTimeout, sandbox: grader.options.sandbox,
            writeManifest: { stages in
                try WorkspaceFiles.write(Data(self.manifest(for: stages, materials: byStage).text.utf8),
                                         to: self.folder.appendingPathComponent("Package.swift"))
            },
            stageOf: { path in self.stage(of: path) })
        let build = builder.build(Set(buildable.map(\.stage)))
        let manifest = self.manifest(for: build.built, materials: byStage)
        let launcher = grader.launcher(for: folder, manifest: manifest)

        for material in needed {
            let stage = material.stage
            var outcome: SpecOutcome
            if let errors = build.failed[stage] {
                let folders = ["Sources/Stage\(stage)": material.input.sources,
                               "Tests/Stage\(stage)Spec": kata.specTests(stage)]
                outcome = SpecOutcome(
                    kind: .compileError,
                    compileErrors: errors.prefix(5).map { KataGrader.rewrite($0, workspace: folder, folders: folders) })
            } else if build.timedOut {
                outcome = SpecOutcome(kind: .timeout, message: build.failure)
            } else if !build.built.contains(stage) {
                outcome = SpecOutcome(kind: .notGraded, message: build.failure ?? "not built")
            } else {
                grader.log("Running the spec tests of stage \(stage)…")
                let session = RecoveringTestRunner.run(
                    TestRunRequest(framework: .swiftTesting, module: "Stage\(stage)Spec", timeout: grader.options.testTimeout),
                    with: launcher)
                outcome = SpecOutcome(kind: session.timedOut ? .timeout : .ran, results: session.results.map {
                    relativize($0)
                }, message: session.harnessError)
                if session.timedOut {
                    outcome.message = "a spec test did not finish within \(Int(grader.options.testTimeout)) s"
                }
            }
            outcomes[stage] = outcome
            if outcome.kind == .ran || outcome.kind == .compileError, outcome.message == nil, let key = keys[stage] {
                cache.store(outcome, as: "stage\(stage)-spec", key: key)
            }
        }
        return outcomes
    }

    /// Spec test files are shown as the kata's paths: `Tests/Stage1Spec/IsEvenSpec.swift`.
    private func relativize(_ result: TestResult) -> TestResult {
        var result = result
        if let file = result.test.file, file.hasPrefix(folder.path + "/") {
            result.test.file = String(file.dropFirst(folder.path.count + 1))
        }
        return result
    }

    func manifest(for stages: Set<Int>, materials: [Int: KataGrader.StageMaterial]) -> WorkspaceManifest {
        let sorted = stages.sorted()
        return WorkspaceManifest(
            packageName: "KataSpecWorkspace",
            libraries: sorted.map { stage in
                WorkspaceManifest.Library(name: "Stage\(stage)", path: "Sources/Stage\(stage)",
                                          resources: materials[stage]?.resources ?? [])
            },
            tests: sorted.map { stage in
                WorkspaceManifest.TestTarget(name: "Stage\(stage)Spec", dependency: "Stage\(stage)", path: "Tests/Stage\(stage)Spec")
            })
    }

    /// `…/spec/Sources/Stage2/X.swift` or `…/spec/Tests/Stage2Spec/X.swift` → 2.
    func stage(of path: String) -> Int? {
        WorkspacePaths.stage(of: path, in: folder, testSuffix: "Spec")
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
