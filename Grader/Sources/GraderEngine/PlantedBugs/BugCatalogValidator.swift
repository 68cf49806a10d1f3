import Foundation

// MARK: - Bug catalog validator

/// Checks a stage's catalog of planted bugs against the stage's reference code.
///
/// The rules are those of CONTRIBUTING.md: ids unique and kebab-case, a hint, a Swift file of
/// the reference folder, a text to find that occurs exactly once and overlaps no other bug's,
/// a replacement that differs from it, and at least five bugs per stage.
enum BugCatalogValidator {
    /// How many planted bugs a stage needs at least.
    static let minimumBugCount = 5

    /// Every problem of `catalog`, given the text of the reference files it names.
    ///
    /// - Parameters:
    ///   - catalog: The stage's bugs.
    ///   - sources: The text of each reference file, keyed by its path relative to the stage
    ///     folder; a file missing from it is reported as missing from the stage.
    ///   - minimumBugCount: The fewest bugs the stage may list.
    /// - Returns: The problems, bug by bug in catalog order, overlaps last; empty when the
    ///   catalog is valid.
    package static func problems(
        in catalog: BugCatalog,
        sources: [String: String],
        minimumBugCount: Int = BugCatalogValidator.minimumBugCount
    ) -> [BugCatalogProblem] {
        var problems: [BugCatalogProblem] = []
        if catalog.bugs.count < minimumBugCount {
            problems.append(BugCatalogProblem(
                stage: catalog.stage, bugID: nil,
                message: "the catalog lists \(catalog.bugs.count) bugs; a stage needs at least \(minimumBugCount)"))
        }
        var seenIDs: Set<String> = []
        for bug in catalog.bugs {
            let report = { (message: String) in
                problems.append(BugCatalogProblem(stage: catalog.stage, bugID: bug.id, message: message))
            }
            if !isKebabCase(bug.id) {
                report("the id must be kebab-case: lowercase letters and digits joined by single hyphens, starting with a letter")
            }
            if !seenIDs.insert(bug.id).inserted {
                report("another bug of the stage has the same id; ids must be unique")
            }
            if bug.hint.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                report("the hint is empty")
            }
            if bug.findText.isEmpty {
                report("the text to find is empty")
            } else if bug.findText == bug.replaceText {
                report("the replacement is the same as the text to find")
            }
            if let fileProblem = problemWithPath(bug.file) {
                report(fileProblem)
            } else if let source = sources[bug.file] {
                let count = TextSearch.offsets(of: bug.findText, in: source).count
                if !bug.findText.isEmpty && count != 1 {
                    report(count == 0
                        ? "the text to find does not occur in \(bug.file)"
                        : "the text to find occurs \(count) times in \(bug.file); it must occur exactly once")
                }
            } else {
                report("the file \(bug.file) does not exist in the stage's reference folder")
            }
        }
        problems += overlaps(in: catalog, sources: sources)
        return problems
    }

    /// Every problem of `catalog`, reading the files it names from the stage's reference folder.
    ///
    ///     let problems = BugCatalogValidator.problems(in: catalog, referenceFolder: stage1)
    ///     for problem in problems { print(problem) }
    package static func problems(
        in catalog: BugCatalog,
        referenceFolder: URL,
        minimumBugCount: Int = BugCatalogValidator.minimumBugCount
    ) -> [BugCatalogProblem] {
        var sources: [String: String] = [:]
        for file in Set(catalog.bugs.map(\.file)) where problemWithPath(file) == nil {
            let url = referenceFolder.appendingPathComponent(file)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
                  !isDirectory.boolValue,
                  let data = FileManager.default.contents(atPath: url.path)
            else { continue }
            sources[file] = String(decoding: data, as: UTF8.self)
        }
        return problems(in: catalog, sources: sources, minimumBugCount: minimumBugCount)
    }

    /// Whether `id` is kebab-case, such as `odd-check-wrong-for-negatives`.
    static func isKebabCase(_ id: String) -> Bool {
        let words = id.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = id.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return words.allSatisfy { word in
            !word.isEmpty && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
    }

    /// Why `path` cannot name a Swift file inside the stage folder, or `nil` when it can.
    static func problemWithPath(_ path: String) -> String? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        if path.isEmpty || path.hasPrefix("/") || components.contains("..") || components.contains("") {
            return "the file \"\(path)\" must be a path inside the stage's reference folder, such as IsEven.swift"
        }
        if !path.hasSuffix(".swift") {
            return "the file \(path) is not a Swift file"
        }
        return nil
    }

    /// A problem for each bug whose text to find overlaps that of an earlier bug in the same file.
    private static func overlaps(in catalog: BugCatalog, sources: [String: String]) -> [BugCatalogProblem] {
        var problems: [BugCatalogProblem] = []
        let located = catalog.bugs.compactMap { bug -> (bug: PlantedBug, range: Range<Int>)? in
            guard let source = sources[bug.file] else { return nil }
            let offsets = TextSearch.offsets(of: bug.findText, in: source)
            guard offsets.count == 1, let start = offsets.first else { return nil }
            return (bug, start..<(start + bug.findText.utf8.count))
        }
        for (index, later) in located.enumerated() {
            for earlier in located[..<index]
            where earlier.bug.file == later.bug.file && earlier.range.overlaps(later.range) {
                problems.append(BugCatalogProblem(
                    stage: catalog.stage, bugID: later.bug.id,
                    message: "the text to find overlaps that of bug \(earlier.bug.id) in \(later.bug.file)"))
            }
        }
        return problems
    }
}
