import Foundation

// MARK: - Links between the kata's Markdown files

/// A link of a Markdown file, `[text](target)`, with its target resolved against the folder of
/// the file that holds it: `../Solutions/Answers/Stage1.md#task-1` in `Exercises/Stage1.md`
/// leads to `Solutions/Answers/Stage1.md`, anchor `task-1`.
struct MarkdownLink: Equatable {
    /// The file it leads to, relative to the kata; the page itself for `(#anchor)`.
    var path: String
    /// The heading's anchor, without `#`; empty when the link names only a file.
    var anchor: String
    /// The 1-based line of the page it is on.
    var line: Int

    /// The links of `markdown`, a file at `page` (relative to the kata), outside code blocks.
    /// Links to other sites (`https:`, `mailto:`) are left out: the kata cannot check them.
    static func links(in markdown: String, page: String) -> [MarkdownLink] {
        var found: [MarkdownLink] = []
        for (number, line) in proseLines(of: markdown) {
            var rest = line[...]
            while let opening = rest.range(of: "](") {
                let target = rest[opening.upperBound...].prefix { $0 != ")" }
                rest = rest[opening.upperBound...]
                guard !target.contains(":"), !target.isEmpty else { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let file = parts[0].isEmpty ? page : resolve(String(parts[0]), from: page)
                found.append(MarkdownLink(path: file, anchor: parts.count > 1 ? String(parts[1]) : "", line: number))
            }
        }
        return found
    }

    /// The lines of `markdown` outside fenced code blocks, with their 1-based numbers: a `#` in
    /// Swift code is not a heading, and a `](` in it is not a link.
    static func proseLines(of markdown: String) -> [(number: Int, text: String)] {
        var lines: [(number: Int, text: String)] = []
        var inFence = false
        for (index, line) in markdown.components(separatedBy: "\n").enumerated() {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
            } else if !inFence {
                lines.append((index + 1, line))
            }
        }
        return lines
    }

    /// `target` relative to the folder of `page`, as a path relative to the kata.
    static func resolve(_ target: String, from page: String) -> String {
        var parts = page.split(separator: "/").dropLast().map(String.init)
        for part in target.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }

    /// GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens.
    static func anchor(_ heading: String) -> String {
        String(heading.lowercased()
            .filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
            .map { $0 == " " ? "-" : $0 })
    }

    /// The headings of `markdown` (any level, outside code blocks), with their level.
    static func headings(in markdown: String) -> [(level: Int, title: String)] {
        proseLines(of: markdown).compactMap { _, line in
            let level = line.prefix { $0 == "#" }.count
            guard (1...6).contains(level), line.dropFirst(level).hasPrefix(" ") else { return nil }
            return (level, String(line.dropFirst(level + 1)))
        }
    }

    /// The anchors GitHub gives the headings of `markdown`: a repeated one gets `-1`, `-2`, ….
    static func anchors(in markdown: String) -> [String] {
        var seen: [String: Int] = [:]
        return headings(in: markdown).map { heading in
            let anchor = anchor(heading.title)
            defer { seen[anchor, default: 0] += 1 }
            return seen[anchor].map { "\(anchor)-\($0)" } ?? anchor
        }
    }
}
