import ArrKit
import Foundation

extension LidarrClient {
    /// One page of the queue, one record per album, with the artist and album embedded.
    public func queue(page: Int = 1, pageSize: Int = 250) async throws -> Paged<LidarrQueueRecord> {
        try await core.get(
            "/queue",
            query: [
                ("page", "\(page)"), ("pageSize", "\(pageSize)"), ("includeArtist", "true"), ("includeAlbum", "true"),
            ])
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
}
