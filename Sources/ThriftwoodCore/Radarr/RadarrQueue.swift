import ArrKit
import Foundation
import RadarrAPI

extension RadarrService {
    /// Radarr's queue as the shared queue reads it: a film's download a line.
    public var queueSource: ArrQueueSource {
        ArrQueueSource(
            subjectNoun: "movie",
            downloads: {
                try await client().queue(pageSize: 200, includeMovie: true).records.map(RadarrQueue.download)
            },
            remove: { choice in
                try await client().deleteQueueItem(
                    id: choice.id, removeFromClient: choice.removeFromClient, blocklist: choice.blocklist,
                    skipRedownload: choice.skipRedownload)
            })
    }
}

/// How Radarr's queue records read as downloads.
enum RadarrQueue {
    /// Whether `item` waits for someone to import it by hand.
    static func needsManualImport(_ item: QueueItem) -> Bool {
        item.downloadId != nil
            && QueueLabels.needsManualImport(tracked: item.trackedDownloadStatus, state: item.trackedDownloadState)
    }

    /// The download `item` is.
    static func download(_ item: QueueItem) -> ArrDownload {
        let status = RadarrLabels.queueStatus(item)
        let messages = (item.statusMessages ?? []).flatMap { $0.messages ?? [] } + [item.errorMessage].compactMap { $0 }
        let line = ArrQueueLine(
            id: String(item.id), progress: item.progress, title: item.title ?? "?", size: item.size ?? 0,
            secondsLeft: item.timeleft?.seconds, status: status,
            warns: item.errorMessage != nil && status.tone == .neutral,
            source: "\(item.indexer ?? "?") · \(item.downloadClient ?? "?") · \(item.quality?.name ?? "?")",
            message: messages.first, needsManualImport: needsManualImport(item))
        return ArrDownload(
            line: line, row: RadarrActivity.row(item), name: item.title ?? "", queueId: item.id,
            subjectId: item.movieId, downloadId: item.downloadId)
    }
}
