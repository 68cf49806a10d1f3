import GraderExecution

// MARK: - Spec rows that pass on the starters, named in the workbook

/// Checks that the workbook names every spec test that passes on the starters, and no other.
///
/// "Watch it fail" cannot be seen for a test that the starter's placeholder already satisfies,
/// so the workbook lists those tests, each on a line `- "display name"`, in the lists that
/// follow a `<!-- starts green -->` tag (a list ends at the first line of another kind).
enum StartsGreenCheck {
    static let tag = "<!-- starts green -->"

    /// The display names listed after each tag of `markdown`.
    static func listedNames(inMarkdown markdown: String) -> Set<String> {
        var names: Set<String> = []
        var afterTag = false
        var inList = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == tag {
                afterTag = true
            } else if afterTag || inList, trimmed.hasPrefix("- \""), trimmed.hasSuffix("\""), trimmed.count > 4 {
                names.insert(String(trimmed.dropFirst(3).dropLast()))
                afterTag = false
                inList = true
            } else if !(afterTag && trimmed.isEmpty) {
                // Blank lines may stand between the tag and its list; anything else ends it.
                afterTag = false
                inList = false
            }
        }
        return names
    }

    /// The problems, given the display names of the spec tests that passed on the starters.
    ///
    ///     StartsGreenCheck.problems(passingOnStarters: ["An odd number is odd"], workbook: workbook)
    ///
    /// - Parameter allStagesRan: Whether every stage's starters ran; when only some did, a name
    ///   listed for another stage is not a problem.
    static func problems(passingOnStarters passing: Set<String>, workbook: Workbook, allStagesRan: Bool = true) -> [String] {
        var listedIn: [String: String] = [:]
        for page in workbook.pages {
            for name in listedNames(inMarkdown: page.text) { listedIn[name] = page.path }
        }
        let unlisted = passing.subtracting(listedIn.keys).sorted().map {
            "\"\($0)\" passes on the starters: list it in its stage's \(Workbook.stagesFolder)/StageN.md after \(tag), or make its placeholder fail it"
        }
        let stale = !allStagesRan ? [] : listedIn.filter { !passing.contains($0.key) }.sorted { $0.key < $1.key }.map {
            "\($0.value) says \"\($0.key)\" passes on the starters, but it does not: remove it from the list"
        }
        return unlisted + stale
    }
}
