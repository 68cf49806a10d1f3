#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

// MARK: - The grader's secret: signs its cache

/// 32 random bytes, kept in the grader's build folder (mode 0600), where no sandboxed run can
/// see them. The cache signs its entries with them, so an entry written by anything but this
/// grader is not believed.
package enum GraderSecret {
    /// The secret of the kata at `root`, made on first use; `nil` when it cannot be kept.
    package static func load(kataRoot root: URL) -> [UInt8]? {
        let file = root.appendingPathComponent("Grader/.build/grader-secret")
        if let existing = read(file) { return existing }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        var generator = SystemRandomNumberGenerator()
        let secret = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        // Written whole to a file of its own, then linked into place: two graders starting at
        // once agree on one secret, and neither reads a half-written one.
        let draft = file.path + ".\(getpid())"
        let descriptor = open(draft, O_CREAT | O_EXCL | O_WRONLY, 0o600)
        guard descriptor >= 0 else { return read(file) }
        let written = secret.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        defer { unlink(draft) }
        guard written == secret.count else { return nil }
        _ = link(draft, file.path)
        return read(file)
    }

    private static func read(_ file: URL) -> [UInt8]? {
        guard let data = FileManager.default.contents(atPath: file.path), data.count == 32 else { return nil }
        return Array(data)
    }
}
