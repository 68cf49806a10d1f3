import Foundation
import GraderExecution
import SwiftSource

// MARK: - The refused attributes, as the compiler's parser reads them

/// The second reading of `ForbiddenAttributes`: the compiler's own parser
/// (`swiftc -dump-parse`, no type checking, about 70 ms a call) instead of the grader's tokenizer.
///
/// A hand lexer can be told that code is text: a regex literal such as `#/"/#` opened a
/// "string" for the tokenizer, and a `@section(".init_array")` later on the line compiled
/// unseen. The parser reads what the compiler will build, so each attribute the kata refuses
/// is found where it stands, and so is every `unsafe` expression. What its dump leaves out is
/// read from the source between the nodes it gives: an import's attributes (`@_spi(…) import
/// Testing`) stand between the end of the declaration before it and its `import`. Inactive
/// `#if` blocks are not in the dump, and are not compiled either.
///
/// Each file's findings are kept under a hash of its text (`memo`), so a grade parses only
/// the files that changed since the last one.
enum CompilerReadAttributes {
    /// The dump's node for each refused attribute, with the attribute as `ForbiddenAttributes`
    /// names it (`@c` is `cdecl_attr` too, `@_section` and `@_used` are `section_attr` and
    /// `used_attr`).
    static let refusedNodes: [String: String] = [
        "silgen_name_attr": "_silgen_name", "cdecl_attr": "_cdecl", "extern_attr": "_extern",
        "expose_attr": "_expose", "section_attr": "section", "used_attr": "used",
        "dynamic_replacement_attr": "_dynamicReplacement", "originally_defined_in_attr": "_originallyDefinedIn",
        "objc_runtime_name_attr": "_objcRuntimeName", "specialize_attr": "_specialize",
        "spi_access_control_attr": "_spi", "unsafe_attr": "unsafe", "safe_attr": "safe",
    ]

    /// Attributes refused on an import, found in the text before it.
    static let refusedOnImports = ["_spi", "_private"]

    struct Use: Codable, Equatable {
        /// As `ForbiddenAttributes.uses(in:)` names it: the attribute, or `unsafeWordUse`.
        var attribute: String
        var line: Int
    }

    /// Each refused use in `files`, by path, in order; none when the compiler cannot be run
    /// (the tokenizer's reading stands). `memo` keeps each file's uses under a hash of its text
    /// and of the grader, so a new grader reads every file again.
    static func uses(in files: [String: Data], memo: URL?) -> [(path: String, use: Use)] {
        let swiftFiles = files.filter { $0.key.hasSuffix(".swift") }
        let hashes = swiftFiles.mapValues { data -> String in
            var hasher = SHA256()
            hasher.update(GraderVersion.fingerprint)
            hasher.update(data)
            return hasher.finalizeHex()
        }
        var known = memo.flatMap { try? JSONDecoder().decode([String: [Use]].self, from: Data(contentsOf: $0)) } ?? [:]
        let unread = swiftFiles.filter { known[hashes[$0.key]!] == nil }
        if !unread.isEmpty, let parsed = parse(unread) {
            for (path, uses) in parsed { known[hashes[path]!] = uses }
        }
        if let memo {
            // Only this grade's files are kept: the memo never grows past one submission's.
            let kept = known.filter { Set(hashes.values).contains($0.key) }
            _ = try? WorkspaceFiles.write(try JSONEncoder().encode(kept), to: memo)
        }
        return swiftFiles.keys.sorted().flatMap { path in (known[hashes[path]!] ?? []).map { (path, $0) } }
    }

    /// One line per refused attribute or `unsafe` in `files`, worded as
    /// `ForbiddenAttributes.problems(in:)` words it (imports are `StageImports`' business).
    static func problems(in files: [String: Data], memo: URL?) -> [String] {
        problems(of: uses(in: files, memo: memo))
    }

    /// The same, of uses already read.
    static func problems(of uses: [(path: String, use: Use)]) -> [String] {
        uses.filter { !$0.use.attribute.hasPrefix(importPrefix) }.map {
            ForbiddenAttributes.problem(path: $0.path, attribute: $0.use.attribute, line: $0.use.line)
        }
    }

    /// How a use names an import of a test library: `import Testing`, `import XCTest`.
    static let importPrefix = "import "

    /// The uses in each file, from one run of the parser over them all; `nil` when it cannot run.
    static func parse(_ files: [String: Data]) -> [String: [Use]]? {
        guard let swiftc = ObjectSymbols.toolBesideSwift("swiftc") else { return nil }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-parse-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // Plain names in a folder of the grader's own: the learner's names never reach the command line.
        let paths = files.keys.sorted()
        var names: [String: String] = [:]
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (index, path) in paths.enumerated() {
                names["f\(index).swift"] = path
                try files[path]!.write(to: folder.appendingPathComponent("f\(index).swift"))
            }
        } catch {
            return nil
        }
        let result = ProcessRunner.run(ProcessRequest(
            executable: swiftc, arguments: ["-dump-parse", "-swift-version", "6"] + names.keys.sorted(),
            workingDirectory: folder.path, timeout: 60, outputLimit: 64 << 20))
        guard !result.outputTruncated, result.output.contains("(source_file ") else { return nil }
        let found = uses(inDump: result.output, sources: Dictionary(uniqueKeysWithValues: names.map {
            ($0.key, String(decoding: files[$0.value]!, as: UTF8.self))
        }))
        return Dictionary(uniqueKeysWithValues: names.map { ($0.value, found[$0.key] ?? []) })
    }

    /// The uses the dump shows, by the file name it gives (`f0.swift`), with `sources` for the
    /// text between its nodes.
    static func uses(inDump dump: String, sources: [String: String]) -> [String: [Use]] {
        var found: [String: [Use]] = [:]
        var file = ""
        var line = 0
        // Where the last top-level node of the file ended: an import's attributes come after it.
        var lastEnd = (line: 1, column: 1)
        let importAttributes = refusedOnImports.map { ($0, try! Regex("@\\s*`?" + $0 + "(?![A-Za-z0-9_])")) }
        for text in dump.split(separator: "\n", omittingEmptySubsequences: false) {
            if let name = CompilerDumpLine.sourceFile(text) {
                (file, line, lastEnd) = (String(name), 0, (1, 1))
                continue
            }
            if let range = CompilerDumpLine.range(text) {
                line = range.start.line
                let isTopLevel = text.hasPrefix("  (") && !text.hasPrefix("   ")
                if isTopLevel, let module = CompilerDumpLine.importedModule(text), StageImports.testLibraries.contains(String(module)) {
                    found[file, default: []].append(Use(attribute: importPrefix + module, line: line))
                }
                if isTopLevel, text.hasPrefix("  (import_decl"), let source = sources[file] {
                    let before = Self.text(of: source, from: lastEnd, to: range.start)
                    for (attribute, pattern) in importAttributes where before.firstMatch(of: pattern) != nil {
                        found[file, default: []].append(Use(attribute: attribute, line: range.start.line))
                    }
                }
                if isTopLevel { lastEnd = range.end }
            }
            guard let node = CompilerDumpLine.nodeName(text) else { continue }
            if node == "unsafe_expr" {
                found[file, default: []].append(Use(attribute: ForbiddenAttributes.unsafeWordUse, line: line))
            } else if let attribute = refusedNodes[String(node)] {
                found[file, default: []].append(Use(attribute: attribute, line: line))
            } else if text.contains(#"inherits="@unsafe"#) || text.contains(#", @unsafe"#) {
                found[file, default: []].append(Use(attribute: "unsafe", line: line))
            }
        }
        // `processed_init=` repeats `original_init=`: one use per kind and line.
        return found.mapValues { uses in
            var seen: Set<String> = []
            return uses.filter { seen.insert("\($0.attribute) \($0.line)").inserted }
        }
    }

    /// The text of `source` from one position (line and column, from 1) to just before another.
    static func text(of source: String, from start: (line: Int, column: Int), to end: (line: Int, column: Int)) -> String {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
        var bytes: [UInt8] = []
        for number in start.line...max(start.line, end.line) where number - 1 < lines.count {
            let text = lines[number - 1]
            let from = number == start.line ? min(start.column - 1, text.count) : 0
            let to = number == end.line ? min(max(end.column - 1, from), text.count) : text.count
            bytes += text[from..<to] + [10]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
