import XCTest
@testable import Stage1

/// The workshop's style, in XCTest: one method per row of the table, named `test_…`.
final class NumberFormatterXCTests: XCTestCase {
    func test_isEven_odd() {
        XCTAssertFalse(isEven(number: -3), "found even number")
    }

    func test_numberFormatter_thousands_withZeroPadding() {
        XCTAssertEqual(numberFormatter(number: 1005), "Rp 1.005")
    }
}
