import Foundation
import GraderExecution
import SwiftSource

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

extension StageMaterial {
    /// The SHA-256 of this stage's Swift code and, when they were graded, its learner tests,
    /// as tokens: comments, blank lines and spacing do not count, so that a copy with its
    /// comments reworded or its indentation changed has the digest of the work it copies.
    /// `nil` when there is no Swift file to read.
    func workDigest(learnerTestsGraded: Bool) -> String? {
        var parts: [(String, Data)] = sourceProblem == nil ? sources.map { ($0.key, $0.value) } : []
        if learnerTestsGraded, testsProblem == nil {
            parts += tests.map { ("tests/" + $0.key, $0.value) }
        }
        let swift = parts.filter { $0.0.hasSuffix(".swift") }.sorted { $0.0 < $1.0 }
        guard !swift.isEmpty else { return nil }
        var hasher = SHA256()
        for (_, data) in swift {
            let tokens = SwiftTokenizer.tokens(of: String(decoding: data, as: UTF8.self)).filter { $0.kind != .newline }
            hasher.update(Data((tokens.map(\.text).joined(separator: " ") + "\n").utf8))
        }
        return hasher.finalizeHex()
    }
}
