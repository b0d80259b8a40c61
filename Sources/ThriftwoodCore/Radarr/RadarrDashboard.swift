import ArrKit
import Foundation
import RadarrAPI

extension RadarrService {
    /// Radarr's part of the home dashboard: status, queue, the week's releases, missing count.
    /// With a `previous` part whose slow parts are recent, only the queue is read again.
    public func dashboard(now: Date, previous: ServiceDashboard? = nil) async throws -> ServiceDashboard {
        let client = try await client()
        if let kept = ServiceDashboard.keptForLiveRefresh(previous, now: now) {
            return kept.replacingDownloading(
                Self.downloading(try await client.queue(pageSize: 100, includeMovie: true)))
        }
        async let status = client.systemStatus()
        async let health = capture { try await client.health() }
        async let disks = capture { try await client.diskSpace() }
        async let queue = capture { try await client.queue(pageSize: 100, includeMovie: true) }
        let end = now.addingTimeInterval(7 * 86_400)
        async let calendar = capture { try await client.calendar(start: now, end: end) }
        async let missing = capture { try await client.missing(page: 1, pageSize: 1) }
        async let imported = capture {
            try await client.history(page: 1, pageSize: 5, eventType: .downloadFolderImported, includeMovie: true)
        }
        var parts = ServiceDashboard.Parts()
        let downloading = parts.value(await queue, "queue").map(Self.downloading) ?? []
        let upcoming = ReleaseCalendar.entries(parts.value(await calendar, "calendar") ?? [], from: now, to: end).map {
            entry in
            DashboardItem(
                service: .radarr, id: "release/\(entry.movie.id ?? 0)/\(entry.kind.rawValue)",
                title: RadarrLabels.title(entry.movie.title, year: entry.movie.year), detail: entry.kind.label,
                date: entry.date,
                route: entry.movie.id.map { .radarr(.movieDetail(movieId: MovieID($0))) } ?? .radarr(.calendar))
        }
        let recent = (parts.value(await imported, "history")?.records ?? []).map { record in
            DashboardItem(
                service: .radarr, id: "imported/\(record.id)",
                title: record.movie.map { RadarrLabels.title($0.title, year: $0.year) } ?? record.sourceTitle ?? "?",
                detail: "Imported" + (record.quality?.quality?.name.map { " · \($0)" } ?? ""), date: record.date,
                route: record.movieId.map { .radarr(.movieDetail(movieId: MovieID($0))) } ?? .radarr(.history))
        }
        let checks = parts.value(await health, "health") ?? []
        let healthIssues = checks.filter { $0.type == .warning || $0.type == .error }.count
        return ServiceDashboard(
            kind: .radarr,
            overview: ServiceOverview(version: try await status.version ?? "?", healthIssues: healthIssues),
            lowDisks: ServiceDashboard.lowDisks(parts.value(await disks, "disk space") ?? []), downloading: downloading,
            upcoming: upcoming, missing: parts.value(await missing, "wanted/missing")?.totalRecords, recent: recent,
            healthMessages: ServiceDashboard.healthMessages(checks), unavailable: parts.unavailable
        ).slowPartsRead(at: now)
    }

    /// The queue's downloads as Home lists them.
    private static func downloading(_ queue: Paged<QueueItem>) -> [DashboardItem] {
        queue.records.map { item in
            DashboardItem(
                service: .radarr, id: "queue/\(item.id)",
                title: item.movie.map { RadarrLabels.title($0.title, year: $0.year) } ?? item.title ?? "?",
                detail: "\(Format.percent(item.progress)) · \(Format.duration(item.timeleft?.seconds)) left · "
                    + RadarrLabels.queueStatus(item).text.lowercased(),
                progress: item.progress, secondsLeft: item.timeleft?.seconds,
                route: item.movieId.map { .radarr(.movieDetail(movieId: MovieID($0))) } ?? .radarr(.queue))
        }
    }
}
