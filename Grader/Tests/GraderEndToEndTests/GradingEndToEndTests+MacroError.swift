import Foundation
import GraderTestSupport
import Testing

// MARK: - A compile error inside a macro, placed in the learner's file (issue 41)

extension GradingEndToEndTests {
    @Test("#expect(try …) in a closure that cannot throw: the error names the learner's file and line")
    func errorInsideAMacro() throws {
        try FixtureKata.prepare()
        try FixtureKata.write("""
            import Testing
            import Stage1

            func eachNumber(_ body: (Int) -> Void) { body(2) }
            func parity(_ number: Int) throws -> Bool { isEven(number: number) }

            @Test func evenInAClosure() {
                eachNumber { number in
                    #expect(try parity(number))
                }
            }

            """, to: "Tests/Stage1Tests/ClosureTests.swift")
        let run = try FixtureKata.grade(["--json", "1"])
        let stage = run.stage(1)
        let said = String(decoding: try JSONSerialization.data(withJSONObject: stage, options: .withoutEscapingSlashes), as: UTF8.self)
        #expect(said.contains("Tests/Stage1Tests/ClosureTests.swift:9:"), "\(said)")
        #expect(said.contains("inside the expansion of #expect"), "\(said)")
        #expect(!said.contains("macro expansion #expect:"), "\(said)")
    }
}
