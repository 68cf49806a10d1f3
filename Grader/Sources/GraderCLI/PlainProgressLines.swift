import Foundation
import GraderEngine
import GraderExecution

// MARK: - A grading's progress as plain lines

/// A grading's events as plain lines on standard error, one each, where no progress line
/// redraws itself (a log, a pipe, a batch): escaped, as a line may name what the submission
/// holds (`TerminalText`). Nothing with `--quiet`.
struct PlainProgressLines: GradingEventRecorder {
    let quiet: Bool
    /// Whether the first verdicts are written too (a grade's, not `hint`'s or verify's).
    let firstVerdicts: Bool

    init(_ arguments: Arguments, firstVerdicts: Bool = false) {
        self.quiet = arguments.quiet
        self.firstVerdicts = firstVerdicts
    }

    func record(_ event: GradingEvent) {
        if quiet || !event.isForPeople { return }
        if case .firstVerdict = event, !firstVerdicts { return }
        FileHandle.standardError.write(Data((TerminalText.escaped(event.text) + "\n").utf8))
    }
}
