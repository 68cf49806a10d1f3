// MARK: - Planted bug wrapper

/// Rewrites one reference file so that each of its planted bugs can be switched on at run time.
enum PlantedBugWrapper {
    /// The name of the function the wrapped code calls to ask whether a bug is on.
    static let switchFunction = "__plantedBug"

    /// The text that takes the place of `bug`'s text to find.
    ///
    /// - `expression`: `(__plantedBug("ID") ? (REPLACE) : (FIND))`
    /// - `statements`: `if __plantedBug("ID") {` REPLACE `} else {` FIND `}`, on lines of their own.
    static func wrapped(_ bug: PlantedBug) -> String {
        let condition = "\(switchFunction)(\"\(bug.id)\")"
        switch bug.wrap {
        case .expression:
            return "(\(condition) ? (\(bug.replaceText)) : (\(bug.findText)))"
        case .statements:
            return "if \(condition) {\n\(bug.replaceText)\n} else {\n\(bug.findText)\n}"
        }
    }

    /// The switchable form of `source`: each bug's text to find replaced by its wrapped form.
    ///
    /// Each bug's text is located in the original `source`, so the bugs may come in any order;
    /// the result is the same as applying them from the last offset to the first.
    ///
    /// - Throws: A `BugCatalogProblem` when a bug's text does not occur exactly once, or two overlap.
    static func switchableSource(_ source: String, stage: Int, bugs: [PlantedBug]) throws(BugCatalogProblem) -> String {
        var edits: [(range: Range<Int>, text: String, id: String)] = []
        for bug in bugs {
            let offsets = TextSearch.offsets(of: bug.findText, in: source)
            guard offsets.count == 1, let start = offsets.first else {
                throw BugCatalogProblem(
                    stage: stage, bugID: bug.id,
                    message: "the text to find occurs \(offsets.count) times in \(bug.file); it must occur exactly once")
            }
            edits.append((start..<(start + bug.findText.utf8.count), wrapped(bug), bug.id))
        }
        edits.sort { $0.range.lowerBound < $1.range.lowerBound }

        let bytes = Array(source.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + edits.count * 64)
        var copiedUpTo = 0
        for edit in edits {
            guard edit.range.lowerBound >= copiedUpTo else {
                throw BugCatalogProblem(
                    stage: stage, bugID: edit.id, message: "the text to find overlaps that of another bug in the same file")
            }
            result += bytes[copiedUpTo..<edit.range.lowerBound]
            result += Array(edit.text.utf8)
            copiedUpTo = edit.range.upperBound
        }
        result += bytes[copiedUpTo...]
        return String(decoding: result, as: UTF8.self)
    }
}
