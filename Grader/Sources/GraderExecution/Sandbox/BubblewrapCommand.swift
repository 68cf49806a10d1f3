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
        environment: [String: String], command: [String], asRoot: Bool = geteuid() == 0
    ) -> [String] {
        var arguments: [String]
        switch (starter != nil, asRoot) {
        case (true, true):
            // Started by root, bubblewrap makes no user namespace (so every namespace but the
            // user's is named): the starter, the host's root with four capabilities, makes the
            // tests the host's nobody. In a namespace of bubblewrap's they would be the host's
            // root, and would own their own /proc files, mem among them, even when their
            // program may not be read (`ExecuteOnlyProgram`).
            arguments = ["--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts", "--unshare-cgroup-try",
                         "--die-with-parent", "--new-session", "--cap-drop", "ALL"]
            arguments += rootStarterCapabilities.flatMap { ["--cap-add", $0] }
        case (true, false):
            // Root of the sandbox's own namespace, with the three capabilities the starter needs
            // to mount /tmp again and to do what --disable-userns does; it drops them all, and
            // the tests run as nobody (`kata-sandbox-start`).
            arguments = ["--unshare-all", "--unshare-user", "--die-with-parent", "--new-session",
                         "--uid", "0", "--gid", "0", "--cap-drop", "ALL"]
            arguments += starterCapabilities.flatMap { ["--cap-add", $0] }
        case (false, _):
            arguments = ["--unshare-all", "--unshare-user", "--die-with-parent", "--new-session",
                         "--disable-userns", "--uid", "65534", "--gid", "65534", "--cap-drop", "ALL"]
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
        if starter != nil && asRoot {
            arguments = withOpenParents(arguments)
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

    /// `arguments` with each folder that bubblewrap makes for a bound path made first, open to
    /// everyone (`--perms 0755 --dir`). Started by root, bubblewrap makes them readable by root
    /// alone, and the tests run as the host's nobody; in a user namespace of bubblewrap's, the
    /// tests own them. A folder made again below a new `--tmpfs` (a workspace in /tmp) is made
    /// again after it.
    static func withOpenParents(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var made: Set<String> = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let operands = ["--ro-bind": 2, "--bind": 2, "--symlink": 2, "--tmpfs": 1, "--proc": 1, "--dev": 1,
                            "--remount-ro": 1, "--setenv": 2, "--size": 1, "--hostname": 1, "--cap-add": 1,
                            "--cap-drop": 1, "--uid": 1, "--gid": 1, "--chdir": 1][argument] ?? 0
            let destination = operands > 0 && index + operands < arguments.count ? arguments[index + operands] : nil
            if let destination, ["--ro-bind", "--bind", "--symlink"].contains(argument) {
                var parents: [String] = []
                var folder = (destination as NSString).deletingLastPathComponent
                while folder != "/" && !folder.isEmpty {
                    parents.insert(folder, at: 0)
                    folder = (folder as NSString).deletingLastPathComponent
                }
                for parent in parents where !made.contains(parent) {
                    result += ["--perms", "0755", "--dir", parent]
                    made.insert(parent)
                }
            }
            if argument == "--tmpfs", let destination {
                made = made.filter { !$0.hasPrefix(destination + "/") }
            }
            result += arguments[index...min(index + operands, arguments.count - 1)]
            index += operands + 1
        }
        return result
    }

    /// What `kata-sandbox-start` needs, and drops before the tests start: mounting `/tmp` again
    /// (`CAP_SYS_ADMIN`), capping the namespaces (`CAP_SYS_RESOURCE`), and mapping the sandbox's
    /// root in the nested namespace it enters (`CAP_SETFCAP`).
    static let starterCapabilities = ["CAP_SYS_ADMIN", "CAP_SYS_RESOURCE", "CAP_SETFCAP"]

    /// What `kata-sandbox-start` needs when bubblewrap was started by root, and drops before
    /// the tests start: mounting `/tmp` again and `/proc/sys` writable (`CAP_SYS_ADMIN`), giving
    /// `/tmp` to nobody (`CAP_CHOWN`), and becoming nobody (`CAP_SETUID`, `CAP_SETGID`).
    static let rootStarterCapabilities = ["CAP_SYS_ADMIN", "CAP_CHOWN", "CAP_SETUID", "CAP_SETGID"]

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
