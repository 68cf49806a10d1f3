import XCTest
import Stage2

final class GreetingExample: XCTestCase {
    func testRuns() { XCTAssertFalse(greeting(for: "Bo").isEmpty) }
}
