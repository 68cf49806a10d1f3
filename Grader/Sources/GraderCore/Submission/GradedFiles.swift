import Foundation

// MARK: - What was graded, for the record

extension StageMaterial {
    /// The submission's files this stage was graded on, with the SHA-256 of the bytes read.
    ///
    /// Sources (resources included) count when the spec part could use them; learner tests
    /// when the learner part ran on them. Paths are relative to the submission.
    func gradedFiles(learnerTestsGraded: Bool) -> [GradedFile] {
        var files: [GradedFile] = []
        if sourceProblem == nil {
            files += Self.hashed(sources, in: input.sources, named: sourcePaths)
        }
        if learnerTestsGraded, testsProblem == nil {
            files += Self.hashed(tests, in: input.tests, named: testPaths)
        }
        return files.sorted { $0.path < $1.path }
    }

    /// - Parameter named: Workspace paths back to the submission's (`WorkspaceNames`).
    private static func hashed(_ files: [String: Data], in folder: String, named: [String: String]) -> [GradedFile] {
        files.map { path, data in
            var hasher = SHA256()
            hasher.update(data)
            return GradedFile(path: folder + "/" + (named[path] ?? path), sha256: hasher.finalizeHex())
        }
    }
}
