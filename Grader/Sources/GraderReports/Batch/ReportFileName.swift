import Foundation
import GraderExecution

// MARK: - A submission's report, named after it

/// The file name of a submission's report in a batch's OUT folder: the folder's name and
/// `.json`, so `Zoë Ñúñez, O'Brien` gets `Zoë Ñúñez, O'Brien.json`.
///
/// A name some system could not hold or a shell would misread is made safe: control,
/// bidirectional and Windows-reserved characters (`\ / : * ? " < > |`) become `_`, a leading
/// `-` (an option to a command given `*.json`) or a trailing dot or space too, a long name is
/// cut short, and a safe name gets the first 8 hex digits of the SHA-256 of the real name's
/// bytes. The gradebook still shows the name as written: the report holds it
/// (`Provenance.submissionName`).
///
/// Unique by construction (issue 39): a name kept as it is is in Unicode's composed form (NFC)
/// and does not end like a made-safe one (`-` and hex digits), so it can never be a made-safe
/// name, nor the same file as one on a disk that compares names canonically (APFS): a folder
/// named `Zoë_-9eba6b87` after a classmate's made-safe name, or a decomposed `Zoë` beside a
/// composed one, is made safe in turn, with the hash of its own bytes. What is left (two
/// names a case-insensitive disk takes for one, a hash prefix shared) `ReportFileNames` settles.
///
/// The student's feedback file is named the same way, with `.md` (`FeedbackFile`). A student
/// named `summary` gets the safe form too: `summary.json` is the class's (`ClassSummary`).
enum ReportFileName {
    /// Bytes of the name before `.json`, well under the 255 a file name may have.
    static let longest = 160
    /// Names of the batch's own files in OUT, without `.json`, in any case (macOS's disks ignore it).
    static let reserved: Set<String> = ["summary"]
    /// Hex digits of the hash a made-safe name ends with.
    static let hashDigits = 8
    /// A whole SHA-256, for the name `ReportFileNames` finds taken.
    static let wholeHashDigits = 64

    static func of(_ name: String, extension suffix: String = "json") -> String {
        stem(name) + "." + suffix
    }

    /// The file name without its extension: `name` itself when it is safe, else made safe with
    /// `digits` hex digits of its hash; `hashed` makes it safe whatever it is.
    static func stem(_ name: String, digits: Int = hashDigits, hashed: Bool = false) -> String {
        let safe = safeStem(name)
        if !hashed && safe.hasSameBytes(as: name) && !reserved.contains(name.lowercased()) && !looksMadeSafe(name) {
            return name
        }
        return safe + "-" + SHA256.hex(name).prefix(digits)
    }

    /// Whether a file stem is one a batch gives `name` (`ReportFileNames`): by bytes.
    static func isStem(_ stem: String, of name: String) -> Bool {
        [Self.stem(name), Self.stem(name, digits: wholeHashDigits, hashed: true)].contains { $0.hasSameBytes(as: stem) }
    }

    /// Ends like a made-safe name: `-` and at least `hashDigits` lowercase hex digits.
    private static func looksMadeSafe(_ name: String) -> Bool {
        let tail = name.utf8.reversed().prefix { "0123456789abcdef".utf8.contains($0) }
        return tail.count >= hashDigits && name.utf8.dropLast(tail.count).last == UInt8(ascii: "-")
    }

    private static func safeStem(_ name: String) -> String {
        var scalars = String.UnicodeScalarView()
        // Composed, so that every name written is in the one form a normalizing disk compares.
        for scalar in name.precomposedStringWithCanonicalMapping.unicodeScalars {
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
