import ArrKit
import Foundation
import LidarrAPI
import ServerKit

/// Lidarr's part of the views across services: its downloads (one row per album), history,
/// album releases and wanted albums as rows, and its queue removal and wanted searches.
public enum LidarrActivity {
    /// The feed of the server `client` reads.
    static func feed(_ client: @escaping @Sendable () async throws -> LidarrClient) -> ActivityFeed {
        ActivityFeed(
            kind: .lidarr,
            queue: LidarrQueue.source(client), wanted: LidarrWanted.source(client),
            calendar: LidarrCalendar.source(client),
            history: { count, event in
                try await client().history(pageSize: count, eventType: event.map(eventType)).records.map(row)
            })
    }

    /// "Radiohead — OK Computer", or the album alone when no artist is embedded.
    public static func title(of album: Album?, artist: String? = nil) -> String? {
        guard let album else { return nil }
        guard let name = artist ?? album.artist?.artistName else { return album.title }
        return "\(name) — \(album.title)"
    }

    /// One download's row.
    public static func row(_ record: LidarrQueueRecord) -> ActivityRow {
        ActivityRow(
            service: .lidarr, id: "queue/\(record.id)",
            title: title(of: record.album) ?? record.title ?? "Download \(record.id)",
            detail: [record.title ?? "", record.errorMessage ?? ""].filter { !$0.isEmpty }.joined(separator: " · "),
            label: status(of: record), date: record.estimatedCompletionTime, progress: record.progress,
            secondsLeft: record.timeleft?.seconds, queueId: record.id,
            route: record.artistId.map { .music(.artist(id: ArtistID($0))) }, downloadId: record.downloadId)
    }

    /// A download's state in the words every *arr's queue uses (``QueueLabels``).
    public static func status(of record: LidarrQueueRecord) -> StatusLabel {
        QueueLabels.status(
            status: record.status, tracked: record.trackedDownloadStatus, state: record.trackedDownloadState)
    }

    /// One history event's row.
    public static func row(_ record: LidarrHistoryRecord) -> ActivityRow {
        let event = record.eventType.flatMap(event)
        return ActivityRow(
            service: .lidarr, id: "history/\(record.id)",
            title: title(of: record.album, artist: record.artist?.artistName) ?? record.sourceTitle ?? "Album",
            detail: record.sourceTitle ?? "",
            label: StatusLabel(
                event?.label ?? record.eventType?.wireName ?? "Event",
                event == .failed ? .problem : event == .imported ? .good : .neutral),
            date: record.date, event: event,
            route: record.artistId.flatMap { artistId in
                record.albumId.map { .music(.album(artistId: ArtistID(artistId), albumId: AlbumID($0))) }
            })
    }

    /// An album's release as a calendar row.
    public static func releaseRow(_ album: Album) -> ActivityRow? {
        guard let id = album.id else { return nil }
        let stats = album.statistics
        let onDisk = (stats?.totalTrackCount ?? 0) > 0 && stats?.trackFileCount == stats?.totalTrackCount
        return ActivityRow(
            service: .lidarr, id: "album/\(id)", title: title(of: album) ?? album.title,
            detail: album.albumType ?? "Album",
            label: StatusLabel(onDisk ? "Downloaded" : "Releases", onDisk ? .good : .neutral),
            date: album.releaseDate, duration: album.duration.map { Double($0) / 1000 }, monitored: album.monitored,
            route: album.artistId.map { .music(.album(artistId: ArtistID($0), albumId: AlbumID(id))) })
    }

    /// A wanted album's row.
    public static func wantedRow(_ album: Album, cutoff: Bool) -> ActivityRow? {
        guard let id = album.id else { return nil }
        return ActivityRow(
            service: .lidarr, id: "wanted/\(id)", title: title(of: album) ?? album.title,
            detail: MusicText.tracks(album).map { "\($0) tracks" } ?? "",
            label: StatusLabel(cutoff ? "Upgrade" : "Missing", cutoff ? .attention : .problem), date: album.releaseDate,
            route: album.artistId.map { .music(.album(artistId: ArtistID($0), albumId: AlbumID(id))) })
    }

    /// The shared kind of a Lidarr event.
    public static func event(_ type: LidarrHistoryEventType) -> ActivityEvent? {
        switch type {
        case .grabbed: .grabbed
        case .downloadImported, .trackFileImported, .artistFolderImported: .imported
        case .downloadFailed, .albumImportIncomplete: .failed
        case .trackFileDeleted: .deleted
        case .trackFileRenamed, .trackFileRetagged: .renamed
        case .downloadIgnored: .ignored
        case .unknown: nil
        }
    }

    /// The Lidarr event a shared kind is asked for by.
    public static func eventType(_ event: ActivityEvent) -> LidarrHistoryEventType {
        switch event {
        case .grabbed: .grabbed
        case .imported: .downloadImported
        case .failed: .downloadFailed
        case .deleted: .trackFileDeleted
        case .renamed: .trackFileRenamed
        case .ignored: .downloadIgnored
        }
    }
}
