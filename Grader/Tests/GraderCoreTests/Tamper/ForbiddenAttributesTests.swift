import Foundation
@testable import GraderEngine
@testable import GraderReports
import Testing

@Suite("Attributes that take names the submission does not own are refused in its sources")
struct ForbiddenAttributesTests {
    private func problems(_ source: String, path: String = "Stages/Stage1/Hook.swift") -> [String] {
        ForbiddenAttributes.problems(in: [path: Data(source.utf8)])
    }

    @Test("Each attribute that names or places a symbol is refused, with the reason a learner reads", arguments: [
        "@_silgen_name(\"fwrite\") func f()",
        "@_cdecl(\"write\") public func f()",
        "@c(write) public func f()",
        "@_extern(c, \"write\") func f()",
        "@_expose(Cxx, \"f\") public func f()",
        "@_section(\".init_array\") @_used let f = 1",
        "@section(\".init_array\") @used let f = 1",
        "@_dynamicReplacement(for: isEven(number:)) func f()",
        "@_spi(ForToolsIntegrationOnly) import Testing",
        "@ _silgen_name(\"fwrite\") func f()",
        "@`_silgen_name`(\"fwrite\") func f()",
    ])
    func refused(declaration: String) throws {
        let found = problems("import Foundation\n\n" + declaration + " {}\n")
        let first = try #require(found.first)
        #expect(first.contains("is not allowed in the kata (Stages/Stage1/Hook.swift, line 3)"))
    }

    @Test("The message names the attribute and says why")
    func message() {
        #expect(problems("@_silgen_name(\"x\") func f() {}\n") == [
            "`@_silgen_name` is not allowed in the kata (Stages/Stage1/Hook.swift, line 1): it lets code take the name of a function it does not own",
        ])
    }

    @Test("Attributes named in comments, doc comments and plain strings do not count")
    func commentsAndStrings() {
        let source = """
            // Never use @_silgen_name here.
            /* nor @_cdecl("write") */
            /// Not even `@_section`.
            let note = "@_silgen_name is refused"
            let raw = #"@_cdecl("write")"#
            """
        #expect(problems(source).isEmpty)
    }

    @Test("Code inside a string's interpolation counts")
    func interpolation() {
        #expect(problems(#"let x = "\({ @_cdecl("fwrite") func f() {}; return 1 }())""#).count == 1)
        #expect(problems(#"let mail = "\(name)@company.com, \(team)@users.org""#).isEmpty)
    }

    @Test("The kata's everyday attributes pass", arguments: [
        "@testable import Stage1", "@MainActor final class A {}", "@Test(\"two\") func two() {}",
        "@Sendable func f() {}", "@available(*, deprecated) func f() {}", "@discardableResult func f() -> Int { 1 }",
        "@_implementationOnly import Foundation", "@inlinable public func f() {}", "@Observable final class M {}",
    ])
    func everyday(declaration: String) {
        #expect(problems(declaration + "\n").isEmpty)
    }

    @Test("Files that are not Swift are not read")
    func otherFiles() {
        #expect(problems("@_silgen_name(\"x\")", path: "Stages/Stage3/Resources/Notes.txt").isEmpty)
    }
}
