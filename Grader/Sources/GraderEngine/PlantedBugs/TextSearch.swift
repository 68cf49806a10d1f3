// MARK: - Text search

/// Exact, byte-for-byte search in UTF-8 text, where an offset means the same thing everywhere.
///
/// Searching bytes rather than `Character`s keeps offsets stable and comparisons literal: a
/// planted bug's text must match the reference file exactly, whitespace included.
enum TextSearch {
    /// The byte offsets where `needle` starts in `haystack`, overlapping matches included.
    static func offsets(of needle: String, in haystack: String) -> [Int] {
        let needleBytes = Array(needle.utf8)
        let haystackBytes = Array(haystack.utf8)
        guard !needleBytes.isEmpty, needleBytes.count <= haystackBytes.count else { return [] }
        var found: [Int] = []
        for start in 0...(haystackBytes.count - needleBytes.count)
        where haystackBytes[start] == needleBytes[0]
            && haystackBytes[start..<(start + needleBytes.count)].elementsEqual(needleBytes)
        {
            found.append(start)
        }
        return found
    }
}
