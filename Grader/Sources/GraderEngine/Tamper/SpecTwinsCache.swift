import Foundation
import GraderExecution

// MARK: - Twins kept in the workspace between grades

/// A stage's twins (`SpecTwins`), kept in the spec workspace between grades (`WorkspaceMemo`).
///
/// Generating them reads every spec file of the stage with the tokenizer: about 0.06 s of a
/// re-grade that changed nothing (stage 4, the grader's debug build), for twins that change only
/// when a spec file, the workspace's seed or the grader does.
struct SpecTwinsCache {
    /// The spec workspace.
    let folder: URL

    /// The twins of `specFiles`, from the workspace when kept there for the same files, seed and
    /// grader; generated, and kept, otherwise.
    func twins(specFiles: [String: Data], stage: Int, seed: UInt64, functions: Set<String> = [], stageTypes: Set<String>? = nil,
               resources: [String: Data] = [:]) -> SpecTwins {
        let key = ResultCache.key(parts: [GraderVersion.fingerprint, "twins", "\(stage)", String(seed, radix: 16), "oracle \(stageTypes.map { $0.sorted().joined(separator: ",") } ?? "none")"]
                                      + functions.sorted(),
                                  files: specFiles.merging(resources.map { ("resource " + $0.key, $0.value) }) { first, _ in first })
        return WorkspaceMemo.value(in: folder.appendingPathComponent("twins/stage\(stage).json"), key: key) {
            SpecTwins.generate(specFiles: specFiles, stage: stage, seed: seed, functions: functions, stageTypes: stageTypes, resources: resources)
        }
    }
}
