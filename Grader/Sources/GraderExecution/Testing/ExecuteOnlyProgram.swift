import Foundation

// MARK: - A test program that runs but cannot be read

/// A copy of a test executable with no read permission for anyone (`--x--x--x`).
///
/// The kernel runs a program it may not read, and marks its process as not dumpable: its own
/// `/proc` files then belong to root and no other process may trace it or read its memory. The
/// tests inside see their program's path (`CommandLine.arguments[0]`, `/proc/self/exe`) but
/// cannot open it, so they cannot read the planted-bug switch's key, or anything else, in the
/// code they run. The sandbox takes the capabilities that would override the permission
/// (`kata-sandbox-start`), also when the grader runs as root. The build's own executable stays
/// as the linker wrote it, so an incremental build can replace it: each launcher copies it again.
enum ExecuteOnlyProgram {
    /// The copy's permissions: execute, and nothing else, for everyone.
    static let permissions: Int16 = 0o111

    /// `binary` copied into `folder/program/` with `permissions`. Never the readable original:
    /// when the copy cannot be made (the build made no program), there is no copy, and every
    /// run fails as a run of a missing program does.
    static func copy(of binary: URL, into folder: URL) -> URL {
        let copy = folder.appendingPathComponent("program").appendingPathComponent(binary.lastPathComponent)
        do {
            try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            if FileManager.default.fileExists(atPath: copy.path) { try FileManager.default.removeItem(at: copy) }
            try FileManager.default.copyItem(at: binary, to: copy)
            try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: copy.path)
        } catch {
            try? FileManager.default.removeItem(at: copy)
        }
        return copy
    }
}
