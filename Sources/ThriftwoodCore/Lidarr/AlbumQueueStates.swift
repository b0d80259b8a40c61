import ArrKit
import Foundation
import LidarrAPI

/// What Lidarr's queue says of the albums in it, so an album on its way reads "downloading 40%"
/// (or "queued", "import pending"…) instead of "missing".
public struct AlbumQueueStates: Sendable, Hashable {
    private var labels: [Int: StatusLabel] = [:]

    /// None: nothing known to be in the queue.
    public init() {}

    /// The states of the albums `records` hold (an album with several downloads: its first).
    public init(_ records: [LidarrQueueRecord]) {
        for record in records {
            guard let albumId = record.albumId, labels[albumId] == nil else { continue }
            labels[albumId] = QueueLabels.titleState(
                status: record.status, tracked: record.trackedDownloadStatus, state: record.trackedDownloadState,
                progress: record.progress)
        }
    }

    /// The album's queue state, when it is in the queue.
    public subscript(albumId: Int) -> StatusLabel? { labels[albumId] }

    /// `album`'s state as rows say it: its download's while queued (lower case, as album states
    /// are), else ``MusicText/state(_:now:)``.
    public func state(of album: Album, now: Date) -> String {
        guard let id = album.id, let label = labels[id] else { return MusicText.state(album, now: now) }
        return label.text.lowercased()
    }
}
