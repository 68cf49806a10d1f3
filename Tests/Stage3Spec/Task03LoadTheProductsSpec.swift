import Testing
@testable import Stage3

@Suite("Task 3: Load the products")
@MainActor
struct Task03LoadTheProductsSpec {
    @Test("Loading from a provider that succeeds fills products")
    func positiveLoadFillsProducts() {
        let viewModel = AdvancedViewModel(useCase: SpecFixtures.positiveProvider)

        viewModel.didLoad()

        #expect(viewModel.products == SpecFixtures.products)
    }

    @Test("receiveData is called once, with products already set")
    func positiveLoadCallsReceiveDataOnceAfterSettingProducts() {
        let viewModel = AdvancedViewModel(useCase: SpecFixtures.positiveProvider)
        let spy = OutputSpy(listeningTo: viewModel)

        viewModel.didLoad()

        // One entry per call: what `products` held when `receiveData` ran.
        #expect(spy.productsAtEachReceiveData == [SpecFixtures.products])
        #expect(spy.errorMessages.isEmpty)
        #expect(spy.sideEffects.isEmpty)
    }

    @Test("Every load tells the view once")
    func everyLoadTellsTheViewOnce() {
        let viewModel = AdvancedViewModel(useCase: SpecFixtures.positiveProvider)
        let spy = OutputSpy(listeningTo: viewModel)

        viewModel.didLoad()
        viewModel.didLoad()

        #expect(spy.productsAtEachReceiveData == [SpecFixtures.products, SpecFixtures.products])
    }

    @Test(
        "Loading from a provider that fails passes on its message, once",
        arguments: ["Server is down", "Failed when decoding"])
    func negativeLoadReportsTheMessage(message: String) {
        let viewModel = AdvancedViewModel(useCase: SpecFixtures.negativeProvider(message: message))
        let spy = OutputSpy(listeningTo: viewModel)

        viewModel.didLoad()

        #expect(spy.errorMessages == [message])
        #expect(spy.productsAtEachReceiveData.isEmpty, "receiveData must not be called on failure")
        #expect(spy.sideEffects.isEmpty)
        #expect(viewModel.products.isEmpty)
    }

    @Test("The real provider's message reaches the view")
    func realProviderMessageReachesTheView() {
        let viewModel = AdvancedViewModel(useCase: AdvancedUseCase(fileURL: nil))
        let spy = OutputSpy(listeningTo: viewModel)

        viewModel.didLoad()

        #expect(spy.errorMessages == ["URL Not found"])
        #expect(spy.productsAtEachReceiveData.isEmpty)
    }
}
