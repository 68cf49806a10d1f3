@testable import GraderExecution
@testable import GraderReports
import Testing

@Suite("A compile error inside a macro's expansion, placed where the learner wrote the macro")
struct MacroExpansionDiagnosticTests {
    /// `swift build`'s own style, as a learner's `#expect(try store.load() == [])` inside a
    /// closure that cannot throw gives it (Swift 6.2, Linux).
    static let swiftStyle = """
        Building for debugging...
        macro expansion #expect:1:22: error: errors thrown from here are not handled
        `- /w/learner/Tests/Stage3Tests/StoreTests.swift:8:40: note: expanded code originates here
         6 | @Test func loads() {
         7 |     eachStore { store in
         8 |         #expect(try store.load() == [])
           |         `- note: in expansion of macro 'expect' here
           +--- macro expansion #expect ----------------------------------------
           |1 | Testing.__checkValue(try store.load() == [],expression: .__fromSyntaxNode("try store.load() == []"))
           |  |                      `- error: errors thrown from here are not handled
           +--------------------------------------------------------------------
         9 |     }
        """

    /// The same error in LLVM's style (`-diagnostic-style=llvm`).
    static let llvmStyle = """
        /tmp/swift-generated-sources/@__swiftmacro_8LibTests0021StoreTestsswift_IfF6expectfMf_.swift:1:22: error: errors thrown from here are not handled
        Testing.__checkValue(try store.load() == [],expression: .__fromSyntaxNode("try store.load() == []"))
                             ^
        /w/learner/Tests/Stage3Tests/StoreTests.swift:8:9: note: in expansion of macro 'expect' here
                #expect(try store.load() == [])
                ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        """

    @Test("Swift's style: the learner's file, line and column from the note, and the macro named")
    func swiftStyle() {
        #expect(CompilerDiagnostic.parse(Self.swiftStyle) == [CompilerDiagnostic(
            file: "/w/learner/Tests/Stage3Tests/StoreTests.swift", line: 8, column: 40, severity: "error",
            message: "errors thrown from here are not handled (inside the expansion of #expect)")])
    }

    @Test("LLVM's style: the same, from the note of the expansion")
    func llvmStyle() {
        #expect(CompilerDiagnostic.parse(Self.llvmStyle) == [CompilerDiagnostic(
            file: "/w/learner/Tests/Stage3Tests/StoreTests.swift", line: 8, column: 9, severity: "error",
            message: "errors thrown from here are not handled (inside the expansion of #expect)")])
    }

    @Test("An expansion's error with no note to place it stays out, rather than take the next error's place")
    func unplaced() {
        let log = "macro expansion #expect:1:22: error: lost\n/w/a/B.swift:3:4: error: real\n/w/a/B.swift:9:1: note: not its note\n"
        #expect(CompilerDiagnostic.parse(log) == [CompilerDiagnostic(file: "/w/a/B.swift", line: 3, column: 4, severity: "error",
                                                                     message: "real")])
    }
}
