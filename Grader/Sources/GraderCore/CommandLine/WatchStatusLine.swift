import Foundation

// MARK: - The line under the watch screen while a grade runs

/// While `watch` grades, one line under the last screen says so at once: "Grading stage 4
/// (you saved Stages/Stage4/Game.swift)…", then what the grader is doing, such as waiting for
/// another grade of the same checkout. A save is seen the moment the line changes, long before
/// the verdict.
///
/// On a terminal the line is rewritten in place; in a log or a pipe each step is a line.
final class WatchStatusLine: Sendable {
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
            write(subject + "…", replacing: false)
        }
    }

    /// A step of the grade, from the grader's log; escaped, as it may name what the submission holds.
    func update(_ step: String) {
        state.withLock { state in
            guard state.isOpen else { return }
            write("\(state.subject) · \(TerminalText.escaped(step))", replacing: true)
        }
    }

    /// The grade is done: the next screen replaces the line.
    func end() {
        state.withLock { $0.isOpen = false }
    }

    private func write(_ text: String, replacing: Bool) {
        // Never wider than the terminal: a wrapped line could not be rewritten in place.
        let line = terminal ? (replacing ? "\r\u{1B}[2K" : "\n") + String(text.prefix(ProgressLine.width(of: STDOUT_FILENO) - 1))
            : text + "\n"
        FileHandle.standardOutput.write(Data(line.utf8))
    }
}
