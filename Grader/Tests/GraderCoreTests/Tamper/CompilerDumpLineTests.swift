import SwiftSource
import Testing

/// The parse dump's lines read by hand as the regexes they replace read them (a regex literal is
/// parsed again at each use; checked against those regexes on 1.16 million lines of dumps of the
/// kata, its solutions, the grader and its attacks, 2026-11-30).
@Suite("A line of the compiler's parse dump, read by hand")
struct CompilerDumpLineTests {
    @Test("The file a dump's nodes come from, only from a line that opens one")
    func sourceFile() {
        #expect(CompilerDumpLine.sourceFile(#"(source_file "f3.swift""#) == "f3.swift")
        #expect(CompilerDumpLine.sourceFile(#"(source_file """#) == nil)
        #expect(CompilerDumpLine.sourceFile(#"  (source_file "f3.swift""#) == nil)
        #expect(CompilerDumpLine.sourceFile(#"(source_file f3.swift"#) == nil)
    }

    @Test("A node's range, from the first range of the line that reads as one")
    func range() throws {
        let found = try #require(CompilerDumpLine.range(#"  (func_decl range=[f0.swift:3:1 - line:7:2] "f()")"#))
        #expect(found.start == (3, 1) && found.end == (7, 2))
        // A near miss first (no file before the colon, then a bracket in the file): the next one counts.
        let later = try #require(CompilerDumpLine.range(#"(x range=[:1:2 - line:3:4] range=[a]b:1:1 - line:1:1] range=[f1.swift:12:5 - line:12:40])"#))
        #expect(later.start == (12, 5) && later.end == (12, 40))
        #expect(CompilerDumpLine.range(#"(x range=[f0.swift:3:1 - line:7:])"#) == nil)
        #expect(CompilerDumpLine.range(#"(x range=[f0.swift:٣:1 - line:7:2])"#) == nil)
    }

    @Test("A top-level import's module, from the last module of the line that has a name")
    func importedModule() {
        #expect(CompilerDumpLine.importedModule(#"  (import_decl range=[f0.swift:1:1 - line:1:8] module="Testing")"#) == "Testing")
        #expect(CompilerDumpLine.importedModule(#"  (import_decl x module="A" y module="B" z module="")"#) == "B")
        #expect(CompilerDumpLine.importedModule(#"  (import_decl module="Testing")"#) == nil)
        #expect(CompilerDumpLine.importedModule(#"    (import_decl x module="Testing")"#) == nil)
    }

    @Test("The kind of node a line opens, after an initialiser's label when a name follows it")
    func nodeName() {
        #expect(CompilerDumpLine.nodeName("    (unsafe_expr type=Int") == "unsafe_expr")
        #expect(CompilerDumpLine.nodeName("\t(original_init=call_expr") == "call_expr")
        #expect(CompilerDumpLine.nodeName("(processed_init=(") == "processed_init")
        #expect(CompilerDumpLine.nodeName("  x (call_expr") == nil)
        #expect(CompilerDumpLine.nodeName("  (Capital") == nil)
    }
}
