import Foundation

// MARK: - Workflows that run on today's GitHub runners

/// What a schema cannot see in a GitHub workflow, checked on its text: that it does not lean on
/// a runner label that moves (`ubuntu-latest` with `setup-swift`, which refuses an Ubuntu
/// release Swift has no build for yet), that every action is on a major whose Node runtime
/// GitHub still runs, and that every job runs the same Swift (its image may name a system).
///
/// The table of actions is what was found in each action's `action.yml` and release notes
/// (November 2026); an action missing from it is a problem too, so that a new one is looked up
/// before it lands in a classroom.
enum WorkflowRules {
    /// An action's majors: from which one it runs on Node 24, and its newest.
    struct KnownAction {
        /// The first major whose `runs.using` is `node24`; `nil` when none is yet.
        var node24From: Int?
        /// The newest major: accepted even before Node 24 when it is all there is.
        var latest: Int
        /// What its older majors run on, for the message.
        var olderRuntime: String
    }

    static let actions: [String: KnownAction] = [
        // v4 is node20; v5, v6 and v7 are node24.
        "actions/checkout": KnownAction(node24From: 5, latest: 7, olderRuntime: "Node 20 or older"),
        // v4 and v5 are node20 (v5 only "supports" Node 24); v6 and v7 are node24.
        "actions/upload-artifact": KnownAction(node24From: 6, latest: 7, olderRuntime: "Node 20 or older"),
        // v4 to v6 are node20; v7 and v8 are node24.
        "actions/download-artifact": KnownAction(node24From: 7, latest: 8, olderRuntime: "Node 20 or older"),
        // v2 is node20, and it refuses an Ubuntu release that Swift has no build for.
        "swift-actions/setup-swift": KnownAction(node24From: nil, latest: 2, olderRuntime: "Node 20"),
    ]

    /// The Swift image the workflows run in (`grade-class.yml`, `ci.yml` and Classroom 50's
    /// runtime block name it).
    static let swiftImage = "swift:6.3"

    /// What is wrong with one workflow, a line each; none when nothing is.
    ///
    /// - Parameters:
    ///   - name: The file's name, to start each line with.
    ///   - swiftImage: The Swift image every job that names one must use.
    package static func problems(in text: String, name: String, swiftImage: String = WorkflowRules.swiftImage) -> [String] {
        var problems: [String] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        }
        let usesSetupSwift = lines.contains { $0.contains("swift-actions/setup-swift@") }
        for (index, line) in lines.enumerated() {
            let place = "\(name):\(index + 1)"
            let words = line.trimmingCharacters(in: .whitespaces)
            if words.hasPrefix("runs-on:") && words.contains("ubuntu-latest") && usesSetupSwift {
                problems.append("\(place): ubuntu-latest with setup-swift breaks when the label moves to an Ubuntu "
                    + "that Swift has no build for: pin the runner (ubuntu-24.04) or run in Swift's image")
            }
            if let reference = value(of: "uses:", in: words) {
                problems += actionProblems(reference, place: place)
            }
            // The same Swift, on whichever system the image offers (`swift:6.3-bookworm`).
            if let image = value(of: "image:", in: words) ?? value(of: "container:", in: words),
               image.hasPrefix("swift:"), image != swiftImage, !image.hasPrefix(swiftImage + "-") {
                problems.append("\(place): \(image) differs from the kata's Swift image, \(swiftImage)")
            }
        }
        return problems
    }

    /// The text after `key` at the start of a line (after a list's `- `), unquoted unless `raw`.
    static func value(of key: String, in words: String, raw: Bool = false) -> String? {
        let line = words.hasPrefix("- ") ? String(words.dropFirst(2)).trimmingCharacters(in: .whitespaces) : words
        guard line.hasPrefix(key) else { return nil }
        var value = line.dropFirst(key.count).trimmingCharacters(in: .whitespaces)
        if !raw { value = value.trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) }
        return value.isEmpty ? nil : value
    }

    static func actionProblems(_ reference: String, place: String) -> [String] {
        guard !reference.hasPrefix("./"), !reference.hasPrefix("docker://") else { return [] }
        let parts = reference.split(separator: "@", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return ["\(place): \(reference) names no version"] }
        guard let known = actions[parts[0]] else {
            return ["\(place): \(parts[0]) is not in WorkflowRules.actions: look up which Node its majors run on and add it"]
        }
        guard parts[1].hasPrefix("v"), let major = Int(parts[1].dropFirst().prefix { $0.isNumber }) else {
            return ["\(place): \(reference) is not pinned to a major (vN)"]
        }
        if let node24 = known.node24From, major < node24 {
            return ["\(place): \(reference) runs on \(known.olderRuntime), which GitHub removes: use v\(known.latest)"]
        }
        if known.node24From == nil, major < known.latest {
            return ["\(place): \(reference) is older than v\(known.latest), its newest major"]
        }
        if major > known.latest {
            return ["\(place): \(reference) is newer than WorkflowRules.actions knows: check its runtime and update the table"]
        }
        return []
    }

    /// The shell of each `run:` step, with `${{ … }}` expressions replaced by a word of the same
    /// length, as actionlint hands them to shellcheck; the line where each starts.
    static func shellSteps(in text: String) -> [(line: Int, script: String)] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var steps: [(line: Int, script: String)] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let words = line.trimmingCharacters(in: .whitespaces)
            index += 1
            guard let value = value(of: "run:", in: words, raw: true) ?? (words.hasSuffix("run:") ? "" : nil) else { continue }
            if value != "|" && value != ">" && !value.isEmpty {
                steps.append((index, withoutExpressions(value)))
                continue
            }
            let indent = line.prefix { $0 == " " }.count
            var body: [String] = []
            while index < lines.count {
                let next = lines[index]
                let nextIndent = next.prefix { $0 == " " }.count
                if !next.trimmingCharacters(in: .whitespaces).isEmpty && nextIndent <= indent { break }
                body.append(next)
                index += 1
            }
            let margin = body.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
                .map { $0.prefix { $0 == " " }.count }.min() ?? 0
            steps.append((index - body.count, withoutExpressions(body.map { String($0.dropFirst(min(margin, $0.count))) }
                .joined(separator: "\n"))))
        }
        return steps
    }

    static func withoutExpressions(_ script: String) -> String {
        var result = script
        while let start = result.range(of: "${{"), let end = result.range(of: "}}", range: start.upperBound..<result.endIndex) {
            let length = result.distance(from: start.lowerBound, to: end.upperBound)
            result.replaceSubrange(start.lowerBound..<end.upperBound, with: String(repeating: "_", count: length))
        }
        return result
    }
}
