import ArrKit
import Foundation
import LidarrAPI

/// Lidarr's part of Home, as the other *arrs': status, downloads, the albums releasing in the
/// next week, missing albums. With a `previous` part whose slow parts are recent, only the
/// queue is read again.
enum LidarrDashboard {
    /// The part of `client`'s server at `now`.
    static func dashboard(
        _ client: LidarrClient, now: Date, previous: ServiceDashboard? = nil
    ) async throws -> ServiceDashboard {
        if let kept = ServiceDashboard.keptForLiveRefresh(previous, now: now) {
            return kept.replacingDownloading(downloading(try await client.queue()))
        }
        async let status = client.systemStatus()
        async let health = capture { try await client.health() }
        async let disks = capture { try await client.diskSpace() }
        async let queue = capture { try await client.queue() }
        async let calendar = capture { try await client.calendar(start: now, end: now.addingTimeInterval(7 * 86_400)) }
        async let missing = capture { try await client.missing(page: 1, pageSize: 1) }
        var parts = ServiceDashboard.Parts()
        let upcoming = (parts.value(await calendar, "calendar") ?? []).compactMap { album -> DashboardItem? in
            guard let id = album.id else { return nil }
            return DashboardItem(
                service: .lidarr, id: "album/\(id)",
                title: [album.artist?.artistName, album.title].compactMap { $0 }.joined(separator: " — "),
                detail: album.albumType ?? "Album", date: album.releaseDate,
                route: album.artistId.map { .music(.album(artistId: ArtistID($0), albumId: AlbumID(id))) }
                    ?? .music(.artists))
        }
        let checks = parts.value(await health, "health") ?? []
        return ServiceDashboard(
            kind: .lidarr,
            overview: ServiceOverview(
                version: try await status.version ?? "?",
                healthIssues: checks.filter { $0.type == .warning || $0.type == .error }.count),
            lowDisks: ServiceDashboard.lowDisks(parts.value(await disks, "disk space") ?? []),
            downloading: parts.value(await queue, "queue").map(downloading) ?? [], upcoming: upcoming,
            missing: parts.value(await missing, "wanted/missing")?.totalRecords,
            healthMessages: ServiceDashboard.healthMessages(checks), unavailable: parts.unavailable
        ).slowPartsRead(at: now)
    }

    /// The queue's downloads as Home lists them: one per album.
    private static func downloading(_ queue: Paged<LidarrQueueRecord>) -> [DashboardItem] {
        queue.records.map { record in
            let title = [record.album?.artist?.artistName, record.album?.title].compactMap { $0 }
            return DashboardItem(
                service: .lidarr, id: "queue/\(record.id)",
                title: title.isEmpty ? record.title ?? "Download \(record.id)" : title.joined(separator: " — "),
                detail: "\(Format.percent(record.progress)) · \(Format.duration(record.timeleft?.seconds)) left · "
                    + (record.trackedDownloadState ?? record.status ?? "downloading"),
                progress: record.progress, secondsLeft: record.timeleft?.seconds,
                route: record.artistId.map { .music(.artist(id: ArtistID($0))) } ?? .music(.artists))
        }
    }
}
