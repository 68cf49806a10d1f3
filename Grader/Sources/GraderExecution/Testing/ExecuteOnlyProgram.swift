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

    /// The shared libraries the workspace built beside `binary` (`lib*.so`: a stage built on
    /// its own for spec twins compiled once, `SpecOnceReference`), copied beside its copy in
    /// `folder/program/`, where the loader looks (the run path `$ORIGIN`). Readable: the loader
    /// maps them, and they hold the learner's own code, nothing of the kata's.
    static func sharedLibraries(besides binary: URL, into folder: URL) -> [URL] {
        let program = folder.appendingPathComponent("program")
        let built = binary.deletingLastPathComponent()
        func libraries(in folder: URL) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasPrefix("lib") && $0.hasSuffix(".so") }.sorted()
        }
        for stale in libraries(in: program) {
            try? FileManager.default.removeItem(at: program.appendingPathComponent(stale))
        }
        return libraries(in: built).compactMap { name in
            let copy = program.appendingPathComponent(name)
            do {
                try FileManager.default.copyItem(at: built.appendingPathComponent(name), to: copy)
                try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: copy.path)
                return copy
            } catch {
                return nil
            }
        }
    }
}
