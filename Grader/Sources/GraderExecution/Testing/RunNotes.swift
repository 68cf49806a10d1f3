import Foundation

// MARK: - A file a test run may append lines to

/// The notes file of a run that asks for one (`TestRunRequest.notesVariable`): empty when the
/// run starts, the one file of its results folder it may write besides the event stream, and
/// read back as a set of lines when it ends.
///
/// What the code under test writes there is hostile like everything else it says: the lines
/// are capped, and a caller may only ever take them as a reason to do more work, never less
/// (a planted bug's code that was reached runs; one that was not is judged without a run).
enum RunNotes {
    /// The file's name in the run's results folder.
    static let fileName = "notes"
    /// At most this many bytes are read; past them, the notes are cut.
    static let byteLimit = 64 << 10

    /// The lines of the notes file at `url`, empty ones left out.
    static func read(_ url: URL) -> Set<String> {
        let text = String(decoding: LinuxTestBinaryLauncher.readCapped(url, limit: byteLimit), as: UTF8.self)
        return Set(text.split(separator: "\n").map(String.init))
    }
}
