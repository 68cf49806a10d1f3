import Stage4
import Testing

// Every test answers the service before it awaits the load. Awaiting first would wait for an
// answer that only the test can give: the time limit names that test, but cannot stop it.
@MainActor
@Suite("Loading in the background", .timeLimit(.minutes(1)))
struct BackgroundLoadTests {
    let service: SuspendingDataService
    let viewModel: GamesListViewModel
    let spy = GamesListDelegateSpy()

    init() {
        service = SuspendingDataService()
        viewModel = GamesListViewModel(dataService: service)
        viewModel.delegate = spy
    }

    @Test("Given a load in flight, when the view looks, then the spinner is on and only the start was reported")
    func stateWhileLoading() async {
        let load = viewModel.startLoading()

        #expect(viewModel.showLoading)
        #expect(spy.events == [.didStartLoading(showLoading: true, showError: false)])

        service.answer(with: .success(TestGames.list))
        await load.value

        #expect(spy.events == [
            .didStartLoading(showLoading: true, showError: false),
            .itemsLoaded(itemsCount: 3, showLoading: false, showError: false),
        ])
    }

    @Test("Given a load in flight, when the view asks again, then the service is asked once")
    func secondRequestWhileLoading() async {
        await confirmation("the service is asked", expectedCount: 1) { asked in
            let service = SuspendingDataService(onRequest: { asked() })
            let viewModel = GamesListViewModel(dataService: service)

            let first = viewModel.startLoading()
            let second = viewModel.startLoading()
            service.answer(with: .success(TestGames.list))
            await first.value
            await second.value

            #expect(viewModel.itemsCount == 3)
        }
    }

    @Test("Given a load in flight, when it is cancelled, then the spinner stops and the late answer is not shown")
    func cancelThenLateAnswer() async {
        let load = viewModel.startLoading()

        viewModel.cancelLoading()
        #expect(!viewModel.showLoading)

        service.answer(with: .success(TestGames.list))
        await load.value

        #expect(spy.events == [.didStartLoading(showLoading: true, showError: false)])
        #expect(viewModel.itemsCount == 0)
        #expect(!viewModel.showLoading)
    }

    @Test("Given a cancelled load, when the service throws CancellationError, then no error is shown")
    func cancellationIsNotAFailure() async {
        let load = viewModel.startLoading()

        viewModel.cancelLoading()
        service.answer(with: .failure(CancellationError()))
        await load.value

        #expect(spy.events == [.didStartLoading(showLoading: true, showError: false)])
        #expect(!viewModel.showError)
        #expect(viewModel.errorMessage == "")
    }

    @Test("Given a cancelled load, when the view asks again, then the new load shows its games")
    func loadAfterCancel() async {
        let cancelled = viewModel.startLoading()
        viewModel.cancelLoading()

        let load = viewModel.startLoading()
        service.answer(with: .success(TestGames.list))
        await cancelled.value
        await load.value

        #expect(spy.events == [
            .didStartLoading(showLoading: true, showError: false),
            .didStartLoading(showLoading: true, showError: false),
            .itemsLoaded(itemsCount: 3, showLoading: false, showError: false),
        ])
    }

    @Test("Given a finished load, when the view asks again, then the service is asked again")
    func loadAfterLoad() async {
        await confirmation("the service is asked", expectedCount: 2) { asked in
            let service = SuspendingDataService(onRequest: { asked() })
            let viewModel = GamesListViewModel(dataService: service)
            service.answer(with: .success(TestGames.list))

            await viewModel.startLoading().value
            await viewModel.startLoading().value
        }
    }
}
