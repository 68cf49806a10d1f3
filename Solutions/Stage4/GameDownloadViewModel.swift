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
        let task = Task {
            var last: DownloadProgress?
            // A cancel does not empty the stream: updates sent before it still arrive, and are
            // skipped, as they are news of a download nobody follows any more.
            for await progress in updates where !Task.isCancelled {
                last = progress
                show(Self.text(for: progress))
            }
            if Task.isCancelled { return }
            following = nil
            show(last?.isComplete == true ? "Ready to play" : "Download stopped")
        }
        following = task
        return task
    }

    /// Stops following a download in flight. After the end, there is nothing to cancel.
    public func cancel() {
        guard let following else { return }
        following.cancel()
        self.following = nil
        show("Download cancelled")
    }

    private func show(_ text: String) {
        status = text
        onStatusChange?(text)
    }

    /// Rounded down, so that 100% means every byte is there.
    private static func text(for progress: DownloadProgress) -> String {
        guard progress.totalBytes > 0 else { return "Downloading…" }
        return "Downloading \(progress.receivedBytes * 100 / progress.totalBytes)%"
    }
}
