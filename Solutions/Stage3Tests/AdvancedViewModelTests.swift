import Testing
@testable import Stage3

@Suite("AdvancedViewModel")
@MainActor
struct AdvancedViewModelTests {
    // MARK: didLoad

    @Test func givenAStub_whenTheViewLoads_thenReceiveDataSeesTheProducts() async {
        let viewModel = AdvancedViewModel(useCase: ProductProviderStub())

        await confirmation("receiveData is called", expectedCount: 1) { dataReceived in
            viewModel.receiveData = { [unowned viewModel] in
                // The view reads `products` as soon as it hears: they must be there already.
                #expect(viewModel.products == MockProductData.products)
                dataReceived()
            }
            viewModel.didLoad()
        }
    }

    @Test func givenAFailingStub_whenTheViewLoads_thenItHearsTheMessageAndNoData() async {
        let viewModel = AdvancedViewModel(useCase: FailingProductProviderStub(message: "failed"))
        viewModel.receiveData = { Issue.record("receiveData must not be called on failure") }

        await confirmation("onErrorReceiveData is called", expectedCount: 1) { errorReceived in
            viewModel.onErrorReceiveData = { message in
                #expect(message == "failed")
                errorReceived()
            }
            viewModel.didLoad()
        }
        #expect(viewModel.products.isEmpty)
    }

    // MARK: didSelect

    @Test func givenNothingLoaded_whenTheViewTaps_thenItHearsError() async {
        // The provider is required but never used: a dummy.
        let viewModel = AdvancedViewModel(useCase: ProductProviderDummy())

        await confirmation("doSideEffect is called", expectedCount: 1) { sideEffect in
            viewModel.doSideEffect = { message in
                #expect(message == "error")
                sideEffect()
            }
            viewModel.didSelect(index: 0)
        }
    }

    @Test(arguments: [0, 1, 2])
    func givenLoadedProducts_whenTheViewTapsOne_thenItHearsThatProductsName(index: Int) {
        let viewModel = AdvancedViewModel(useCase: ProductProviderStub())
        viewModel.didLoad()
        let spy = ViewModelOutputSpy(listeningTo: viewModel)

        viewModel.didSelect(index: index)

        let name = MockProductData.products[index].name
        #expect(spy.calls == [.doSideEffect("something crazy \(name)")])
    }

    @Test(arguments: [-1, 3])
    func givenLoadedProducts_whenTheViewTapsOutsideTheList_thenItHearsError(index: Int) {
        let viewModel = AdvancedViewModel(useCase: ProductProviderStub())
        viewModel.didLoad()
        let spy = ViewModelOutputSpy(listeningTo: viewModel)

        viewModel.didSelect(index: index)

        #expect(spy.calls == [.doSideEffect("error")])
    }

    // MARK: A whole session

    @Test func givenAStubWithProducts_whenTheViewLoadsThenTaps_thenTheOutputsComeInOrder() {
        let viewModel = AdvancedViewModel(useCase: ProductProviderStub())
        let spy = ViewModelOutputSpy(listeningTo: viewModel)

        viewModel.didLoad()
        viewModel.didSelect(index: 2)

        #expect(
            spy.calls == [
                .receiveData(products: MockProductData.products),
                .doSideEffect("something crazy consectetur"),
            ])
    }
}
