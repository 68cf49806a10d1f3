import Stage4
import XCTest

/// Two of the background-load tests in XCTest's form, with the same doubles.
///
/// An expectation fulfilled by the service counts the requests, as `confirmation` does. XCTest
/// has no `.timeLimit`: answer the service before you await the load.
final class BackgroundLoadXCTests: XCTestCase {
    @MainActor
    func test_givenLoadInFlight_whenViewAsksAgain_thenServiceIsAskedOnce() async {
        let asked = expectation(description: "the service is asked")
        asked.assertForOverFulfill = true
        let service = SuspendingDataService(onRequest: { asked.fulfill() })
        let viewModel = GamesListViewModel(dataService: service)

        let first = viewModel.startLoading()
        let second = viewModel.startLoading()
        service.answer(with: .success(TestGames.list))
        await first.value
        await second.value

        await fulfillment(of: [asked], timeout: 1)
        XCTAssertEqual(viewModel.itemsCount, 3)
    }

    @MainActor
    func test_givenLoadInFlight_whenCancelled_thenLateAnswerIsNotShown() async {
        let service = SuspendingDataService()
        let viewModel = GamesListViewModel(dataService: service)
        let spy = GamesListDelegateSpy()
        viewModel.delegate = spy

        let load = viewModel.startLoading()
        viewModel.cancelLoading()
        XCTAssertFalse(viewModel.showLoading)

        service.answer(with: .success(TestGames.list))
        await load.value

        XCTAssertEqual(spy.events, [.didStartLoading(showLoading: true, showError: false)])
        XCTAssertEqual(viewModel.itemsCount, 0)
    }
}
