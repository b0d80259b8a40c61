import ArrKit
import Foundation
import SonarrAPI

/// What Sonarr's queue says of the episodes in it, so an episode on its way reads "Downloading
/// 77%" (or "Queued", "Paused", "Import pending"…) instead of "Missing", and a season whose pack
/// downloads says so. Every episode of a season pack is in the queue, each under its own record.
public struct EpisodeQueueStates: Sendable, Hashable {
    private var labels: [Int: StatusLabel] = [:]
    private var seasons: [SeasonKey: Int] = [:]

    private struct SeasonKey: Hashable {
        let seriesId: Int
        let seasonNumber: Int
    }

    /// None: nothing known to be in the queue.
    public init() {}

    /// The states of the episodes `records` hold (an episode with several downloads: its first).
    public init(_ records: [SonarrQueueRecord]) {
        for record in records {
            guard let episodeId = record.episodeId, labels[episodeId] == nil else { continue }
            labels[episodeId] = Self.label(record)
            if let seriesId = record.seriesId, let season = record.episode?.seasonNumber {
                seasons[SeasonKey(seriesId: seriesId, seasonNumber: season), default: 0] += 1
            }
        }
    }

    /// The episode's queue state, when it is in the queue.
    public subscript(episodeId: Int) -> StatusLabel? { labels[episodeId] }

    /// How many episodes of the season are in the queue.
    public func queued(seriesId: Int, seasonNumber: Int) -> Int {
        seasons[SeasonKey(seriesId: seriesId, seasonNumber: seasonNumber)] ?? 0
    }

    /// `episode`'s state on `now`: its download's while in the queue, else its file's.
    public func state(of episode: Episode, now: Date) -> StatusLabel {
        labels[episode.id] ?? SonarrLabels.episode(episode, now: now)
    }

    /// "Downloading 77%" while it downloads; the queue's own word otherwise.
    static func label(_ record: SonarrQueueRecord) -> StatusLabel {
        QueueLabels.titleState(
            status: record.status, tracked: record.trackedDownloadStatus, state: record.trackedDownloadState,
            progress: record.progress)
    }
}
