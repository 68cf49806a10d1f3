import Foundation
@testable import GraderExecution
@testable import GraderReports
import Testing

@Suite("The sandbox's command lines")
struct SandboxCommandTests {
    private let run = SandboxedRun(
        binary: URL(fileURLWithPath: "/work/ws/.build/debug/KataSpecWorkspacePackageTests.xctest"),
        resources: [URL(fileURLWithPath: "/work/ws/.build/debug/KataSpecWorkspace_Stage3.resources")],
        results: URL(fileURLWithPath: "/work/ws/.build/grader-runs/run"))

    @Test("bubblewrap: new namespaces, nobody, no capabilities, only the bundle and a results folder, limits, then the command")
    func bubblewrap() {
        let sandbox = Sandbox(kind: .bubblewrap("/usr/bin/bwrap"), runtimeFolders: ["/opt/swift/usr/lib/swift/linux"])
        let request = sandbox.request(for: run, arguments: ["--list-tests"], environment: ["KATA_RUN": "abc"],
                                      timeout: 5, outputLimit: 100)
        let arguments = request.arguments
        #expect(request.executable == "/usr/bin/bwrap")
        #expect(!request.inheritEnvironment)
        for flag in ["--unshare-all", "--unshare-user", "--die-with-parent", "--new-session", "--clearenv"] {
            #expect(arguments.contains(flag), "\(flag)")
        }
        #expect(arguments.joined(separator: " ").contains("--uid 65534 --gid 65534 --cap-drop ALL"))
        #expect(arguments.joined(separator: " ").contains("--setenv KATA_RUN abc"))
        #expect(arguments.joined(separator: " ").contains(
            "--ro-bind /work/ws/.build/debug/KataSpecWorkspacePackageTests.xctest /kata/KataSpecWorkspacePackageTests.xctest"))
        #expect(arguments.joined(separator: " ").contains(
            "--ro-bind /work/ws/.build/debug/KataSpecWorkspace_Stage3.resources /kata/KataSpecWorkspace_Stage3.resources"))
        #expect(arguments.joined(separator: " ").contains("--ro-bind /work/ws/.build/grader-runs/run /results"))
        #expect(!arguments.contains("/etc") && !arguments.contains("/work/ws"), "no whole folder of the host beyond /usr")
        #expect(Array(arguments.suffix(2)) == ["/kata/KataSpecWorkspacePackageTests.xctest", "--list-tests"])
        #expect(arguments.contains("--nproc=128"))
        #expect(sandbox.insidePath(ofResult: "events.jsonl", in: run) == "/results/events.jsonl")
    }

    @Test("bubblewrap with kata-sandbox-start: root of the sandbox with three capabilities, which the starter drops, then the limits and the command")
    func bubblewrapWithStarter() {
        let arguments = BubblewrapCommand.arguments(
            for: run, limits: SandboxLimits(), runtimeFolders: [], starter: "/grader/.build/debug/kata-sandbox-start",
            environment: [:], command: ["/kata/KataSpecWorkspacePackageTests.xctest", "--list-tests"], asRoot: false)
        let line = arguments.joined(separator: " ")
        #expect(line.contains("--uid 0 --gid 0 --cap-drop ALL --cap-add CAP_SYS_ADMIN --cap-add CAP_SYS_RESOURCE --cap-add CAP_SETFCAP"))
        #expect(!arguments.contains("--disable-userns"), "the starter does it, after mounting /tmp")
        #expect(line.contains("--ro-bind /grader/.build/debug/kata-sandbox-start /kata-sandbox-start"))
        let limits = SandboxLimits()
        #expect(line.hasSuffix("-- /kata-sandbox-start \(limits.scratchBytes) \(limits.scratchFiles) \(limits.processes) "
            + "\(limits.memoryBytes) \(limits.fileBytes) \(limits.openFiles) -- /kata/KataSpecWorkspacePackageTests.xctest --list-tests"),
            "\(line)")
        #expect(!arguments.contains("/usr/bin/prlimit"))
    }

    /// Started by root, a user namespace of bubblewrap's would make the tests the host's root,
    /// who owns their /proc files, mem among them (issue 39): the starter makes them nobody.
    @Test("Started by root, bubblewrap makes no user namespace, the starter gets what becoming nobody takes, and every folder made is open")
    func bubblewrapWithStarterAsRoot() {
        let arguments = BubblewrapCommand.arguments(
            for: run, limits: SandboxLimits(), runtimeFolders: ["/opt/swift/usr/lib/swift/linux"],
            starter: "/grader/.build/debug/kata-sandbox-start",
            environment: [:], command: ["/kata/KataSpecWorkspacePackageTests.xctest", "--list-tests"], asRoot: true)
        let line = arguments.joined(separator: " ")
        #expect(!arguments.contains("--unshare-user") && !arguments.contains("--unshare-all") && !arguments.contains("--uid"))
        #expect(line.hasPrefix("--unshare-ipc --unshare-pid --unshare-net --unshare-uts --unshare-cgroup-try --die-with-parent "
            + "--new-session --cap-drop ALL --cap-add CAP_SYS_ADMIN --cap-add CAP_CHOWN --cap-add CAP_SETUID --cap-add CAP_SETGID"))
        for folder in ["/etc", "/kata", "/opt", "/opt/swift", "/opt/swift/usr/lib/swift"] {
            #expect(line.contains("--perms 0755 --dir \(folder) "), "\(folder)")
        }
        // Each made before what is bound in it, once.
        #expect(line.components(separatedBy: "--dir /kata ").count == 2)
        let kata = line.range(of: "--dir /kata ")!
        #expect(line.range(of: "/kata/KataSpecWorkspacePackageTests.xctest")!.lowerBound > kata.lowerBound)
    }

    @Test("The host's time zone link stays a link into /usr, so Foundation need not open every zone file to name it",
          arguments: [
              ("../usr/share/zoneinfo/Etc/UTC", ["--symlink", "/usr/share/zoneinfo/Etc/UTC", "/etc/localtime"]),
              ("/usr/share/zoneinfo/Europe/Paris", ["--symlink", "/usr/share/zoneinfo/Europe/Paris", "/etc/localtime"]),
              ("/var/db/timezone/zoneinfo/UTC", ["--ro-bind", "/etc/localtime", "/etc/localtime"]),
              ("../usr/../var/zoneinfo/UTC", ["--ro-bind", "/etc/localtime", "/etc/localtime"]),
          ])
    func localtimeLink(target: String, expected: [String]) {
        #expect(BubblewrapCommand.localtimeArguments(linkTarget: target) == expected)
    }

    @Test("A time zone file that is no link is bound as it is")
    func localtimeFile() {
        #expect(BubblewrapCommand.localtimeArguments(linkTarget: nil) == ["--ro-bind", "/etc/localtime", "/etc/localtime"])
    }

    @Test("bubblewrap: a workspace's snapshot folders are shown read-only at their own paths, after the private /tmp")
    func bubblewrapSnapshots() {
        var run = run
        run.sourceFolders = [URL(fileURLWithPath: "/tmp/grader/ws/Tests/Stage4Tests/__Snapshots__")]
        let arguments = Sandbox(kind: .bubblewrap("/usr/bin/bwrap")).request(
            for: run, arguments: [], environment: [:], timeout: 5, outputLimit: 100).arguments
        let joined = arguments.joined(separator: " ")
        let bind = "--ro-bind /tmp/grader/ws/Tests/Stage4Tests/__Snapshots__ /tmp/grader/ws/Tests/Stage4Tests/__Snapshots__"
        #expect(joined.contains(bind))
        let tmpfs = arguments.firstIndex(of: "--tmpfs") ?? arguments.count
        let snapshots = arguments.firstIndex(of: "/tmp/grader/ws/Tests/Stage4Tests/__Snapshots__") ?? -1
        #expect(snapshots > tmpfs, "a later --tmpfs /tmp would hide the snapshots")
        #expect(!joined.contains("--bind /tmp/grader/ws"), "never writable")
        #expect(!joined.contains("/tmp/grader/ws/Tests/Stage4Tests "), "nothing of the tests' folder but the snapshots")
    }

    @Test("Without a sandbox the binary runs directly, still with only the named environment")
    func unconfined() {
        let sandbox = Sandbox(kind: .none("not installed"))
        let request = sandbox.request(for: run, arguments: ["a"], environment: ["KATA_RUN": "abc"], timeout: 5, outputLimit: 100)
        #expect(request.executable == run.binary.path)
        #expect(!request.inheritEnvironment)
        #expect(request.environment["KATA_RUN"] == "abc")
        #expect(request.environment["PATH"] == "/usr/bin:/bin")
        #expect(request.workingDirectory == run.results.path)
        #expect(sandbox.unavailableReason == "not installed")
    }

    @Test("A build is fenced in a PID namespace of its own, and only with bubblewrap")
    func fencesBuilds() {
        let build = ProcessRequest(executable: "swift", arguments: ["build"], timeout: 5)
        let fenced = ProcessTreeFence.wrap(build, in: Sandbox(kind: .bubblewrap("/usr/bin/bwrap")))
        #expect(fenced.executable == "/usr/bin/bwrap")
        #expect(fenced.arguments.contains("--unshare-pid") && fenced.arguments.contains("--die-with-parent"))
        #expect(Array(fenced.arguments.suffix(2)) == ["swift", "build"])
        #expect(ProcessTreeFence.wrap(build, in: Sandbox(kind: .none("off"))).executable == "swift")
    }
}
