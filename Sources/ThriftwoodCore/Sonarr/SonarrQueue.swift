import ArrKit
import Foundation
import SonarrAPI

extension SonarrService {
    /// Sonarr's queue as the shared queue reads it: its per-episode records grouped by download,
    /// so a season pack is one line and removing it removes every episode.
    public var queueSource: ArrQueueSource {
        ArrQueueSource(
            subjectNoun: "series",
            downloads: { SonarrDownload.group(try await client().queue().records).compactMap(SonarrQueue.download) },
            remove: { choice in
                try await client().deleteQueueItem(
                    id: choice.id, removeFromClient: choice.removeFromClient, blocklist: choice.blocklist,
                    skipRedownload: choice.skipRedownload)
            })
    }
}

/// How Sonarr's grouped queue records read as downloads.
enum SonarrQueue {
    /// The download `download` is; nil for one without records.
    static func download(_ download: SonarrDownload) -> ArrDownload? {
        guard let lead = download.lead else { return nil }
        let status = download.status
        let messages = download.records.flatMap { ($0.statusMessages ?? []).flatMap { $0.messages ?? [] } }
        let line = ArrQueueLine(
            id: download.id, progress: download.progress, title: lead.series?.title ?? lead.title ?? "?",
            part: download.episodesText, size: download.size, secondsLeft: lead.timeleft?.seconds, status: status,
            warns: lead.errorMessage != nil && status.tone == .neutral,
            source: "\(lead.title ?? "?") · \(lead.indexer ?? "?") · \(lead.downloadClient ?? "?")",
            message: (messages + [lead.errorMessage].compactMap { $0 }).first,
            needsManualImport: download.needsManualImport)
        return ArrDownload(
            line: line, row: SonarrActivity.row(download), name: download.displayTitle, queueId: lead.id,
            subjectId: lead.seriesId, downloadId: lead.downloadId)
    }
}
