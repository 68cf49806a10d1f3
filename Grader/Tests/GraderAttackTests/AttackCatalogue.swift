import Testing

// MARK: - The catalogue of attacks

/// Dishonest and broken submissions, written as a dishonest student would, graded against a
/// clone of the real kata. Each must earn nothing, change nothing, leave nothing behind and
/// leak nothing (`AttackRun.expectNoHarm`). The attacks are grouped by theme in the files
/// beside this one; they share the lab's folders, so they run one at a time.
@Suite("Dishonest and broken submissions earn nothing and harm nothing", .serialized)
struct AttackCatalogue {
    static func stageFolders(_ stages: [Int]) -> [String] { stages.map { "Stages/Stage\($0)" } }
    static func testFolders(_ stages: [Int]) -> [String] { stages.map { "Tests/Stage\($0)Tests" } }

    /// Stage 1's two starter files with `statement` first in each function: whichever spec
    /// test runs first calls it.
    static func stage1Starters(calling statement: String) -> [String: String] {
        [
            "Stages/Stage1/IsEven.swift": """
                public func isEven(number: Int) -> Bool {
                    \(statement)
                    return false
                }

                """,
            "Stages/Stage1/NumberFormatter.swift": """
                public func numberFormatter(number: Int, separator: String = ".", currency: String = "Rp") -> String {
                    \(statement)
                    return ""
                }

                """,
        ]
    }
}
