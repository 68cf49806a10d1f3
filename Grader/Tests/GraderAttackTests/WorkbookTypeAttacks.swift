import Testing

// MARK: - Stage code whose answers are a type of its own

extension AttackCatalogue {
    /// The spec tests compare with `==`, and `@testable import` lets the stage pick the type:
    /// `numberFormatter` returning a type whose `==` agrees with everything would pass every
    /// comparison with no answer in it. The stage must keep the workbook's declarations
    /// (`WorkbookDeclarations`), so the grader reports it as the learner's compile problem.
    @Test("Stage code that returns a type of its own, equal to anything, passes no spec test")
    func answersThatAgreeWithAnything() throws {
        let run = try AttackRun(.answersThatAgreeWithAnything)
        let errors = (run.report.stage(1)["compile_errors"] as? [String])?.joined(separator: "\n") ?? ""
        #expect(errors.contains("`numberFormatter(number:separator:currency:)` must be declared as the workbook declares it"),
                "\(run.report.stage(1))")
        #expect(errors.contains("a stage declares no operator of its own"), "\(errors)")
        try run.expectNoHarm()
    }
}

extension Attack {
    static let answersThatAgreeWithAnything = Attack(
        name: "answers-that-agree-with-anything", stages: [1],
        literalFiles: ["Stages/Stage1/NumberFormatter.swift": """
            /// An answer that agrees with whatever it is compared to.
            public struct Agreeable: Equatable, ExpressibleByStringLiteral, CustomStringConvertible {
                public init(stringLiteral value: String) {}
                public static func == (lhs: Agreeable, rhs: Agreeable) -> Bool { true }
                public static func == (lhs: Agreeable, rhs: String) -> Bool { true }
                public static func == (lhs: String, rhs: Agreeable) -> Bool { true }
                public var description: String { "" }
            }

            public func numberFormatter(number: Int, separator: String = ".", currency: String = "Rp") -> Agreeable {
                Agreeable(stringLiteral: "")
            }

            """],
        // It compiles; the grader reports the changed declaration as the learner's compile problem.
        compiles: false)
}
