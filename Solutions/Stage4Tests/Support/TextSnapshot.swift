// MARK: - Snapshots of text: recorded once, compared on every later run

import Foundation

/// A text the test expects to stay the same, kept in a file beside the tests.
///
/// The kata gives it to you, with its two wrappers in `ExpectSnapshot.swift`: use them in your
/// own snapshot tests of task 10 (`Exercises/Stage4.md` shows how it works). The model tests
/// use the same two files.
///
/// The snapshot named `name` lives in `__Snapshots__/<name>.txt`, in the folder of the test
/// file that asks for it (found from `#filePath`, as Point-Free's swift-snapshot-testing does).
/// The first run has no snapshot to compare with: it records one and fails, so that a snapshot
/// nobody has looked at never passes a test. Later runs compare, and a mismatch fails with a
/// diff of the lines. `SNAPSHOT_RECORD=1` records every snapshot again, and fails too.
///
/// It decides and writes, but reports nothing itself: `failure(matching:)` returns the message,
/// and a thin wrapper hands it to Swift Testing (`expectSnapshot`) or XCTest (`assertSnapshot`).
struct TextSnapshot {
    /// Set it to `1` to record every snapshot again: `SNAPSHOT_RECORD=1 swift test --filter Stage4Tests`.
    static let recordVariable = "SNAPSHOT_RECORD"

    let name: String
    /// The snapshot's file.
    let file: URL
    /// The test file that asks for it.
    let testFile: URL

    /// - Parameters:
    ///   - name: The file's name without `.txt`: letters, digits, `-` and `_` only.
    ///   - testFile: The `#filePath` of the test.
    init(name: String, testFile: String) {
        self.name = name
        self.testFile = URL(fileURLWithPath: testFile)
        file = self.testFile.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__").appendingPathComponent(name + ".txt")
    }

    /// Why the test fails, or `nil` when `actual` matches the snapshot.
    ///
    /// - Parameter record: Whether to record the snapshot again; by default, whether the
    ///   environment says `SNAPSHOT_RECORD=1`.
    func failure(matching actual: String, record: Bool = Self.recordingRequested) -> String? {
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }), !name.isEmpty else {
            return "A snapshot name may hold only letters, digits, - and _: \"\(name)\"."
        }
        let recorded = try? String(contentsOf: file, encoding: .utf8)
        guard let recorded, !record else {
            return self.record(actual, again: recorded != nil)
        }
        // The file ends with a line break, as text files do; the screen does not.
        let expected = recorded.hasSuffix("\n") ? String(recorded.dropLast()) : recorded
        guard expected != actual else { return nil }
        return """
            The screen does not match the snapshot \(file.path)
            (- the snapshot, + the screen now):
            \(Self.lineDiff(from: expected, to: actual))
            If the screen now is right, record it again: \(Self.recordVariable)=1 swift test --filter Stage4Tests
            """
    }

    static var recordingRequested: Bool {
        ProcessInfo.processInfo.environment[recordVariable] == "1"
    }

    /// Writes the snapshot, and says why the test fails all the same.
    private func record(_ actual: String, again: Bool) -> String {
        // ./grade.sh runs the tests where only the snapshots are, read-only, and never the test
        // files: a snapshot recorded there would be lost, so it is not recorded.
        guard FileManager.default.fileExists(atPath: testFile.path) else {
            return cannotRecord(because: "the test file is not here to record beside")
        }
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data((actual + "\n").utf8).write(to: file)
        } catch {
            return cannotRecord(because: error.localizedDescription)
        }
        if again {
            return "Recorded the snapshot again at \(file.path), as \(Self.recordVariable)=1 asks. "
                + "Read it, then run the tests without \(Self.recordVariable)."
        }
        return "There was no snapshot: recorded one at \(file.path). Read it: if the screen is right, run the tests again."
    }

    /// Why a missing snapshot fails where it cannot be recorded, and what to do.
    private func cannotRecord(because reason: String) -> String {
        "No snapshot __Snapshots__/\(name).txt beside \(testFile.lastPathComponent) to compare with, and it cannot be "
            + "recorded here (\(reason)). Record it with swift test --filter Stage4Tests, read it, and commit it with "
            + "your tests."
    }

    /// The lines of `old` and `new`, each marked: two spaces when both have it, `-` when only
    /// `old` has it, `+` when only `new` has it. The lines both keep are a longest common
    /// subsequence of the two, so one changed line shows as one `-` and one `+`.
    static func lineDiff(from old: String, to new: String) -> String {
        let before = old.components(separatedBy: "\n")
        let after = new.components(separatedBy: "\n")
        // kept[i][j]: how many lines `before[i...]` and `after[j...]` have in common, in order.
        var kept = Array(repeating: Array(repeating: 0, count: after.count + 1), count: before.count + 1)
        for i in before.indices.reversed() {
            for j in after.indices.reversed() {
                kept[i][j] = before[i] == after[j] ? kept[i + 1][j + 1] + 1 : max(kept[i + 1][j], kept[i][j + 1])
            }
        }
        var lines: [String] = []
        var i = 0
        var j = 0
        while i < before.count || j < after.count {
            if i < before.count, j < after.count, before[i] == after[j] {
                lines.append("  " + before[i])
                i += 1
                j += 1
            } else if j == after.count || (i < before.count && kept[i + 1][j] >= kept[i][j + 1]) {
                lines.append("- " + before[i])
                i += 1
            } else {
                lines.append("+ " + after[j])
                j += 1
            }
        }
        return lines.joined(separator: "\n")
    }
}
