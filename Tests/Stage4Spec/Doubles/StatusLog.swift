// MARK: - What the download screen showed

/// Every status a `GameDownloadViewModel` showed, in order: its `onStatusChange` appends here.
@MainActor
final class StatusLog {
    var statuses: [String] = []
}
