import Foundation

// MARK: - A submission's report, named after it

/// The file name of a submission's report in a batch's OUT folder: the folder's name and
/// `.json`, so `Zoë Ñúñez, O'Brien` gets `Zoë Ñúñez, O'Brien.json`.
///
/// A name some system could not hold or a shell would misread is made safe: control,
/// bidirectional and Windows-reserved characters (`\ / : * ? " < > |`) become `_`, a leading
/// `-` (an option to a command given `*.json`) or a trailing dot or space too, a long name is
/// cut short, and a safe name gets the first 8 hex digits of the SHA-256 of the real name, so
/// two students never share a file. The gradebook still shows the name as written: the report
/// holds it (`Provenance.submissionName`).
///
/// The student's feedback file is named the same way, with `.md` (`FeedbackFile`). A student
/// named `summary` gets the safe form too: `summary.json` is the class's (`ClassSummary`).
enum ReportFileName {
    /// Bytes of the name before `.json`, well under the 255 a file name may have.
    static let longest = 160
    /// Names of the batch's own files in OUT, without `.json`, in any case (macOS's disks ignore it).
    static let reserved: Set<String> = ["summary"]

    static func of(_ name: String, extension suffix: String = "json") -> String {
        let safe = safeStem(name)
        if safe == name && !reserved.contains(name.lowercased()) { return name + "." + suffix }
        return safe + "-" + SHA256.hex(name).prefix(8) + "." + suffix
    }

    private static func safeStem(_ name: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            scalars.append(isUnsafe(scalar) ? "_" : scalar)
        }
        var stem = String(scalars)
        if stem.hasPrefix("-") { stem = "_" + stem.dropFirst() }
        while let last = stem.last, last == "." || last == " " { stem = String(stem.dropLast()) + "_" }
        if stem.isEmpty { stem = "_" }
        while stem.utf8.count > longest { stem.removeLast() }
        return stem
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        if "\\/:*?\"<>|\u{FFFD}".unicodeScalars.contains(scalar) { return true }
        if FileNames.escaped(String(scalar)) != String(scalar) { return true }
        return false
    }
}
