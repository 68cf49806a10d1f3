import Foundation

// MARK: - A file a test run may append lines to

/// The notes file of a run that asks for one (`TestRunRequest.notesVariable`): empty when the
/// run starts, the one file of its results folder it may write besides the event stream, and
/// read back as a set of lines when it ends.
///
/// What the code under test writes there is hostile like everything else it says: the lines
/// are capped, and a caller may only ever take them as a reason to do more work, never less
/// (a planted bug's code that was reached runs; one that was not is judged without a run).
package enum RunNotes {
    /// The file's name in the run's results folder.
    static let fileName = "notes"
    /// At most this many bytes are read; past them, the notes are cut. A planted bug's switch
    /// writes a line for each bug and test that reached its code: a stage 4 hunt writes some
    /// 20 KB.
    static let byteLimit = 1 << 20
    /// The line that stands for what a cut left out: a reader that finds it knows only part of
    /// what the run wrote. No switch writes it: a switch's line is a bug's id (which holds no
    /// space) and a tab, then a test's id.
    package static let cutMarker = "(notes cut)"

    /// The lines of the notes file at `url`, empty ones left out; `cutMarker` among them when
    /// the file was longer than `byteLimit`.
    static func read(_ url: URL) -> Set<String> {
        let data = LinuxTestBinaryLauncher.readCapped(url, limit: byteLimit + 1)
        var lines = Set(String(decoding: data.prefix(byteLimit), as: UTF8.self).split(separator: "\n").map(String.init))
        if data.count > byteLimit { lines.insert(cutMarker) }
        return lines
    }
}
