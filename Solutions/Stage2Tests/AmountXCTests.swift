import XCTest
@testable import Stage2

/// The XCTest way to write `AmountTests.wholeNumber`, as the workshop does: an expectation that
/// the output fulfils, and `await fulfillment(of:timeout:)` instead of `waitForExpectations`.
///
/// The class is not `@MainActor`: on Linux that crashes XCTest's test discovery. Each test method
/// is `@MainActor` and `async` instead.
final class AmountXCTests: XCTestCase {
    @MainActor
    func test_numberFormatter_thousand_reportsAmountOnce() async {
        let viewModel = SecondBasicViewModel()
        let amountReported = expectation(description: "resultNumberFormatter is called")
        amountReported.assertForOverFulfill = true  // a second call fails the test
        var reported: [String] = []
        viewModel.resultNumberFormatter = { amount in
            reported.append(amount)
            amountReported.fulfill()
        }

        await viewModel.numberFormatter(text: "1000")

        // Already fulfilled when the input returns; the timeout only bounds a broken view model.
        await fulfillment(of: [amountReported], timeout: 1)
        XCTAssertEqual(reported, ["Rp 1.000"])
    }
}
