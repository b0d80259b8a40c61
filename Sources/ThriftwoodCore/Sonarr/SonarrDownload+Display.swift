import ArrKit
import Foundation
import SonarrAPI

extension SonarrDownload {
    /// Progress of the download, 0…1.
    ///
    /// Real Sonarr gives every record of a season pack the *whole* download's `size` and
    /// `sizeleft` (its queue service copies the download's totals onto each episode's record),
    /// so the figures are read once, from the record with the largest size, never added up.
    public var progress: Double {
        guard let sized = sizedRecord, let size = sized.size, size > 0, size.isFinite else { return 0 }
        let left = sized.sizeleft ?? size
        guard left.isFinite else { return 0 }
        return min(1, max(0, 1 - left / size))
    }

    /// The download's bytes (a pack's once, not once per episode).
    public var size: Double { sizedRecord?.size ?? 0 }

    /// The record whose size speaks for the download.
    private var sizedRecord: SonarrQueueRecord? {
        records.filter { ($0.size ?? 0).isFinite }.max { ($0.size ?? 0) < ($1.size ?? 0) }
    }

    /// "The Wire S02 · 13 episodes"; the release title when Sonarr left the series out (a
    /// record it could not match), never an empty row.
    public var displayTitle: String {
        if let series = lead?.series?.title, !series.isEmpty {
            return [series, episodesText].filter { !$0.isEmpty }.joined(separator: " ")
        }
        if let release = lead?.title, !release.isEmpty { return release }
        return "Download \(id)"
    }

    /// What it brings: "S02E01" for one episode, "S02 · 13 episodes" for a pack.
    public var episodesText: String {
        let codes = records.compactMap { $0.episode?.code }
        guard codes.count > 1 else { return codes.first ?? "" }
        let season = records.first?.episode?.seasonNumber ?? records.first?.seasonNumber ?? 0
        return "S\(season < 10 ? "0" : "")\(season) · \(codes.count) episodes"
    }

    /// Whether it waits for someone to import it by hand.
    public var needsManualImport: Bool {
        lead?.downloadId != nil
            && QueueLabels.needsManualImport(tracked: lead?.trackedDownloadStatus, state: lead?.trackedDownloadState)
    }

    /// Its state, from its first record.
    public var status: StatusLabel {
        QueueLabels.status(
            status: lead?.status, tracked: lead?.trackedDownloadStatus, state: lead?.trackedDownloadState)
    }
}
