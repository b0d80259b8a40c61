import ArrKit
import Foundation

extension LidarrClient: ArrQueueClient {
    /// One page of the queue, one record per album, with the artist and album embedded.
    public func queue(page: Int = 1, pageSize: Int = 250) async throws -> Paged<LidarrQueueRecord> {
        try await core.get(
            "/queue",
            query: [
                ("page", "\(page)"), ("pageSize", "\(pageSize)"), ("includeArtist", "true"), ("includeAlbum", "true"),
            ])
    }

    /// One page of history, newest first, optionally one kind of event, with album and artist.
    public func history(
        page: Int = 1, pageSize: Int = 50, eventType: LidarrHistoryEventType? = nil
    ) async throws -> Paged<LidarrHistoryRecord> {
        var query = [
            ("page", "\(page)"), ("pageSize", "\(pageSize)"), ("sortKey", "date"), ("sortDirection", "descending"),
            ("includeArtist", "true"), ("includeAlbum", "true"),
        ]
        if let number = eventType?.number { query.append(("eventType", "\(number)")) }
        return try await core.get("/history", query: query)
    }

    /// Albums releasing between `start` and `end` (Lidarr's calendar lists albums), with their
    /// artist.
    public func calendar(start: Date, end: Date, unmonitored: Bool = false) async throws -> [Album] {
        try await core.get(
            "/calendar",
            query: [
                ("start", ArrDate.format(start)), ("end", ArrDate.format(end)), ("unmonitored", "\(unmonitored)"),
                ("includeArtist", "true"),
            ])
    }

    /// One page of monitored albums released without every track on disk.
    public func missing(page: Int = 1, pageSize: Int = 50) async throws -> Paged<Album> {
        try await core.get(
            "/wanted/missing",
            query: [
                ("page", "\(page)"), ("pageSize", "\(pageSize)"), ("sortKey", "releaseDate"),
                ("sortDirection", "descending"), ("includeArtist", "true"), ("monitored", "true"),
            ])
    }

    /// One page of monitored albums whose files are below the quality profile's cutoff.
    public func cutoffUnmet(page: Int = 1, pageSize: Int = 50) async throws -> Paged<Album> {
        try await core.get(
            "/wanted/cutoff",
            query: [
                ("page", "\(page)"), ("pageSize", "\(pageSize)"), ("sortKey", "releaseDate"),
                ("sortDirection", "descending"), ("includeArtist", "true"), ("monitored", "true"),
            ])
    }
}
