// MARK: - Following a running child until it is done

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Reads a running child's output until it has exited and its pipe is drained, or until its
/// time runs out or it stalls: `ProcessRunner.run`'s loop, with the state it keeps.
struct ChildWatch {
    private let child: ProcessRunner.StartedChild
    private let deadline: Date
    private(set) var collector: OutputCollector
    private(set) var stall: StallWatch
    /// The raw `waitpid` status, once the child has exited.
    private(set) var status: Int32?
    private(set) var timedOut = false
    private var endOfOutput = false
    /// How long to wait before asking again whether a child that closed its output has exited:
    /// it usually has within a fraction of a millisecond, so the wait starts short and grows
    /// (a stage 4 bug hunt waits for some seventy children).
    private var exitPoll: useconds_t = 200
    private var buffer = [UInt8](repeating: 0, count: 65_536)

    init(_ child: ProcessRunner.StartedChild, request: ProcessRequest, deadline: Date) {
        self.child = child
        self.deadline = deadline
        collector = OutputCollector(limit: request.outputLimit)
        stall = StallWatch(request)
    }

    mutating func follow() {
        while !(endOfOutput && status != nil) {
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 || (status == nil && stall.stalled(outputBytes: collector.seen)) {
                timedOut = true
                return
            }
            readAvailableOutput(waitingAtMost: remaining)
            if status == nil {
                var rawStatus: Int32 = 0
                if waitpid(child.pid, &rawStatus, WNOHANG) == child.pid {
                    status = rawStatus
                }
            }
        }
    }

    /// Reads what the pipe holds, waiting up to 50 ms for it while the child runs.
    private mutating func readAvailableOutput(waitingAtMost remaining: Double) {
        // Once the child has exited, only drain what is already there: a grandchild that
        // keeps the pipe open must not keep the grader waiting.
        let waitMilliseconds = status != nil ? 0 : Int32(min(remaining * 1000, 50).rounded(.up))
        let output = child.output
        var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
        let ready = endOfOutput ? 0 : poll(&descriptor, 1, waitMilliseconds)
        if endOfOutput && status == nil {
            usleep(exitPoll)
            exitPoll = min(exitPoll * 2, 5_000)
        }
        if ready > 0 {
            let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count > 0 {
                collector.append(buffer[0..<count])
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                endOfOutput = true
            }
        } else if status != nil {
            // Exited and nothing left to read right now.
            endOfOutput = true
        }
    }
}
