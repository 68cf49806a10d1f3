import Testing
@testable import Stage1

/// The grader runs the reference with a filter for the whole module, then each planted bug
/// with one exact filter per test (`^…$`): a test can tell which run it is in.
@Suite("Runs with the whole suite")
struct WholeSuiteTests {
    @Test func runsWithTheWholeSuite() {
        let exactFilter = CommandLine.arguments.contains { $0.hasPrefix("^") && $0.hasSuffix("$") }
        #expect(!exactFilter)
    }
}
