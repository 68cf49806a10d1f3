import Foundation
import GraderTestSupport
import Testing

// MARK: - A learner test that crashes every swift test, named in the report (issue 41)

#if os(Linux)
extension GradingEndToEndTests {
    @Test("A @MainActor XCTest class with a synchronous test: named as the learner's mistake, and the stage is not complete")
    func mainActorSynchronousXCTest() throws {
        try FixtureKata.prepare()
        try FixtureKata.solveEverything()
        let file = "Tests/Stage1Tests/MainActorParityTests.swift"
        try FixtureKata.write("""
            import XCTest
            import Stage1

            @MainActor
            final class MainActorParityTests: XCTestCase {
                func test_twoIsEven() {
                    XCTAssertTrue(isEven(number: 2))
                }
            }

            """, to: file)
        defer { try? FileManager.default.removeItem(at: FixtureKata.submission.appendingPathComponent(file)) }
        let run = try FixtureKata.grade(["--json", "1"])
        #expect(run.stage(1)["status"] as? String == "incomplete", "\(run.stdout)")
        let wrong = try #require(run.stage(1)["wrong_tests"] as? [[String: Any]])
        let named = try #require(wrong.first { ($0["name"] as? String)?.hasPrefix("MainActorParityTests") == true }, "\(wrong)")
        #expect(named["status"] as? String == "crashed")
        #expect((named["message"] as? String)?.contains("Write the same tests with XCTest") == true)

        let human = try FixtureKata.grade(["1"])
        #expect(human.stdout.contains("make the method async"), "\(human.stdout)")
    }
}
#endif
