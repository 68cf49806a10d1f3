#if canImport(Glibc)
import Glibc
#endif
import Foundation

// MARK: - Finding what a grading left running

/// Finds processes left running after a grading ended, through `/proc` (Linux): the attack
/// catalogue's and the end-to-end tests'.
///
/// Every grading of an attack gets a fresh marker in its environment, inherited by all it
/// starts; attacks also put the marker in the argv or environment of what they spawn, in case
/// the grader clears the environment. A process counts as the attack's when its command line
/// or environment holds the marker, or when it runs inside the attacker's workspace.
package enum ProcessScan {
    package static let markerVariable = "KATA_ATTACK_MARKER"
    package static let markerPrefix = "kata-attack-marker-"

    /// A fresh marker, remembered so that `sweep` can end what it marked.
    package static func newMarker() -> String {
        let marker = markerPrefix + UUID().uuidString.lowercased()
        issued.withLock { $0.append(marker) }
        return marker
    }

    private static let issued = Ledger()

    private final class Ledger: @unchecked Sendable {
        private let lock = NSLock()
        private var markers: [String] = []

        func withLock<T>(_ body: (inout [String]) -> T) -> T {
            lock.lock()
            defer { lock.unlock() }
            return body(&markers)
        }
    }

    /// Kills whatever any earlier attack of this process left running (a test that threw
    /// before its own clean-up), so that it cannot spoil the next attack.
    package static func sweep() {
        for marker in issued.withLock({ $0 }) {
            end(find(marker: marker))
        }
    }

    package struct Found: Hashable, CustomStringConvertible {
        package var pid: Int32
        package var startTime: String
        package var commandLine: String

        package var description: String { "\(pid) \(commandLine.prefix(160))" }
    }

    /// Live processes (not zombies, not already killed) holding `marker` (any marker when it is just the prefix), or working
    /// inside one of `folders`. Zombies and this process are skipped.
    package static func find(marker: String, workingIn folders: [URL] = []) -> [Found] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        let me = getpid()
        let folderPaths = folders.map { $0.resolvingSymlinksInPath().path + "/" }
        var found: [Found] = []
        for name in names {
            guard let pid = Int32(name), pid != me else { continue }
            let stat = contents("/proc/\(pid)/stat")
            guard let state = processState(stat), state != "Z", state != "X", !killPending(pid) else { continue }
            let commandLine = contents("/proc/\(pid)/cmdline")
            let environment = contents("/proc/\(pid)/environ")
            let directory = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/cwd")) ?? ""
            let marked = commandLine.contains(marker) || environment.contains(marker)
            let inside = folderPaths.contains { (directory + "/").hasPrefix($0) }
            if marked || inside {
                found.append(Found(pid: pid, startTime: startTime(stat),
                                   commandLine: commandLine.replacingOccurrences(of: "\0", with: " ")))
            }
        }
        return found
    }

    /// Kills what `find` found (processes this test started, through the grader), by id.
    package static func end(_ processes: [Found]) {
        for process in processes where startTime(contents("/proc/\(process.pid)/stat")) == process.startTime {
            _ = kill(process.pid, SIGKILL)
        }
    }

    /// Whether a SIGKILL is on its way to `pid` (bit 9 of the pending masks): the grader or a
    /// dying sandbox already killed it, and it is gone as soon as it is scheduled.
    private static func killPending(_ pid: Int32) -> Bool {
        let status = contents("/proc/\(pid)/status").split(separator: "\n")
        return status.contains { line in
            guard line.hasPrefix("SigPnd:") || line.hasPrefix("ShdPnd:"),
                  let mask = UInt64(line.split(separator: "\t").last ?? "", radix: 16) else { return false }
            return mask & (1 << (UInt64(SIGKILL) - 1)) != 0
        }
    }

    /// The one-letter state in `/proc/PID/stat`, after the parenthesised command name.
    private static func processState(_ stat: String) -> Character? {
        guard let close = stat.lastIndex(of: ")") else { return nil }
        return stat[close...].dropFirst().first { $0 != " " }
    }

    /// Field 22, the start time: tells a process from a later one that reused its id.
    private static func startTime(_ stat: String) -> String {
        guard let close = stat.lastIndex(of: ")") else { return "" }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 19 ? String(fields[19]) : ""
    }

    /// The whole of a small `/proc` file (their size reads as 0, so `Data(contentsOf:)` is no use).
    private static func contents(_ path: String) -> String {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return "" }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while bytes.count < 1 << 20 {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
