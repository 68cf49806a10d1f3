// MARK: - One line of the compiler's parse dump, read by hand

/// The pieces of a line of `swiftc -dump-parse` that the grader reads, found with plain string
/// searches. A regex literal is parsed again each time it is evaluated (`Regex.init` at run
/// time), and a class's dumps have millions of lines: read with regex literals, they took about
/// four fifths of a batch's own CPU time (`perf`, 2026-11-30; the grader's 234 s became 95 s).
///
/// Each function answers what its regex below answered, including where that regex would have
/// found a later match after an earlier near miss.
package enum CompilerDumpLine {
    /// `^\(source_file "([^"]+)"`: the file a dump's nodes now come from.
    package static func sourceFile(_ line: Substring) -> Substring? {
        let prefix = "(source_file \""
        guard line.hasPrefix(prefix) else { return nil }
        let name = line.dropFirst(prefix.count)
        guard let quote = name.firstIndex(of: "\""), quote > name.startIndex else { return nil }
        return name[..<quote]
    }

    /// `range=\[[^:\]]+:(\d+):(\d+) - line:(\d+):(\d+)\]`: where a node starts and ends (line and
    /// column, from 1), from the first `range=[` of the line that reads so.
    package static func range(_ line: Substring) -> (start: (line: Int, column: Int), end: (line: Int, column: Int))? {
        var rest = line
        while let opening = rest.firstRange(of: "range=[") {
            rest = rest[opening.upperBound...]
            var reader = rest
            // The file: one character or more, up to a colon, with no bracket.
            guard let colon = reader.firstIndex(where: { $0 == ":" || $0 == "]" }), colon > reader.startIndex,
                  reader[colon] == ":" else { continue }
            reader = reader[reader.index(after: colon)...]
            if let startLine = number(&reader), skip(":", &reader), let startColumn = number(&reader),
               skip(" - line:", &reader), let endLine = number(&reader), skip(":", &reader),
               let endColumn = number(&reader), skip("]", &reader) {
                return ((startLine, startColumn), (endLine, endColumn))
            }
        }
        return nil
    }

    /// `^  \(import_decl .* module="([^"]+)"`: the module a top-level import names, from the
    /// last `module="…"` of the line, as the greedy `.*` finds it.
    package static func importedModule(_ line: Substring) -> Substring? {
        let prefix = "  (import_decl "
        guard line.hasPrefix(prefix) else { return nil }
        var candidates = line.dropFirst(prefix.count)
        var found: Substring?
        while let key = candidates.firstRange(of: " module=\"") {
            let value = candidates[key.upperBound...]
            if let quote = value.firstIndex(of: "\""), quote > value.startIndex {
                found = value[..<quote]
            }
            candidates = candidates[candidates.index(after: key.lowerBound)...]
        }
        return found
    }

    /// `^\s*\((?:original_init=|processed_init=)?([a-z_]+)`: the kind of node the line opens.
    package static func nodeName(_ line: Substring) -> Substring? {
        let opened = line.drop(while: \.isWhitespace)
        guard opened.first == "(" else { return nil }
        let body = opened.dropFirst()
        for label in ["original_init=", "processed_init="] where body.hasPrefix(label) {
            let name = body.dropFirst(label.count).prefix(while: isNodeNameCharacter)
            if !name.isEmpty { return name }
        }
        let name = body.prefix(while: isNodeNameCharacter)
        return name.isEmpty ? nil : name
    }

    private static func isNodeNameCharacter(_ character: Character) -> Bool {
        character == "_" || (character.isASCII && character.isLowercase)
    }

    /// ASCII digits at the front of `text`, consumed (the dump writes no others).
    private static func number(_ text: inout Substring) -> Int? {
        let digits = text.prefix(while: { $0.isASCII && $0.isWholeNumber })
        guard !digits.isEmpty, let value = Int(digits) else { return nil }
        text = text[digits.endIndex...]
        return value
    }

    /// `literal` at the front of `text`, consumed.
    private static func skip(_ literal: String, _ text: inout Substring) -> Bool {
        guard text.hasPrefix(literal) else { return false }
        text = text.dropFirst(literal.count)
        return true
    }
}
