// MARK: - Mutant schemata

/// Writes a file with all its mutants behind the planted-bug switch (`PlantedBugSwitch`), so one
/// build holds the reference and every mutant, as it does for planted bugs ("mutant schemata").
///
/// An expression site becomes
///
///     (
///     __plantedBug("m3") ? (remaining >= 0)
///     : __plantedBug("m4") ? (!(remaining > 0))
///     : (remaining > 0))
///
/// and a statements site `if __plantedBug("m9") {` variant `} else {` original `}`. Each variant
/// starts a line of its own, so a compiler error names the mutant that caused it (`owners`).
/// Sites inside others are written inside the original branch of the outer one. A default value's
/// site calls the switch through `defaultValueSwitch`, written at the file's end; a `CodingKey`
/// enum's raw values are chosen in a `stringValue` written at the enum's end.
enum MutantSchemata {
    /// Who a line of the written file belongs to, to blame a compiler error on.
    enum Owner: Sendable, Hashable {
        /// The text of one mutant's variant.
        case mutant(String)
        /// The frame of a site: its error could be any of these mutants'.
        case site([String])
    }

    struct Output: Sendable {
        var text: String
        /// Lines (from 1) that hold a mutant's variant or a site's frame.
        var owners: [Int: Owner]
        /// Mutants whose site overlaps another's without holding it: not written.
        var unplaced: [String]
    }

    private final class Node {
        let site: MutationSite
        var children: [Node] = []
        init(_ site: MutationSite) { self.site = site }
    }

    private typealias Segment = (text: String, owner: Owner?)

    /// The switch a parameter's default value calls: the caller evaluates a default value, so a
    /// public function's may call only what is public or `@usableFromInline`, never the private
    /// `__plantedBug`. One a file, named after it, as each file has its own private switch.
    static func defaultValueSwitch(file: String) -> String {
        "__plantedBugInDefault_" + String(file.unicodeScalars.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) ? Character($0) : "_" })
    }

    static func write(source: String, sites: [MutationSite], file: String) -> Output {
        let bytes = Array(source.utf8)
        let ordered = sites.sorted { left, right in
            if left.range.lowerBound != right.range.lowerBound { return left.range.lowerBound < right.range.lowerBound }
            if left.range.upperBound != right.range.upperBound { return left.range.upperBound > right.range.upperBound }
            return left.kind == .statements && right.kind == .expression
        }
        var roots: [Node] = []
        var stack: [Node] = []
        var unplaced: [String] = []
        for site in ordered {
            while let top = stack.last, top.site.range.upperBound <= site.range.lowerBound { stack.removeLast() }
            let node = Node(site)
            if let top = stack.last {
                guard site.range.upperBound <= top.site.range.upperBound else {
                    unplaced += site.variants.map(\.id)
                    continue
                }
                top.children.append(node)
            } else {
                roots.append(node)
            }
            stack.append(node)
        }

        var segments: [Segment] = []
        span(0..<bytes.count, children: roots, bytes: bytes, file: file, into: &segments)
        if sites.contains(where: { $0.kind == .defaultValue }) {
            let name = defaultValueSwitch(file: file)
            segments.append(("\n@usableFromInline func \(name)(_ id: String) -> Bool { \(PlantedBugWrapper.switchFunction)(id) }\n", nil))
        }
        return Output(text: segments.map(\.text).joined(), owners: owners(of: segments), unplaced: unplaced)
    }

    /// The bytes of `range`, with each child site written in place of its own range.
    private static func span(_ range: Range<Int>, children: [Node], bytes: [UInt8], file: String,
                             into segments: inout [Segment]) {
        var cursor = range.lowerBound
        for child in children {
            segments.append((String(decoding: bytes[cursor..<child.site.range.lowerBound], as: UTF8.self), nil))
            site(child, bytes: bytes, file: file, into: &segments)
            cursor = child.site.range.upperBound
        }
        segments.append((String(decoding: bytes[cursor..<range.upperBound], as: UTF8.self), nil))
    }

    private static func site(_ node: Node, bytes: [UInt8], file: String, into segments: inout [Segment]) {
        let frame = Owner.site(node.site.variants.map(\.id))
        let function = node.site.kind == .defaultValue ? defaultValueSwitch(file: file) : PlantedBugWrapper.switchFunction
        let condition = { (id: String) in "\(function)(\"\(id)\")" }
        switch node.site.kind {
        case .expression, .defaultValue:
            // The opening bracket alone on its line: an error about the whole expression lands
            // there, on the frame, and blames no variant in particular.
            segments.append(("(\n", frame))
            for (index, variant) in node.site.variants.enumerated() {
                segments.append(((index == 0 ? "" : "\n: ") + condition(variant.id) + " ? (", frame))
                segments.append((variant.text, .mutant(variant.id)))
                segments.append((")", .mutant(variant.id)))
            }
            segments.append(("\n: (", frame))
            span(node.site.range, children: node.children, bytes: bytes, file: file, into: &segments)
            segments.append(("))", frame))
        case .codingKeyName:
            segments.append(("\nvar stringValue: String {\n", frame))
            for variant in node.site.variants {
                segments.append(("if \(condition(variant.id)) {\n", frame))
                segments.append((variant.text, .mutant(variant.id)))
                segments.append(("\n}\n", frame))
            }
            segments.append(("return rawValue\n}\n", frame))
            span(node.site.range, children: node.children, bytes: bytes, file: file, into: &segments)
        case .statements:
            for (index, variant) in node.site.variants.enumerated() {
                segments.append(((index == 0 ? "if " : " else if ") + condition(variant.id) + " {\n", frame))
                segments.append((variant.text, .mutant(variant.id)))
                segments.append(("\n}", frame))
            }
            segments.append((" else {\n", frame))
            span(node.site.range, children: node.children, bytes: bytes, file: file, into: &segments)
            segments.append(("\n}", frame))
        }
    }

    /// For each line, the most precise owner among the segments on it: a mutant before a site.
    private static func owners(of segments: [Segment]) -> [Int: Owner] {
        var owners: [Int: Owner] = [:]
        var line = 1
        for segment in segments {
            let pieces = segment.text.split(separator: "\n", omittingEmptySubsequences: false)
            for (offset, piece) in pieces.enumerated() {
                let current = line + offset
                guard let owner = segment.owner, !piece.isEmpty || offset == 0 else { continue }
                switch (owners[current], owner) {
                case (.mutant?, .site): break
                default: owners[current] = owner
                }
            }
            line += pieces.count - 1
        }
        return owners
    }
}
