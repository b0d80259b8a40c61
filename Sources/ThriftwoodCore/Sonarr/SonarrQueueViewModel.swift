import ArrKit
import Foundation
import Observation
import SonarrAPI

/// Sonarr's queue, one row per download: a season pack is one row listing its episodes.
@MainActor
@Observable
public final class SonarrQueueViewModel {
    /// The downloads, grouped from Sonarr's per-episode records.
    private(set) var downloads = Loadable<[SonarrDownload]>()
    /// Where loading `downloads` stands (loading, failed, how many), for the front ends.
    public var downloadsState: LoadState { downloads.state }
    /// A removal waiting for confirmation (the id of any record of the download).
    public var pendingRemove: QueueViewModel.RemoveChoice?
    /// Why the last removal failed.
    public private(set) var actionError: ErrorNotice?
    /// Opens a series (set by the coordinator).
    public var onSelectSeries: (@MainActor (Int) -> Void)?
    /// Opens the manual import of a download, by its download id (set by the coordinator).
    public var onManualImport: (@MainActor (String) -> Void)?

    /// Opens `download`'s manual import, when it waits for one.
    func manualImport(_ download: SonarrDownload) {
        guard download.needsManualImport, let id = download.lead?.downloadId else { return }
        onManualImport?(id)
    }

    private let sonarr: any SonarrService

    /// Creates the queue over the active profile's Sonarr.
    public init(sonarr: any SonarrService) {
        self.sonarr = sonarr
    }

    /// Loads the queue once.
    public func load() async {
        let sonarr = sonarr
        downloads.begin()
        downloads.finish(await capture { SonarrDownload.group(try await sonarr.client().queue().records) })
    }

    /// Reloads every `interval` until the screen closes.
    public func whileVisible() async {
        while !Task.isCancelled {
            do { try await Task.sleep(for: .seconds(2)) } catch { return }
            await load()
        }
    }

    /// Opens the download's series.
    func select(_ download: SonarrDownload) {
        if let id = download.lead?.seriesId { onSelectSeries?(id) }
    }

    /// Asks before removing `download` (every episode of a pack goes with it).
    func requestRemove(_ download: SonarrDownload) {
        if let id = download.lead?.id {
            pendingRemove = QueueViewModel.RemoveChoice(id: id, title: download.displayTitle)
        }
    }

    /// Removes the download as chosen and reloads.
    public func confirmRemove() async {
        guard let choice = pendingRemove else { return }
        pendingRemove = nil
        let sonarr = sonarr
        switch await capture({
            try await sonarr.client().deleteQueueItem(
                id: choice.id, removeFromClient: choice.removeFromClient, blocklist: choice.blocklist,
                skipRedownload: choice.skipRedownload)
        }) {
        case .success: actionError = nil
        case .failure(let error): actionError = ErrorNotice(error)
        }
        await load()
    }
}

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

extension SonarrQueueViewModel: ScreenViewModel {}
