#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import GraderEngine
import GraderExecution

// MARK: - One line of progress on a terminal

/// While a grade runs, one line on standard error that redraws itself: a spinner, the seconds
/// so far, the step and what the grader is doing ("⠹ 12 s · step 3 · Building the spec tests
/// of stage 4…"). Cleared when the grade is done, so the report starts on a clean screen.
///
/// Only on a terminal, and never with `--quiet`: in a log or a pipe the grader writes its
/// progress messages as plain lines instead (`PlainProgressLines`). Nothing shows in the
/// first second: a grade from the cache ends before, and a line that flashes is noise.
///
/// `@unchecked` because the compiler cannot see the lock: every `var` is read and written only
/// inside `lock.withLock` (the timer is set once, before the line is shared, and only cancelled
/// after), so the timer's thread and the grader's never touch them at once.
final class ProgressLine: GradingEventRecorder, @unchecked Sendable {
    private let lock = NSLock()
    /// Whether the first verdicts stay above the line (a grade's, not `hint`'s).
    private let firstVerdicts: Bool
    private let started = Date()
    private var message = "Starting…"
    private var steps = 0
    private var frame = 0
    private var finished = false
    private var timer: (any DispatchSourceTimer)?
    private static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// Seconds before the line first shows.
    static let quietStart: TimeInterval = 1

    /// A line that redraws itself ten times a second, or `nil` when standard error is not a
    /// terminal or `quiet` is set.
    static func onStandardError(quiet: Bool, firstVerdicts: Bool = true) -> ProgressLine? {
        guard !quiet, isatty(STDERR_FILENO) != 0 else { return nil }
        let line = ProgressLine(firstVerdicts: firstVerdicts)
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + quietStart, repeating: 0.1)
        timer.setEventHandler { [weak line] in line?.draw() }
        timer.resume()
        line.timer = timer
        return line
    }

    private init(firstVerdicts: Bool) {
        self.firstVerdicts = firstVerdicts
    }

    /// A first verdict stays above the line; any other event is the line's new step.
    func record(_ event: GradingEvent) {
        guard event.isForPeople else { return }
        if case .firstVerdict(let text) = event {
            if firstVerdicts { announce(text) }
        } else {
            update(event.text)
        }
    }

    /// A new step: what the grader does now. Escaped, as it may name what the submission holds.
    func update(_ text: String) {
        lock.withLock {
            message = TerminalText.escaped(text)
            steps += 1
        }
        draw()
    }

    /// A line that stays above the progress line: a verdict known before the grade ends.
    func announce(_ text: String) {
        lock.withLock {
            guard !finished else { return }
            FileHandle.standardError.write(Data(("\r\u{1B}[2K" + TerminalText.escaped(text) + "\n").utf8))
        }
        draw()
    }

    /// Stops the line and clears it.
    func finish() {
        timer?.cancel()
        lock.withLock {
            finished = true
            FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
        }
    }

    private func draw() {
        lock.withLock {
            guard !finished, Date().timeIntervalSince(started) >= Self.quietStart else { return }
            frame = (frame + 1) % Self.frames.count
            let seconds = Int(Date().timeIntervalSince(started))
            let text = "\(Self.frames[frame]) \(seconds) s · step \(steps) · \(message)"
            // Never wider than the terminal: a wrapped line could not be redrawn in place.
            FileHandle.standardError.write(Data(("\r\u{1B}[2K" + String(text.prefix(Self.width() - 1))).utf8))
        }
    }

    /// The width of the terminal `descriptor` writes to; 80 when it cannot tell.
    static func width(of descriptor: Int32 = STDERR_FILENO) -> Int {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }
}
