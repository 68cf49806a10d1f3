import Foundation

// MARK: - XCTest crashing while it lists the tests

/// On Linux, XCTest crashes while it lists the tests when a synchronous test method is on the
/// main actor (`@MainActor` on the method or on its class): "Could not cast value of type
/// '(Stage2Tests.CounterTests) -> @Swift.MainActor () -> ()' …". No test of the binary runs
/// then, and the learner's own `swift test` crashes before any test, every time.
///
/// The grader cannot run those tests either, but it must not lose them silently: the class the
/// runtime names stands for them, as one test that crashed, with what to do about it.
package enum XCTestDiscoveryCrash {
    /// The name of the stand-in test, under the class the crash names.
    package static let standInName = "every test: XCTest crashed while listing them"

    /// The stand-in for a listing that ended by a signal (in the sandbox: an exit code above 128), from the runtime's words; `nil` when
    /// the listing ended normally or the words name no test class.
    static func standIn(listing output: String, end: ProcessEnd) -> PlannedTest? {
        guard end.signalInside != nil, let range = output.range(of: "Could not cast value of type '(") else { return nil }
        let type = output[range.upperBound...].prefix { $0 != ")" }
        let parts = type.split(separator: ".")
        guard parts.count >= 2, parts.allSatisfy({ part in part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else {
            return nil
        }
        let module = parts[0]
        let className = parts[parts.count - 1]
        return PlannedTest(id: "\(module).\(className)/\(standInName)", name: standInName, suite: String(className))
    }

    static func isStandIn(_ test: PlannedTest) -> Bool {
        test.name == standInName && test.id.hasSuffix("/" + standInName)
    }

    /// What the stand-in's crash says: the runtime's line, why, and where the workbook explains it.
    static func message(listing output: String) -> String {
        let said = output.split(separator: "\n").first { $0.contains("Could not cast value of type") }
            .map { String($0.prefix(300)) } ?? "Could not cast value of type …"
        return "crashed: XCTest crashed while listing the tests (\(said)). A synchronous test method on the main actor "
            + "(@MainActor on the method or on its class) does that on Linux, and then swift test crashes before any "
            + "test runs. Make each such method async; see Exercises/Stage2.md, Write the same tests with XCTest."
    }
}
