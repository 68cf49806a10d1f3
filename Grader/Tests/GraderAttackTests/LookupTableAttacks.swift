import Foundation
import Testing

// MARK: - Stage code that knows only the public inputs

extension AttackCatalogue {
    /// Seen succeeding before `FreshInputs` (issue 38): every spec test of stage 1 passed, since
    /// no spec input was drawn at grade time. Now each table and literal of a top-level
    /// function is asked again on whole numbers drawn for the workspace, against the reference.
    @Test("Stage code that answers only the public spec inputs passes no spec test of its functions")
    func answersOnlyThePublicInputs() throws {
        let run = try AttackRun(.answersOnlyThePublicInputs)
        let tests = run.report.stage(1)["tests"] as? [[String: Any]] ?? []
        let caughtOut = tests.filter { ($0["message"] as? String)?.hasPrefix("passes on its own inputs, not on others") == true }
        #expect(!caughtOut.isEmpty, "\(tests)")
        try run.expectNoHarm()
    }
}

extension Attack {
    /// Every whole number the public spec tests of stage 1 mention, as Swift source.
    private static var publicNumbers: [String] {
        let folder = AttackLab.repository.appendingPathComponent("Tests/Stage1Spec")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var numbers: Set<String> = ["Int.max", "Int.min", "Int.max - 1", "Int.min + 1"]
        for file in files {
            let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            for match in text.matches(of: #/-?\b\d[\d_]*\b/#) { numbers.insert(String(match.output)) }
        }
        return numbers.sorted()
    }

    static let answersOnlyThePublicInputs = Attack(
        name: "answers-only-the-public-inputs", stages: [1],
        literalFiles: ["Stages/Stage1/NumberFormatter.swift": """
            /// The numbers the spec tests ask about; any other gets no answer.
            let known: [Int] = [\(publicNumbers.joined(separator: ", "))]

            public func numberFormatter(number: Int, separator: String = ".", currency: String = "Rp") -> String {
                guard known.contains(number) else { return "" }
                var digits = String(number.magnitude)
                var groups: [String] = []
                while digits.count > 3 {
                    groups.insert(String(digits.suffix(3)), at: 0)
                    digits = String(digits.dropLast(3))
                }
                groups.insert(digits, at: 0)
                return currency + " " + (number < 0 ? "-" : "") + groups.joined(separator: separator)
            }

            public func isEven(number: Int) -> Bool {
                known.contains(number) && number.isMultiple(of: 2)
            }

            """,
            "Stages/Stage1/IsEven.swift": "// isEven(number:) is in NumberFormatter.swift, beside the table it reads.\n"])
}
