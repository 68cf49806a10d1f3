import Foundation

// MARK: - bubblewrap's command line for one test run

/// Builds the `bwrap` arguments of a sandboxed test run (Linux).
///
/// The sandbox's root is an empty, read-only file system holding only: the system's programs
/// and libraries (`/usr` and its usual links), the few files of `/etc` the C library reads,
/// the toolchain's runtime, the test bundle under `/kata`, a results folder at `/results`, a
/// private `/tmp` limited in size and in files (`kata-sandbox-start`), and the workspace's
/// snapshot folders at their own paths. Every namespace is new (no network, its own PIDs); the
/// run is user `nobody` with no capabilities, can make no namespace of its own, and dies with
/// the grader.
enum BubblewrapCommand {
    /// Files of `/etc` that the C library and Foundation read; the rest of `/etc` stays hidden
    /// (it can hold secrets that the user running the grader may read).
    static let etcFiles = [
        "/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/localtime", "/etc/passwd", "/etc/group",
        "/etc/nsswitch.conf", "/etc/hosts",
    ]

    /// Top-level folders that merged-/usr systems make links into `/usr`.
    static let systemFolders = ["/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"]

    static func arguments(
        for run: SandboxedRun, limits: SandboxLimits, runtimeFolders: [String], starter: String? = nil,
        environment: [String: String], command: [String]
    ) -> [String] {
        var arguments = ["--unshare-all", "--unshare-user", "--die-with-parent", "--new-session"]
        if starter == nil {
            arguments += ["--disable-userns", "--uid", "65534", "--gid", "65534", "--cap-drop", "ALL"]
        } else {
            // Root of the sandbox's own namespace, with the three capabilities the starter needs
            // to mount /tmp again and to do what --disable-userns does; it drops them all, and
            // the tests run as nobody (`kata-sandbox-start`).
            arguments += ["--uid", "0", "--gid", "0", "--cap-drop", "ALL"]
            arguments += starterCapabilities.flatMap { ["--cap-add", $0] }
        }
        arguments += ["--hostname", "kata", "--clearenv"]
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) {
            arguments += ["--setenv", name, value]
        }
        arguments += ["--ro-bind", "/usr", "/usr"]
        for folder in systemFolders {
            arguments += systemFolderArguments(folder)
        }
        for file in etcFiles where FileManager.default.fileExists(atPath: file) {
            arguments += file == localtime
                ? localtimeArguments(linkTarget: try? FileManager.default.destinationOfSymbolicLink(atPath: file))
                : ["--ro-bind", file, file]
        }
        for folder in runtimeFolders where !folder.hasPrefix("/usr/") {
            arguments += ["--ro-bind", folder, folder]
        }
        let bundle = SandboxPaths.bundleFolder
        arguments += ["--ro-bind", run.binary.path, bundle + "/" + run.binary.lastPathComponent]
        for resource in run.resources {
            arguments += ["--ro-bind", resource.path, bundle + "/" + resource.lastPathComponent]
        }
        // Read-only but for the files the run is to write: a test cannot add files of its own.
        arguments += ["--ro-bind", run.results.path, SandboxPaths.results]
        for name in run.writableResults {
            arguments += ["--bind", run.results.appendingPathComponent(name).path, SandboxPaths.results + "/" + name]
        }
        arguments += ["--proc", "/proc", "--dev", "/dev", "--remount-ro", "/dev"]
        arguments += ["--size", String(limits.scratchBytes), "--tmpfs", SandboxPaths.scratch]
        // After the private /tmp, which would hide a workspace below /tmp. At the path as
        // given and as resolved, whichever the compiler saw.
        for folder in run.sourceFolders {
            for path in Set([folder.path, folder.resolvingSymlinksInPath().path]).sorted() {
                arguments += ["--ro-bind", path, path]
            }
        }
        if let starter {
            arguments += ["--ro-bind", starter, SandboxPaths.starter]
        }
        arguments += ["--remount-ro", "/", "--chdir", SandboxPaths.scratch, "--"]
        // Limits set inside: bubblewrap sets none of its own.
        if starter != nil {
            return arguments + [SandboxPaths.starter] + [
                limits.scratchBytes, limits.scratchFiles, limits.processes, limits.memoryBytes, limits.fileBytes, limits.openFiles,
            ].map(String.init) + ["--"] + command
        }
        return arguments + [
            "/usr/bin/prlimit",
            "--nproc=\(limits.processes)", "--as=\(limits.memoryBytes)", "--fsize=\(limits.fileBytes)",
            "--nofile=\(limits.openFiles)", "--core=0", "--",
        ] + command
    }

    /// What `kata-sandbox-start` needs, and drops before the tests start: mounting `/tmp` again
    /// (`CAP_SYS_ADMIN`), capping the namespaces (`CAP_SYS_RESOURCE`), and mapping the sandbox's
    /// root in the nested namespace it enters (`CAP_SETFCAP`).
    static let starterCapabilities = ["CAP_SYS_ADMIN", "CAP_SYS_RESOURCE", "CAP_SETFCAP"]

    static let localtime = "/etc/localtime"

    /// `/etc/localtime` as the host has it. A link into `/usr` stays a link: Foundation reads the
    /// time zone's name from it. Bound as a file, it has no name, and Foundation opens every zone
    /// file (about 1,400) to find the one it matches, in every XCTest run: about 5,000 system
    /// calls a run, for the same zone in the end.
    static func localtimeArguments(linkTarget: String?) -> [String] {
        guard let linkTarget else { return ["--ro-bind", localtime, localtime] }
        let target = linkTarget.hasPrefix("/") ? linkTarget : "/etc/" + linkTarget
        let resolved = URL(fileURLWithPath: target).standardizedFileURL.path
        return resolved.hasPrefix("/usr/") ? ["--symlink", resolved, localtime] : ["--ro-bind", localtime, localtime]
    }

    /// `/lib` and friends: a link on merged-/usr systems, a folder elsewhere, or absent.
    private static func systemFolderArguments(_ folder: String) -> [String] {
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: folder) {
            return ["--symlink", target, folder]
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue {
            return ["--ro-bind", folder, folder]
        }
        return []
    }
}
