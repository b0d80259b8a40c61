import ArrKit
import Foundation
import LidarrAPI

/// How Lidarr's queue reads as the shared queue: an album's download a line.
enum LidarrQueue {
    /// The queue of the server `client` reads.
    static func source(_ client: @escaping @Sendable () async throws -> LidarrClient) -> ArrQueueSource {
        ArrQueueSource(
            subjectNoun: "artist",
            downloads: { try await client().queue().records.map(download) },
            remove: { choice in
                try await client().deleteQueueItem(
                    id: choice.id, removeFromClient: choice.removeFromClient, blocklist: choice.blocklist,
                    skipRedownload: choice.skipRedownload)
            })
    }

    /// Whether `record` waits for someone to import it by hand.
    static func needsManualImport(_ record: LidarrQueueRecord) -> Bool {
        record.downloadId != nil
            && QueueLabels.needsManualImport(tracked: record.trackedDownloadStatus, state: record.trackedDownloadState)
    }

    /// The download `record` is.
    static func download(_ record: LidarrQueueRecord) -> ArrDownload {
        let row = LidarrActivity.row(record)
        let status = LidarrActivity.status(of: record)
        let line = ArrQueueLine(
            id: String(record.id), progress: record.progress, title: row.title, size: record.size ?? 0,
            secondsLeft: record.timeleft?.seconds, status: status,
            warns: record.errorMessage != nil && status.tone == .neutral,
            source: "\(record.title ?? "?") · \(record.indexer ?? "?") · \(record.downloadClient ?? "?")",
            message: record.errorMessage, needsManualImport: needsManualImport(record))
        return ArrDownload(
            line: line, row: row, name: record.title ?? row.title, queueId: record.id, subjectId: record.artistId,
            downloadId: record.downloadId)
    }
}
