import Foundation

// MARK: - Twins kept in the workspace between grades

/// A stage's twins (`SpecTwins`), kept in the spec workspace between grades.
///
/// Generating them reads every spec file of the stage with the tokenizer: about 0.12 s of a
/// re-grade that changed nothing (stage 4, the grader's debug build), for twins that change only
/// when a spec file, the workspace's seed or the grader does. The workspace is the grader's own:
/// no test run sees it.
struct SpecTwinsCache {
    /// The spec workspace.
    let folder: URL

    /// The twins of `specFiles`, from the workspace when kept there for the same files, seed and
    /// grader; generated, and kept, otherwise.
    func twins(specFiles: [String: Data], stage: Int, seed: UInt64) -> SpecTwins {
        let key = ResultCache.key(parts: [GraderVersion.fingerprint, "twins", "\(stage)", String(seed, radix: 16)],
                                  files: specFiles)
        let file = folder.appendingPathComponent("twins/stage\(stage).json")
        if let data = FileManager.default.contents(atPath: file.path),
           let kept = try? JSONDecoder().decode(Kept.self, from: data), kept.key == key {
            return kept.twins
        }
        let twins = SpecTwins.generate(specFiles: specFiles, stage: stage, seed: seed)
        // Losing the file costs only the next grade's 0.1 s: a write that fails is not an error.
        if let data = try? JSONEncoder().encode(Kept(key: key, twins: twins)) {
            _ = try? WorkspaceFiles.write(data, to: file)
        }
        return twins
    }

    private struct Kept: Codable {
        var key: String
        var twins: SpecTwins
    }
}
