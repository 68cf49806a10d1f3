// MARK: - Download progress

/// How far a game's download has got: the bytes received, of the total, as `URLSession`
/// reports them.
public struct DownloadProgress: Equatable, Sendable {
    public let receivedBytes: Int
    /// `-1` while the size is unknown, as `URLSession` says (`NSURLSessionTransferSizeUnknown`);
    /// a total of 0 is unknown too.
    public let totalBytes: Int

    public init(receivedBytes: Int, totalBytes: Int) {
        self.receivedBytes = receivedBytes
        self.totalBytes = totalBytes
    }

    /// Every byte of a known size has arrived.
    public var isComplete: Bool {
        totalBytes > 0 && receivedBytes >= totalBytes
    }
}
