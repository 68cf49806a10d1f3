import Foundation
import GraderEngine
import GraderExecution

// MARK: - The line under the watch screen while a grade runs

/// While `watch` grades, one line under the last screen says so at once: "Grading stage 4
/// (you saved Stages/Stage4/Game.swift)…", then what the grader is doing, such as waiting for
/// another grade of the same checkout. A save is seen the moment the line changes, long before
/// the verdict.
///
/// On a terminal the line is rewritten in place; in a log or a pipe each step is a line.
final class WatchStatusLine: GradingEventRecorder {
    private let terminal: Bool
    /// What the grade is about, and whether a line is open (so that the next step replaces it).
    private let state = Locked((subject: "", isOpen: false))

    init(terminal: Bool) {
        self.terminal = terminal
    }

    /// A grade starts: `subject` says which and why.
    func begin(_ subject: String) {
        state.withLock { state in
            state = (subject, true)
            write(Self.fitted(subject: subject, step: nil, width: width), replacing: false)
        }
    }

    /// A first verdict goes above the line; any other event is the grade's new step.
    func record(_ event: GradingEvent) {
        guard event.isForPeople else { return }
        if case .firstVerdict(let text) = event { announce(text) } else { update(event.text) }
    }

    /// A step of the grade, from the grader's events; escaped, as it may name what the submission holds.
    func update(_ step: String) {
        state.withLock { state in
            guard state.isOpen else { return }
            write(Self.fitted(subject: state.subject, step: TerminalText.escaped(step), width: width), replacing: true)
        }
    }

    /// A verdict known before the grade ends, on a line of its own above the status line,
    /// which is then drawn again under it.
    func announce(_ text: String) {
        state.withLock { state in
            guard state.isOpen else { return }
            write(TerminalText.escaped(text), replacing: true)
            write(Self.fitted(subject: state.subject, step: nil, width: width), replacing: false)
        }
    }

    /// The grade is done: the next screen replaces the line.
    func end() {
        state.withLock { $0.isOpen = false }
    }

    /// The terminal's width now (it may have been resized); a log or a pipe has no limit.
    private var width: Int? { terminal ? ProgressLine.width(of: STDOUT_FILENO) : nil }

    private func write(_ text: String, replacing: Bool) {
        let line = terminal ? (replacing ? "\r\u{1B}[2K" : "\n") + text : text + "\n"
        FileHandle.standardOutput.write(Data(line.utf8))
    }

    /// "Grading stage 4 (you saved …) · step", within `width` columns less one: a wrapped line
    /// could not be rewritten in place. What gives way is the middle of the subject, never the
    /// step (which is what changes) nor the stage it grades.
    static func fitted(subject: String, step: String?, width: Int?) -> String {
        let whole = step.map { "\(subject) · \($0)" } ?? subject + "…"
        guard let width, whole.count > width - 1 else { return whole }
        let room = width - 1
        guard let step else { return String(subject.prefix(room - 1)) + "…" }
        let tail = " · " + step
        let kept = room - tail.count - 1
        // Too narrow for any of the subject: the step alone, cut at the end.
        guard kept >= 12 else { return String(step.prefix(room)) }
        return String(subject.prefix(kept)) + "…" + tail
    }
}
