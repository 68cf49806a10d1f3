// MARK: - Following a game's download

/// Follows a game's download from a stream of progress updates, and says how it goes.
///
/// Its `status` reads `Waiting`, then `Downloading 42%` for each update, then `Ready to play`
/// or `Download stopped` when the stream ends, or `Download cancelled` after `cancel()`.
@MainActor
public final class GameDownloadViewModel {
    public private(set) var status = "Waiting"
    /// Called with each new status, in order.
    public var onStatusChange: ((String) -> Void)?

    private let updates: AsyncStream<DownloadProgress>
    private var following: Task<Void, Never>?

    public init(updates: AsyncStream<DownloadProgress>) {
        self.updates = updates
    }

    /// Follows the updates in a `Task` of its own, and returns that task: call it once, as a
    /// stream has one reader.
    @discardableResult
    public func startFollowing() -> Task<Void, Never> {
        // TODO: startFollowing() — in a `Task` of your own, show each update of `updates`, then
        // the end, as task 15's table says; keep the task in `following`, and return it.
        Task {}
    }

    /// Stops following a download in flight. After the end, there is nothing to cancel.
    public func cancel() {
        // TODO: cancel() — cancel the task in flight, forget it, and show "Download cancelled".
    }
}
