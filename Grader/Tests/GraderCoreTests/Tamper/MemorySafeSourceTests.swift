import Foundation
@testable import GraderEngine
@testable import GraderReports
import Testing

/// The word `unsafe` lets an unsafe expression compile under strict memory safety, so the
/// source check refuses it in the learner's code and tests (issue 39).
@Suite("The word unsafe and the attributes @unsafe and @safe are refused in a submission's sources")
struct MemorySafeSourceTests {
    private func problems(_ source: String) -> [String] {
        ForbiddenAttributes.problems(in: ["Tests/Stage1Tests/Peek.swift": Data(source.utf8)])
    }

    @Test("Each way to mark code unsafe is refused, on its line", arguments: [
        "let bytes = unsafe unsafeBitCast(isEven, to: Int.self)",
        "for unsafe byte in buffer { _ = byte }",
        "@unsafe func peek() {}",
        "@safe struct Peek {}",
        "extension Peek: @unsafe Sendable {}",
        "let text = \"\\(unsafe pointer.load(as: UInt8.self))\"",
        "unowned(unsafe) let owner: AnyObject",
    ])
    func refused(line: String) throws {
        let found = problems("import Foundation\n\n" + line + "\n")
        let first = try #require(found.first)
        #expect(first.contains("is not allowed in the kata (Tests/Stage1Tests/Peek.swift, line 3)"), "\(found)")
        #expect(first.contains("memory-safe Swift"))
    }

    @Test("The message shows the word as it is written")
    func message() {
        #expect(problems("let x = unsafe y\n") == [
            "`unsafe` is not allowed in the kata (Tests/Stage1Tests/Peek.swift, line 1): the kata's code and tests are memory-safe Swift, and this would let them read memory",
        ])
        #expect(problems("@unsafe func f() {}\n").first?.hasPrefix("`@unsafe` is not allowed") == true)
    }

    @Test("nonisolated(unsafe), and the word in comments, text and names, are allowed")
    func allowed() {
        let source = """
            // A test must never use unsafe code.
            nonisolated(unsafe) static var answer = 1
            let message = "\\(name) is unsafe"
            let unsafeLooking = 2
            func withUnsafeLookingName() {}
            """
        #expect(problems(source) == [])
    }

    @Test("An interpolation's code is read to its closing parenthesis")
    func interpolations() {
        #expect(ForbiddenAttributes.interpolations(in: ##""a \(f(x)) b \#(y) c""##) == ["f(x)", "y"])
    }
}
