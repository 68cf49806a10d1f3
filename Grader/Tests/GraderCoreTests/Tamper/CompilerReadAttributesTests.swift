import Foundation
@testable import GraderEngine
@testable import GraderReports
import Testing

/// The compiler's parser reads what the tokenizer can be misled about (issue 38: a regex literal
/// with a quote in it hid the rest of its line from the tokenizer).
@Suite("The refused attributes and the word unsafe, as the compiler's parser reads them")
struct CompilerReadAttributesTests {
    private func problems(_ source: String, path: String = "Tests/Stage1Tests/Hidden.swift") -> [String] {
        CompilerReadAttributes.problems(in: [path: Data(source.utf8)], memo: nil)
    }

    @Test("Behind a regex literal holding a quote, each refused use is found on its line", arguments: [
        (#"let q = #/"/#; let x = unsafe 1"#, "`unsafe`"),
        (#"let q = #/"/#; @_silgen_name("fwrite") func f()"#, "`@_silgen_name`"),
        (#"let q = #/"/#; @section(".init_array") @used let f: Int = 1"#, "`@section`"),
        (#"let q = #/"/#; @_cdecl("write") func f() {}"#, "`@_cdecl`"),
        (#"let q = #/"/#; @unsafe func f() {}"#, "`@unsafe`"),
        (#"let q = #/"/#; @_spi(Experimental) import Testing"#, "`@_spi`"),
        (#"let q = /"/; let x = unsafe 1"#, "`unsafe`"),
    ])
    func hiddenFromTheTokenizer(line: String, shown: String) {
        // The tokenizer's reading misses it: the reason for this second one.
        #expect(ForbiddenAttributes.problems(in: ["Hidden.swift": Data(("import Foundation\n\n" + line + "\n").utf8)]).isEmpty)
        let found = problems("import Foundation\n\n" + line + "\n")
        #expect(found.contains { $0.hasPrefix(shown + " is not allowed in the kata (Tests/Stage1Tests/Hidden.swift, line 3)") }, "\(found)")
    }

    @Test("An import's attribute on the line above is found; @testable and @preconcurrency are not refused")
    func importAttributes() {
        #expect(problems("import Foundation\n@_spi(Experimental)\nimport Testing\n").count == 1)
        #expect(problems("@testable import Stage1\n@preconcurrency import Foundation\nimport Testing\n") == [])
    }

    @Test("Honest code is clean: nonisolated(unsafe), unsafe in text and comments, a regex literal")
    func honestCode() {
        let source = #"""
            import Foundation
            // Never write unsafe code; @_silgen_name is not for tests.
            nonisolated(unsafe) var shared = 0
            let message = "\(shared) is unsafe"
            let pattern = #/[0-9]+/#
            @MainActor func check() async {}
            """#
        #expect(problems(source) == [])
    }

    @Test("Each file is parsed once: a second reading comes from the memo")
    func memo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parse-memo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let memo = folder.appendingPathComponent("stage1.json")
        let files = ["A.swift": Data("let x = unsafe 1\n".utf8)]
        let first = CompilerReadAttributes.problems(in: files, memo: memo)
        #expect(first.count == 1)
        // A memo that says otherwise is believed: proof that the parser did not run again.
        let forged = try JSONEncoder().encode([try #require(try JSONDecoder().decode([String: [CompilerReadAttributes.Use]].self,
                                                                                     from: Data(contentsOf: memo)).keys.first): [CompilerReadAttributes.Use]()])
        try forged.write(to: memo)
        #expect(CompilerReadAttributes.problems(in: files, memo: memo) == [])
    }

    @Test("The text between two positions of a source, by line and column")
    func textBetween() {
        #expect(CompilerReadAttributes.text(of: "ab\ncdef\ngh", from: (1, 2), to: (2, 3)) == "b\ncd\n")
    }
}
