import ArrKit
import Foundation
import SonarrAPI

extension SonarrService {
    /// Sonarr's part of the home dashboard: status, downloads (a season pack is one), the
    /// week's airings, missing count. With a `previous` part whose slow parts are recent, only
    /// the queue is read again.
    public func dashboard(now: Date, previous: ServiceDashboard? = nil) async throws -> ServiceDashboard {
        let client = try await client()
        if let kept = ServiceDashboard.keptForLiveRefresh(previous, now: now) {
            return kept.replacingDownloading(Self.downloading(try await client.queue()))
        }
        async let status = client.systemStatus()
        async let health = capture { try await client.health() }
        async let disks = capture { try await client.diskSpace() }
        async let queue = capture { try await client.queue() }
        async let calendar = capture { try await client.calendar(start: now, end: now.addingTimeInterval(7 * 86_400)) }
        async let missing = capture { try await client.missing(page: 1, pageSize: 1) }
        async let imported = capture {
            try await client.history(page: 1, pageSize: 5, eventType: .downloadFolderImported)
        }
        var parts = ServiceDashboard.Parts()
        let downloading = parts.value(await queue, "queue").map(Self.downloading) ?? []
        let upcoming = (parts.value(await calendar, "calendar") ?? []).map { episode in
            DashboardItem(
                service: .sonarr, id: "episode/\(episode.id)",
                title: [episode.series?.title, episode.code].compactMap { $0 }.joined(separator: " "),
                detail: episode.title ?? "TBA", date: episode.airDateUtc,
                route: .sonarr(.episode(episodeId: episode.id)))
        }
        let recent = (parts.value(await imported, "history")?.records ?? []).map { record in
            DashboardItem(
                service: .sonarr, id: "imported/\(record.id)", title: SonarrLabels.subject(of: record),
                detail: "Imported" + (record.quality?.quality?.name.map { " · \($0)" } ?? ""), date: record.date,
                route: record.episodeId.flatMap { $0 > 0 ? .sonarr(.episode(episodeId: $0)) : nil } ?? .sonarr(.history)
            )
        }
        let checks = parts.value(await health, "health") ?? []
        let healthIssues = checks.filter { $0.type == .warning || $0.type == .error }.count
        return ServiceDashboard(
            kind: .sonarr,
            overview: ServiceOverview(version: try await status.version ?? "?", healthIssues: healthIssues),
            lowDisks: ServiceDashboard.lowDisks(parts.value(await disks, "disk space") ?? []), downloading: downloading,
            upcoming: upcoming, missing: parts.value(await missing, "wanted/missing")?.totalRecords, recent: recent,
            healthMessages: ServiceDashboard.healthMessages(checks), unavailable: parts.unavailable
        ).slowPartsRead(at: now)
    }

    /// The queue's downloads as Home lists them (a season pack is one).
    private static func downloading(_ queue: Paged<SonarrQueueRecord>) -> [DashboardItem] {
        SonarrDownload.group(queue.records).map { download in
            let lead = download.lead
            return DashboardItem(
                service: .sonarr, id: "queue/\(download.id)",
                title: download.displayTitle,
                detail: "\(Format.percent(download.progress)) · \(Format.duration(lead?.timeleft?.seconds)) left · "
                    + download.status.text.lowercased(),
                progress: download.progress, secondsLeft: lead?.timeleft?.seconds,
                route: lead?.seriesId.map { .sonarr(.seriesDetail(seriesId: SeriesID($0))) } ?? .sonarr(.queue))
        }
    }
}
