import ArrKit
import Foundation
import LidarrAPI
import ThriftwoodCore

/// Lidarr's answers as the rows of the CLI's `queue`, `history`, `calendar` and `missing`,
/// with the same columns as Radarr's and Sonarr's.
enum LidarrListings {
    /// The queue: one row per album, joined to its client's item by `joined`.
    static func queue(
        _ client: LidarrClient, joined joiner: () async throws -> @Sendable ([String], String?) -> [String]
    ) async throws -> ServiceListing {
        let records = try await client.queue(pageSize: 500).records
        let joined = try await joiner()
        return try ServiceListing(.lidarr, records) { record in
            joined(
                [
                    String(record.id), LidarrActivity.title(of: record.album) ?? record.title ?? "?",
                    Format.percent(record.progress), Format.bytes(record.size ?? 0),
                    Format.duration(record.timeleft?.seconds), LidarrActivity.status(of: record).text,
                ], record.downloadId)
        }.ordered(by: records.map { $0.timeleft?.seconds ?? .infinity })
    }

    /// One page of history, newest first; `pages` hears the page line.
    static func history(
        _ client: LidarrClient, page: Int, pageSize: Int, event: ActivityEvent?, pages: (String) -> Void
    ) async throws -> ServiceListing {
        let result = try await client.history(
            page: page, pageSize: pageSize, eventType: event.map(LidarrActivity.eventType))
        pages(HistoryCommand.pageLine(.lidarr, result))
        return try ServiceListing(.lidarr, result.records) { record in
            let row = LidarrActivity.row(record)
            return [String(record.id), Format.dateTime(record.date), row.label.text, record.sourceTitle ?? row.title]
        }.ordered(by: result.records.map { -($0.date?.timeIntervalSince1970 ?? -Double.infinity) })
    }

    /// The albums releasing between `from` and `to`.
    static func calendar(_ client: LidarrClient, from: Date, to: Date) async throws -> ServiceListing {
        let albums = try await client.calendar(start: from, end: to)
        return try ServiceListing(.lidarr, albums) { album in
            [
                Format.day(album.releaseDate), album.albumType ?? "Album",
                LidarrActivity.title(of: album) ?? album.title,
                album.year > 0 ? String(album.year) : "",
            ]
        }.ordered(by: albums.map { $0.releaseDate?.timeIntervalSince1970 ?? .infinity })
    }

    /// One page of missing (or below-cutoff) albums.
    static func missing(_ client: LidarrClient, page: Int, cutoff: Bool) async throws -> ServiceListing {
        let result =
            cutoff
            ? try await client.cutoffUnmet(page: page, pageSize: 100)
            : try await client.missing(page: page, pageSize: 100)
        return try ServiceListing(.lidarr, result.records) { album in
            [
                album.id.map(String.init) ?? "-", LidarrActivity.title(of: album) ?? album.title,
                album.year > 0 ? String(album.year) : "", Format.day(album.releaseDate),
            ]
        }
    }
}
