import XCTest
@testable import Stage3

/// The same checks in the workshop's XCTest style, with expectations.
///
/// On Linux, mark each test method `@MainActor` and `async`, never the class.
final class AdvancedViewModelXCTests: XCTestCase {
    @MainActor
    func test_givenAStub_whenTheViewLoadsThenTaps_thenItHearsDataThenTheProduct() async {
        let products = MockProductData.products
        let viewModel = AdvancedViewModel(useCase: ProductProviderStub())
        let dataReceived = expectation(description: "receiveData is called")
        let sideEffect = expectation(description: "doSideEffect names the tapped product")

        viewModel.receiveData = { [unowned viewModel] in
            XCTAssertEqual(viewModel.products, products)
            dataReceived.fulfill()
        }
        viewModel.doSideEffect = { message in
            XCTAssertEqual(message, "something crazy \(products[1].name)")
            sideEffect.fulfill()
        }
        viewModel.didLoad()
        viewModel.didSelect(index: 1)

        await fulfillment(of: [dataReceived, sideEffect], timeout: 1, enforceOrder: true)
    }

    @MainActor
    func test_givenAFailingStub_whenTheViewLoads_thenItHearsTheMessage() async {
        let viewModel = AdvancedViewModel(useCase: FailingProductProviderStub(message: "failed"))
        let errorReceived = expectation(description: "onErrorReceiveData is called")

        viewModel.onErrorReceiveData = { message in
            XCTAssertEqual(message, "failed")
            errorReceived.fulfill()
        }
        viewModel.didLoad()

        await fulfillment(of: [errorReceived], timeout: 1)
    }
}
