import Stage4
import Testing

// The test drives the stream through its continuation: it sends the updates and ends the
// stream, then awaits the task. A stream the test never ends keeps that await waiting: the
// time limit names the test.
@MainActor
@Suite("Following a download", .timeLimit(.minutes(1)))
struct GameDownloadTests {
    let updates: AsyncStream<DownloadProgress>
    let continuation: AsyncStream<DownloadProgress>.Continuation
    let viewModel: GameDownloadViewModel
    let shown = ShownStatuses()

    init() {
        (updates, continuation) = AsyncStream.makeStream(of: DownloadProgress.self)
        viewModel = GameDownloadViewModel(updates: updates)
        viewModel.onStatusChange = { [shown] in shown.statuses.append($0) }
    }

    private func send(_ received: Int, of total: Int = 1000) {
        continuation.yield(DownloadProgress(receivedBytes: received, totalBytes: total))
    }

    @Test("Given updates and the end, when following, then each is shown in order, then Ready to play")
    func everyUpdateThenTheEnd() async {
        let following = viewModel.startFollowing()

        send(0)
        send(999)
        send(1000)
        continuation.finish()
        await following.value

        #expect(shown.statuses == ["Downloading 0%", "Downloading 99%", "Downloading 100%", "Ready to play"])
    }

    @Test("Given an update, when following, then the screen shows its percent", arguments: [
        (999, 1000, "Downloading 99%"), (1, 3, "Downloading 33%"), (5, -1, "Downloading…"),
    ])
    func percent(received: Int, total: Int, expected: String) async {
        let following = viewModel.startFollowing()

        send(received, of: total)
        continuation.finish()
        await following.value

        #expect(shown.statuses.first == expected)
    }

    @Test("Given a stream that ends before the last byte, when following, then the screen says Download stopped")
    func endsEarly() async {
        let following = viewModel.startFollowing()

        send(400)
        continuation.finish()
        await following.value

        #expect(viewModel.status == "Download stopped")
    }

    @Test("Given three updates and the end, when following, then the view hears of four changes")
    func everyChangeIsAnnounced() async {
        await confirmation("a new status is announced", expectedCount: 4) { announced in
            viewModel.onStatusChange = { _ in announced() }
            let following = viewModel.startFollowing()

            send(100)
            send(500)
            send(1000)
            continuation.finish()
            await following.value
        }
    }

    @Test("Given a cancel, when updates and the end still come, then the screen shows only Download cancelled")
    func cancel() async {
        let following = viewModel.startFollowing()

        viewModel.cancel()
        send(500)
        send(1000)
        continuation.finish()
        await following.value

        #expect(following.isCancelled)
        #expect(shown.statuses == ["Download cancelled"])
        #expect(viewModel.status == "Download cancelled")
    }
}

/// Every status the view model showed, in order.
@MainActor
final class ShownStatuses {
    var statuses: [String] = []
}
