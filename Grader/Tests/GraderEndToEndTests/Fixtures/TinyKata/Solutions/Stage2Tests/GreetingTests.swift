import XCTest
import Stage2

final class GreetingTests: XCTestCase {
    func testGreetsByName() { XCTAssertEqual(greeting(for: "Bo"), "Hello, Bo!") }
}
