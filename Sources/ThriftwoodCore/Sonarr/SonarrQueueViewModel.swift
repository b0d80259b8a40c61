import ArrKit
import Foundation
import Observation
import SonarrAPI

/// Sonarr's queue, one row per download: a season pack is one row listing its episodes.
@MainActor
@Observable
public final class SonarrQueueViewModel {
    /// The downloads, grouped from Sonarr's per-episode records.
    public private(set) var downloads = Loadable<[SonarrDownload]>()
    /// A removal waiting for confirmation (the id of any record of the download).
    public var pendingRemove: QueueViewModel.RemoveChoice?
    /// Why the last removal failed.
    public private(set) var actionError: ErrorNotice?
    /// Opens a series (set by the coordinator).
    public var onSelectSeries: (@MainActor (Int) -> Void)?

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
    public func select(_ download: SonarrDownload) {
        if let id = download.lead?.seriesId { onSelectSeries?(id) }
    }

    /// Asks before removing `download` (every episode of a pack goes with it).
    public func requestRemove(_ download: SonarrDownload) {
        if let id = download.lead?.id { pendingRemove = QueueViewModel.RemoveChoice(id: id) }
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
    /// Progress over every episode of the download, 0…1.
    public var progress: Double {
        let size = records.reduce(0) { $0 + ($1.size ?? 0) }
        let left = records.reduce(0) { $0 + ($1.sizeleft ?? $1.size ?? 0) }
        guard size > 0, size.isFinite else { return 0 }
        return min(1, max(0, 1 - left / size))
    }

    /// The bytes of every episode together.
    public var size: Double { records.reduce(0) { $0 + ($1.size ?? 0) } }

    /// What it brings: "S02E01" for one episode, "S02 · 13 episodes" for a pack.
    public var episodesText: String {
        let codes = records.compactMap { $0.episode?.code }
        guard codes.count > 1 else { return codes.first ?? "" }
        let season = records.first?.episode?.seasonNumber ?? records.first?.seasonNumber ?? 0
        return "S\(season < 10 ? "0" : "")\(season) · \(codes.count) episodes"
    }

    /// Its state, from its first record.
    public var status: StatusLabel {
        QueueLabels.status(
            status: lead?.status, tracked: lead?.trackedDownloadStatus, state: lead?.trackedDownloadState)
    }
}

extension SonarrQueueViewModel: ScreenViewModel {}
