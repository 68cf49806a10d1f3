import Stage4
import Testing

@MainActor
@Suite("Task 6: Report an empty list as an error")
struct Task06EmptyListSpec {
    @Test("The delegate hears: started, then error, and never loaded")
    func callbackOrder() async {
        let (viewModel, spy) = makeViewModel(service: StubDataService.returning([]))
        await viewModel.loadGames()
        #expect(spy.events == [.started, .error])
    }

    @Test("When the error is reported, the message says there are no games")
    func stateAtError() async throws {
        let (viewModel, spy) = makeViewModel(service: StubDataService.returning([]))
        await viewModel.loadGames()
        let error = try #require(spy.snapshots.first { $0.event == .error })
        #expect(!error.showLoading)
        #expect(error.showError)
        #expect(error.errorMessage == "No games available at the moment.")
        #expect(error.itemsCount == 0)
    }
}
