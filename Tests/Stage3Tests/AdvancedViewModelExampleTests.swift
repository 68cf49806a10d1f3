import Testing
@testable import Stage3

// Write your own test doubles and tests for stage 3 here, next to this example: stubs that
// succeed and fail, a spy on the outputs, a dummy where a provider is needed but unused,
// a clock you move by hand (task 5), and one contract for both stores (task 6).
// The grader runs your tests against the reference (they must pass there) and against
// planted bugs (a bug is caught when one of your tests fails on it).

/// A stub provider: hands back one canned product, whatever happens.
struct OneProductStub: AdvancedNetworkProvider {
    static let product = Product(
        id: 1, name: "Lorem Ipsum", imageURL: nil, price: "Rp 100",
        shop: Shop(id: 1, name: "Toko Serba Ada", location: "Indonesia"))

    func fetchProduct() -> NetworkResult<ProductResult> {
        .success(ProductResult(data: [Self.product]))
    }
}

@Suite("Advanced view model (example)")
@MainActor
struct AdvancedViewModelExampleTests {
    @Test func givenAProviderWithOneProduct_whenTheViewLoads_thenProductsHoldsIt() {
        // Given
        let viewModel = AdvancedViewModel(useCase: OneProductStub())

        // When
        viewModel.didLoad()

        // Then
        #expect(viewModel.products == [OneProductStub.product])
    }
}
