import Foundation
import GraderExecution

// MARK: - Which grader made a report

/// The grader's rules version and the SHA-256 of its executable, so a report can be traced to
/// the exact grader that made it.
///
/// The rules version alone is bumped by hand and can lag behind a change; the executable's
/// bytes cannot.
package struct GraderIdentity: Codable, Sendable, Equatable {
    /// `GraderVersion.rules`, such as `grader-1`.
    package var version: String
    /// Lowercase hex; empty when the executable cannot be read.
    package var executableSHA256: String

    enum CodingKeys: String, CodingKey {
        case version
        case executableSHA256 = "executable_sha256"
    }

    /// This process's grader. The executable (tens of MB in a debug build) is hashed once per
    /// build, not once per grade: the hash is kept beside it (`grader.sha256`) with the size
    /// and date it was made from (`GraderVersion.fingerprint`), and made again when they change.
    package static let current: GraderIdentity = {
        let path = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        return GraderIdentity(version: GraderVersion.rules, executableSHA256: executableHash(at: path, fingerprint: GraderVersion.fingerprint))
    }()

    /// The SHA-256 of the file at `path`, read from its `.sha256` note when the note was made
    /// from the same `fingerprint`; empty when the file cannot be read.
    static func executableHash(at path: String, fingerprint: String) -> String {
        let note = URL(fileURLWithPath: path + ".sha256")
        if let kept = try? String(contentsOf: note, encoding: .utf8) {
            let lines = kept.split(separator: "\n", omittingEmptySubsequences: false)
            if lines.count >= 2, lines[0] == fingerprint, lines[1].count == 64 { return String(lines[1]) }
        }
        guard let bytes = FileManager.default.contents(atPath: path) else { return "" }
        var hasher = SHA256()
        hasher.update(bytes)
        let hash = hasher.finalizeHex()
        try? Data("\(fingerprint)\n\(hash)\n".utf8).write(to: note, options: .atomic)
        return hash
    }
}
