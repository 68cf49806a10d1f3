import Stage4
import Testing

// Each test sends its updates and ends the stream before it awaits the task: a stream that is
// never finished keeps `await following.value` waiting forever. The time limit names such a
// test; the grader stops it.
@MainActor
@Suite("Task 15: Follow a download", .timeLimit(.minutes(1)))
struct Task15FollowADownloadSpec {
    /// A view model on a stream that the test drives, and every status it showed, in order.
    private func makeViewModel() -> (GameDownloadViewModel, AsyncStream<DownloadProgress>.Continuation, StatusLog) {
        let (updates, continuation) = AsyncStream.makeStream(of: DownloadProgress.self)
        let viewModel = GameDownloadViewModel(updates: updates)
        let log = StatusLog()
        viewModel.onStatusChange = { log.statuses.append($0) }
        return (viewModel, continuation, log)
    }

    @Test("Before following, the screen says Waiting")
    func waiting() {
        let (viewModel, _, log) = makeViewModel()
        #expect(viewModel.status == "Waiting")
        #expect(log.statuses.isEmpty)
    }

    @Test("An update shows its whole percent, rounded down, or no percent while the size is unknown", arguments: [
        (0, 1000, "Downloading 0%"), (250, 1000, "Downloading 25%"), (999, 1000, "Downloading 99%"),
        (1000, 1000, "Downloading 100%"), (1, 1, "Downloading 100%"), (300, -1, "Downloading…"), (0, 0, "Downloading…"),
    ])
    func oneUpdate(received: Int, total: Int, expected: String) async {
        let (viewModel, continuation, log) = makeViewModel()
        let following = viewModel.startFollowing()
        continuation.yield(DownloadProgress(receivedBytes: received, totalBytes: total))
        continuation.finish()
        await following.value

        #expect(log.statuses.first == expected)
    }

    @Test("Every update is shown, in order, then the end")
    func everyUpdateInOrder() async {
        let (viewModel, continuation, log) = makeViewModel()
        let following = viewModel.startFollowing()
        for received in [100, 600, 1000] {
            continuation.yield(DownloadProgress(receivedBytes: received, totalBytes: 1000))
        }
        continuation.finish()
        await following.value

        #expect(log.statuses == ["Downloading 10%", "Downloading 60%", "Downloading 100%", "Ready to play"])
        #expect(viewModel.status == "Ready to play")
    }

    @Test("When the stream ends, the screen says Ready to play only if every byte arrived", arguments: [
        ([], 1000, "Download stopped"), ([250], 1000, "Download stopped"), ([250, 1000], 1000, "Ready to play"),
        ([1], 1, "Ready to play"),
    ])
    func end(received: [Int], total: Int, expected: String) async {
        let (viewModel, continuation, _) = makeViewModel()
        let following = viewModel.startFollowing()
        for bytes in received {
            continuation.yield(DownloadProgress(receivedBytes: bytes, totalBytes: total))
        }
        continuation.finish()
        await following.value

        #expect(viewModel.status == expected)
    }

    @Test("A download of unknown size never ends as Ready to play", arguments: [0, -1])
    func endOfUnknownSize(total: Int) async {
        let (viewModel, continuation, _) = makeViewModel()
        let following = viewModel.startFollowing()
        continuation.yield(DownloadProgress(receivedBytes: 0, totalBytes: total))
        continuation.finish()
        await following.value

        #expect(viewModel.status == "Download stopped")
    }

    @Test("When onStatusChange is called, status already says the new status")
    func statusSetBeforeTheCallback() async {
        let (updates, continuation) = AsyncStream.makeStream(of: DownloadProgress.self)
        let viewModel = GameDownloadViewModel(updates: updates)
        let log = StatusLog()
        viewModel.onStatusChange = { [unowned viewModel] _ in log.statuses.append(viewModel.status) }
        let following = viewModel.startFollowing()
        continuation.yield(DownloadProgress(receivedBytes: 500, totalBytes: 1000))
        continuation.finish()
        await following.value

        #expect(log.statuses == ["Downloading 50%", "Download stopped"])
    }

    @Test("cancel() shows Download cancelled at once and cancels the task; a second cancel shows nothing more")
    func cancel() async {
        let (viewModel, continuation, log) = makeViewModel()
        let following = viewModel.startFollowing()

        viewModel.cancel()
        #expect(viewModel.status == "Download cancelled")
        #expect(following.isCancelled)
        viewModel.cancel()

        continuation.finish()
        await following.value
        #expect(log.statuses == ["Download cancelled"])
    }

    @Test("After cancel(), updates still on their way are not shown, nor the end")
    func nothingAfterCancel() async {
        let (viewModel, continuation, log) = makeViewModel()
        let following = viewModel.startFollowing()

        viewModel.cancel()
        continuation.yield(DownloadProgress(receivedBytes: 500, totalBytes: 1000))
        continuation.yield(DownloadProgress(receivedBytes: 1000, totalBytes: 1000))
        continuation.finish()
        await following.value

        #expect(log.statuses == ["Download cancelled"])
        #expect(viewModel.status == "Download cancelled")
    }

    @Test("cancel() after the end changes nothing")
    func cancelAfterTheEnd() async {
        let (viewModel, continuation, log) = makeViewModel()
        let following = viewModel.startFollowing()
        continuation.yield(DownloadProgress(receivedBytes: 1000, totalBytes: 1000))
        continuation.finish()
        await following.value

        viewModel.cancel()
        #expect(viewModel.status == "Ready to play")
        #expect(log.statuses == ["Downloading 100%", "Ready to play"])
    }

    /// A screen that closes the download view when it hears the end calls `cancel()` from
    /// inside `onStatusChange`: by then the download is over, and there is nothing to cancel.
    @Test("A listener that calls cancel() on hearing the end changes nothing")
    func cancelOnHearingTheEnd() async {
        let (viewModel, continuation, log) = makeViewModel()
        viewModel.onStatusChange = { status in
            log.statuses.append(status)
            if status == "Ready to play" { viewModel.cancel() }
        }
        let following = viewModel.startFollowing()
        continuation.yield(DownloadProgress(receivedBytes: 1000, totalBytes: 1000))
        continuation.finish()
        await following.value

        #expect(viewModel.status == "Ready to play")
        #expect(log.statuses == ["Downloading 100%", "Ready to play"])
    }
}
