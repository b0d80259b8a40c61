import ArrKit
import Foundation

extension SonarrClient: ArrQueueClient {
    /// One page of the queue, one record per episode (Sonarr's page size defaults to 10, so
    /// this asks for more), with the series and episode embedded.
    public func queue(page: Int = 1, pageSize: Int = 250) async throws -> Paged<SonarrQueueRecord> {
        try await core.get(
            "/queue",
            query: [
                ("page", "\(page)"), ("pageSize", "\(pageSize)"), ("includeSeries", "true"),
                ("includeEpisode", "true"),
            ])
    }

    /// One page of history, newest first, optionally one kind of event.
    public func history(
        page: Int = 1, pageSize: Int = 50, eventType: SonarrHistoryEventType? = nil
    ) async throws
        -> Paged<SonarrHistoryRecord>
    {
        var query = [
            ("page", "\(page)"), ("pageSize", "\(pageSize)"), ("sortKey", "date"), ("sortDirection", "descending"),
            ("includeSeries", "true"), ("includeEpisode", "true"),
        ]
        if let number = eventType?.number { query.append(("eventType", "\(number)")) }
        return try await core.get("/history", query: query)
    }

    /// A series' history (optionally one season), unpaged.
    public func seriesHistory(seriesId: Int, seasonNumber: Int? = nil) async throws -> [SonarrHistoryRecord] {
        var query = [("seriesId", "\(seriesId)"), ("includeEpisode", "true")]
        if let seasonNumber { query.append(("seasonNumber", "\(seasonNumber)")) }
        return try await core.get("/history/series", query: query)
    }

    /// Episodes airing between `start` and `end`, with their series.
    public func calendar(start: Date, end: Date, unmonitored: Bool = false) async throws -> [Episode] {
        try await core.get(
            "/calendar",
            query: [
                ("start", ArrDate.format(start)), ("end", ArrDate.format(end)), ("unmonitored", "\(unmonitored)"),
                ("includeSeries", "true"),
            ])
    }

    /// One page of monitored episodes that aired without a file.
    public func missing(page: Int = 1, pageSize: Int = 50) async throws -> Paged<Episode> {
        try await core.get(
            "/wanted/missing",
            query: [
                ("page", "\(page)"), ("pageSize", "\(pageSize)"), ("sortKey", "episodes.airDateUtc"),
                ("sortDirection", "descending"), ("includeSeries", "true"), ("monitored", "true"),
            ])
    }

    /// One page of episodes whose file is below the quality cutoff.
    public func cutoffUnmet(page: Int = 1, pageSize: Int = 50) async throws -> Paged<Episode> {
        try await core.get(
            "/wanted/cutoff",
            query: [
                ("page", "\(page)"), ("pageSize", "\(pageSize)"), ("sortKey", "episodes.airDateUtc"),
                ("sortDirection", "descending"), ("includeSeries", "true"), ("includeEpisodeFile", "true"),
                ("monitored", "true"),
            ])
    }
}
