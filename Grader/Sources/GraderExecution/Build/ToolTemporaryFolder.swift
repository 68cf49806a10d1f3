import Foundation

// MARK: - A temporary folder Swift's own tools can use

/// Where SwiftPM and the compiler driver keep their scratch files (`TMPDIR`) while they build
/// or run one workspace.
///
/// Two things went wrong with the folder the grader was given, both to honest users: Swift's
/// tools stop ("Not enough bits to represent the passed value", then SwiftPM's "Failed to parse
/// target info") when `TMPDIR`'s path is not ASCII, as under a folder named "Übungen" or a
/// home called "zoë", and the build failed as if the stage did not compile; and SwiftPM names
/// its lock files there after the workspace's path, so a lock left in a shared `/tmp` by
/// another user (a grade run once with `sudo`) refused every later build. So each workspace
/// has a folder of its own: inside it when its path is ASCII; otherwise in the system's
/// temporary folder (`/tmp` when that one is not ASCII either), under a name of the user's and
/// the workspace's own.
package enum ToolTemporaryFolder {
    /// The folder for `workspace`, made if missing, emptied of what earlier builds left.
    package static func prepared(for workspace: URL) -> URL {
        let folder = location(for: workspace)
        try? FileManager.default.removeItem(at: folder)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        if isOwnFolder(folder) { return folder }
        // Someone else's folder (or link) under that name in a shared /tmp: one of our own.
        var template = Array(URL(fileURLWithPath: "/tmp/kata-tools-XXXXXX").path.utf8CString)
        guard let made = mkdtemp(&template) else { return folder }
        return URL(fileURLWithPath: String(cString: made))
    }

    /// A real folder (not a link) that belongs to this user.
    package static func isOwnFolder(_ folder: URL) -> Bool {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: folder.path) else { return false }
        return attributes[.type] as? FileAttributeType == .typeDirectory
            && (attributes[.ownerAccountID] as? NSNumber)?.uint32Value == getuid()
    }

    static func location(for workspace: URL) -> URL {
        let inside = workspace.appendingPathComponent(".build/tmp")
        if isPlainASCII(inside.path) { return inside }
        let system = FileManager.default.temporaryDirectory.path
        let base = URL(fileURLWithPath: replacement(forTMPDIR: system) ?? system)
        let name = "kata-tools-\(getuid())-\(SHA256.hex(workspace.path).prefix(16))"
        return base.appendingPathComponent(name)
    }

    /// The `TMPDIR` for the grader's whole run when `current` is one Swift's tools refuse, or
    /// nil to keep it.
    ///
    /// A workspace's build has a folder of its own, but other tools inherit the grader's: the
    /// mutants' compile check (`swiftc -emit-sil`), verify's builds and tests. Under a `TMPDIR`
    /// that is not ASCII each of them failed, and every mutant looked like one that does not
    /// compile. `/tmp` is where they would write with no `TMPDIR` at all.
    static func replacement(forTMPDIR current: String?) -> String? {
        guard let current, !isPlainASCII(current) else { return nil }
        return "/tmp"
    }

    /// Points the grader's own `TMPDIR` at `/tmp` when Swift's tools would refuse it: the grader
    /// calls this first, before it starts any of them.
    package static func makeTMPDIRUsable() {
        let current = ProcessInfo.processInfo.environment["TMPDIR"]
        if let replacement = replacement(forTMPDIR: current) { setenv("TMPDIR", replacement, 1) }
    }

    /// Printable ASCII only: what Swift's tools accept in `TMPDIR`.
    package static func isPlainASCII(_ path: String) -> Bool {
        path.utf8.allSatisfy { (0x20..<0x7F).contains($0) }
    }
}
