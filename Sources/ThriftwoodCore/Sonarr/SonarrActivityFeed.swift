import ArrKit
import Foundation
import ServerKit
import SonarrAPI

extension SonarrService {
    /// Sonarr's part of the views across services: its downloads (a season pack is one row),
    /// history, airings and wanted episodes as rows, and its queue removal and wanted searches.
    public var activityFeed: ActivityFeed {
        ActivityFeed(
            kind: .sonarr,
            queue: queueSource, wanted: wantedSource, calendar: calendarSource,
            history: { count, event in
                let type = event.map(SonarrActivity.eventType)
                return try await client().history(page: 1, pageSize: count, eventType: type).records
                    .map(SonarrActivity.row)
            })
    }
}

/// How Sonarr's records read as rows of the views across services (also for the CLI).
public enum SonarrActivity {
    /// One row for the record.
    public static func row(_ download: SonarrDownload) -> ActivityRow {
        let lead = download.lead
        let messages = download.records.flatMap { ($0.statusMessages ?? []).flatMap { $0.messages ?? [] } }
        return ActivityRow(
            service: .sonarr, id: "queue/\(download.id)",
            title: download.displayTitle,
            detail: ([lead?.title ?? ""] + Array(Set(messages)).sorted()).filter { !$0.isEmpty }
                .joined(separator: " · "),
            label: download.status, date: lead?.added, progress: download.progress,
            secondsLeft: lead?.timeleft?.seconds, queueId: lead?.id,
            route: lead?.seriesId.map { .sonarr(.seriesDetail(seriesId: SeriesID($0))) },
            downloadId: download.records.lazy.compactMap(\.downloadId).first)
    }

    /// One row for the record.
    public static func row(_ record: SonarrHistoryRecord) -> ActivityRow {
        ActivityRow(
            service: .sonarr, id: "history/\(record.id)", title: SonarrLabels.subject(of: record),
            detail: record.sourceTitle ?? "", label: SonarrLabels.event(record.eventType), date: record.date,
            event: record.eventType.flatMap(event),
            route: record.episodeId.flatMap { $0 > 0 ? .sonarr(.episode(episodeId: $0)) : nil })
    }

    /// One row for the record.
    public static func row(_ episode: Episode) -> ActivityRow {
        ActivityRow(
            service: .sonarr, id: "episode/" + String(episode.id), title: title(of: episode),
            detail: episode.title ?? "TBA",
            label: StatusLabel(episode.hasFile ? "Downloaded" : "Airs", episode.hasFile ? .good : .neutral),
            date: episode.airDateUtc, duration: 60 * Double(episode.runtime ?? episode.series?.runtime ?? 30),
            monitored: episode.monitored && (episode.series?.monitored ?? true),
            route: .sonarr(.episode(episodeId: episode.id)))
    }

    /// "Severance S02E06" (the code alone when the series is not embedded).
    static func title(of episode: Episode) -> String {
        guard let series = episode.series?.title else { return episode.code }
        return series + " " + episode.code
    }

    /// One wanted row.
    public static func wantedRow(_ episode: Episode, cutoff: Bool, cutoffs: [Int: String] = [:]) -> ActivityRow {
        ActivityRow(
            service: .sonarr, id: "wanted/" + String(episode.id), title: title(of: episode),
            detail: cutoff
                ? UpgradeText.detail(
                    has: episode.episodeFile?.quality?.quality?.name,
                    cutoff: episode.series?.qualityProfileId.flatMap { cutoffs[$0] })
                : episode.title ?? "",
            label: StatusLabel(cutoff ? "Upgrade" : "Missing", cutoff ? .attention : .problem),
            date: episode.airDateUtc, route: .sonarr(.episode(episodeId: episode.id)))
    }

    /// The shared kind of a Sonarr event.
    public static func event(_ type: SonarrHistoryEventType) -> ActivityEvent? {
        switch type {
        case .grabbed: .grabbed
        case .downloadFolderImported, .seriesFolderImported: .imported
        case .downloadFailed: .failed
        case .episodeFileDeleted: .deleted
        case .episodeFileRenamed: .renamed
        case .downloadIgnored: .ignored
        case .unknown: nil
        }
    }

    /// The Sonarr event a shared kind is asked for by.
    public static func eventType(_ event: ActivityEvent) -> SonarrHistoryEventType {
        switch event {
        case .grabbed: .grabbed
        case .imported: .downloadFolderImported
        case .failed: .downloadFailed
        case .deleted: .episodeFileDeleted
        case .renamed: .episodeFileRenamed
        case .ignored: .downloadIgnored
        }
    }
}
