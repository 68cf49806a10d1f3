import Foundation

// MARK: - The report names one batch has given out

/// Gives each student of a batch a report (and feedback) file name of their own, stem only:
/// `ReportFileName`'s, unless a disk could take it for another student's.
///
/// Two names can still meet on a disk after `ReportFileName`: `Ann` and `ann` on a
/// case-insensitive one (macOS, Windows), two made-safe names whose 8 hex digits agree, or a
/// file already in OUT that holds another student's report. The second then gets the whole
/// SHA-256 of its bytes, which no other name has. A student is known by their name's bytes, so
/// the same student graded again gets the same file.
struct ReportFileNames {
    /// Each stem given, as a disk that ignores case and normalization compares it, with the
    /// bytes of the name it was given to.
    private var owners: [String: [UInt8]] = [:]

    /// The stem of `name`'s files; `isTaken` says whether a stem's file in OUT belongs to
    /// another student already.
    mutating func claim(_ name: String, isTaken: (String) -> Bool = { _ in false }) -> String {
        let bytes = Array(name.utf8)
        let usual = ReportFileName.stem(name)
        let candidates = [usual, ReportFileName.stem(name, digits: ReportFileName.wholeHashDigits, hashed: true)]
        let stem = candidates.first { stem in
            // Swift compares strings canonically: `lowercased()` adds case, as such disks do.
            let owner = owners[stem.lowercased()]
            return owner == bytes || (owner == nil && !isTaken(stem))
        } ?? candidates[1]
        owners[stem.lowercased()] = bytes
        return stem
    }
}
