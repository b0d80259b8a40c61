import ArrKit
import Foundation
import SonarrAPI

/// A download in Sonarr's queue as a list shows it: a season pack is one line.
public struct EpisodeDownloadLine: Sendable, Hashable, Identifiable {
    /// The download's id (acts on it).
    public let id: String
    /// How far along, 0…1 (a pack's once, not per episode).
    public let progress: Double
    /// The share done, "42%".
    public let percent: String
    /// Its series' title, the release's when Sonarr could not match it, "?" without either.
    public let series: String
    /// What it brings: "S02E01", "S02 · 13 episodes".
    public let episodes: String
    /// Its size in words.
    public let size: String
    /// Time left in words, "–" when unknown.
    public let timeLeft: String
    /// Its state with a tone.
    public let status: StatusLabel
    /// "Release · indexer · download client".
    public let source: String?
    /// Whether it waits for someone to import it by hand.
    public let needsManualImport: Bool
}

extension SonarrQueueViewModel {
    /// The downloads as lines, in the queue's order.
    public var lines: [EpisodeDownloadLine] {
        (downloads.value ?? []).map { download in
            EpisodeDownloadLine(
                id: download.id, progress: download.progress, percent: Format.percent(download.progress),
                series: download.lead?.series?.title ?? download.lead?.title ?? "?", episodes: download.episodesText,
                size: Format.bytes(download.size), timeLeft: Format.duration(download.lead?.timeleft?.seconds),
                status: download.status,
                source: download.lead.map { "\($0.title ?? "?") · \($0.indexer ?? "?") · \($0.downloadClient ?? "?")" },
                needsManualImport: download.needsManualImport)
        }
    }

    /// The download with `id`, while it is in the queue.
    private func download(id: String) -> SonarrDownload? { downloads.value?.first { $0.id == id } }

    /// Opens the series of the download `id`.
    public func select(id: String) {
        if let download = download(id: id) { select(download) }
    }

    /// Asks before removing the download `id` (every episode of a pack goes with it).
    public func requestRemove(id: String) {
        if let download = download(id: id) { requestRemove(download) }
    }

    /// Opens the manual import of the download `id`, when it waits for one.
    public func manualImport(id: String) {
        if let download = download(id: id) { manualImport(download) }
    }
}
