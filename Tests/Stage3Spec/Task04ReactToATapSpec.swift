import Testing
@testable import Stage3

@Suite("Task 4: React to a tap")
@MainActor
struct Task04ReactToATapSpec {
    /// A view model that has loaded `SpecFixtures.products`, and a spy on its outputs.
    private func loadedViewModel() -> (AdvancedViewModel, OutputSpy) {
        let viewModel = AdvancedViewModel(useCase: SpecFixtures.positiveProvider)
        viewModel.didLoad()
        // Listen only after loading, so the spy sees the taps alone.
        return (viewModel, OutputSpy(listeningTo: viewModel))
    }

    @Test("A tap before loading says \"error\"")
    func tapBeforeLoading() {
        // The provider has products, but nobody asked for them yet.
        let viewModel = AdvancedViewModel(useCase: SpecFixtures.positiveProvider)
        let spy = OutputSpy(listeningTo: viewModel)

        viewModel.didSelect(index: 0)

        #expect(spy.sideEffects == ["error"])
    }

    @Test("A tap on a loaded product names that product", arguments: [0, 1, 2])
    func tapOnALoadedProduct(index: Int) {
        let (viewModel, spy) = loadedViewModel()

        viewModel.didSelect(index: index)

        #expect(spy.sideEffects == ["something crazy \(SpecFixtures.products[index].name)"])
    }

    @Test("A tap outside the list says \"error\" and does not crash", arguments: [-1, 3, 100])
    func tapOutsideTheList(index: Int) {
        let (viewModel, spy) = loadedViewModel()

        viewModel.didSelect(index: index)

        #expect(spy.sideEffects == ["error"])
    }

    @Test("A tap after a failed load says \"error\"")
    func tapAfterAFailedLoad() {
        let viewModel = AdvancedViewModel(
            useCase: SpecFixtures.negativeProvider(message: "Server is down"))
        viewModel.didLoad()
        let spy = OutputSpy(listeningTo: viewModel)

        viewModel.didSelect(index: 0)

        #expect(spy.sideEffects == ["error"])
    }

    @Test("Each tap calls doSideEffect once, and nothing else")
    func eachTapCallsDoSideEffectOnce() {
        let (viewModel, spy) = loadedViewModel()

        viewModel.didSelect(index: 2)
        viewModel.didSelect(index: 5)

        #expect(spy.sideEffects == ["something crazy Dodol Garut", "error"])
        #expect(spy.productsAtEachReceiveData.isEmpty)
        #expect(spy.errorMessages.isEmpty)
    }
}
