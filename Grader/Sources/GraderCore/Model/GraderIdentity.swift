import Foundation

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

    /// This process's grader; the executable (a few MB) is hashed once, on first use.
    package static let current: GraderIdentity = {
        let path = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        guard let bytes = FileManager.default.contents(atPath: path) else {
            return GraderIdentity(version: GraderVersion.rules, executableSHA256: "")
        }
        var hasher = SHA256()
        hasher.update(bytes)
        return GraderIdentity(version: GraderVersion.rules, executableSHA256: hasher.finalizeHex())
    }()
}
