import Stage4
import Testing

@MainActor
@Suite("Task 5: Report a failed load")
struct Task05LoadingFailureSpec {
    @Test("The delegate hears: started, then error")
    func callbackOrder() async {
        let (viewModel, spy) = makeViewModel(service: StubDataService.failing)
        await viewModel.loadGames()
        #expect(spy.events == [.started, .error])
    }

    @Test("At the start, the spinner shows and no error does")
    func stateAtStart() async throws {
        let (viewModel, spy) = makeViewModel(service: StubDataService.failing)
        await viewModel.loadGames()
        let start = try #require(spy.snapshots.first)
        #expect(start.event == .started)
        #expect(start.showLoading)
        #expect(!start.showError)
    }

    @Test("When the error is reported, the spinner is gone and the message says try again")
    func stateAtError() async throws {
        let (viewModel, spy) = makeViewModel(service: StubDataService.failing)
        await viewModel.loadGames()
        let error = try #require(spy.snapshots.first { $0.event == .error })
        #expect(!error.showLoading)
        #expect(error.showError)
        #expect(error.errorMessage == "Unable to load games. Please try again !")
        #expect(error.itemsCount == 0)
    }

    @Test("A reload after an error clears the error as it starts")
    func reloadClearsError() async throws {
        let service = ChangingDataService(answer: .failing)
        let (viewModel, spy) = makeViewModel(service: service)
        await viewModel.loadGames()
        service.answer = .returning(SampleGames.all)
        await viewModel.loadGames()

        #expect(spy.events == [.started, .error, .started, .loaded])
        let restart = try #require(spy.snapshots.dropFirst(2).first)
        #expect(restart.showLoading)
        #expect(!restart.showError)
        #expect(restart.errorMessage == "")
        #expect(!viewModel.showError)
        #expect(viewModel.itemsCount == SampleGames.all.count)
    }

    @Test("A failed reload leaves no rows from the load before")
    func failedReloadDropsOldRows() async {
        let service = ChangingDataService(answer: .returning(SampleGames.all))
        let (viewModel, spy) = makeViewModel(service: service)
        await viewModel.loadGames()
        service.answer = .failing
        await viewModel.loadGames()

        #expect(spy.events == [.started, .loaded, .started, .error])
        #expect(viewModel.itemsCount == 0)
        #expect(viewModel.getItem(at: 0) == nil)
    }
}
