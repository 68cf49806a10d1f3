import Observation
import XCTest
@testable import Stage2

final class ObservedStateXCTests: XCTestCase {
    // `async`, with `@MainActor` on the method: the form XCTest runs on Linux too.
    @MainActor
    func test_isEven_announcesTheNewAnswer() async {
        let viewModel = ObservedBasicViewModel()
        let announced = expectation(description: "a change of oddEven is announced")
        withObservationTracking { _ = viewModel.oddEven } onChange: { announced.fulfill() }

        viewModel.isEven(text: "4")

        // Fulfilled during the call; the timeout only bounds a view model that never announces.
        await fulfillment(of: [announced], timeout: 1)
        XCTAssertEqual(viewModel.oddEven, "Genap")
    }
}
