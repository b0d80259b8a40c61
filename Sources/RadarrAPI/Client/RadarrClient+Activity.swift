import ArrKit
import Foundation

extension RadarrClient: ArrQueueClient {
    /// One page of the download queue; `includeMovie` embeds each item's movie.
    public func queue(page: Int = 1, pageSize: Int = 50, includeMovie: Bool = false) async throws -> Paged<QueueItem> {
        try await core.get(
            "/queue",
            query: [("page", "\(page)"), ("pageSize", "\(pageSize)"), ("includeMovie", "\(includeMovie)")])
    }

    /// One page of history, newest first, optionally of one event type, optionally with each
    /// record's movie.
    public func history(
        page: Int = 1, pageSize: Int = 50, eventType: HistoryEventType? = nil, includeMovie: Bool = false
    ) async throws
        -> Paged<HistoryRecord>
    {
        var query = [
            ("page", "\(page)"), ("pageSize", "\(pageSize)"), ("sortKey", "date"), ("sortDirection", "descending"),
        ]
        if includeMovie { query.append(("includeMovie", "true")) }
        if let number = eventType?.filterNumber { query.append(("eventType", "\(number)")) }
        return try await core.get("/history", query: query)
    }

    /// A movie's own history.
    public func movieHistory(movieId: Int, eventType: HistoryEventType? = nil) async throws -> [HistoryRecord] {
        var query = [("movieId", "\(movieId)")]
        if let number = eventType?.filterNumber { query.append(("eventType", "\(number)")) }
        return try await core.get("/history/movie", query: query)
    }

    /// Movies releasing between two dates.
    public func calendar(start: Date, end: Date, unmonitored: Bool = false) async throws -> [Movie] {
        try await core.get(
            "/calendar",
            query: [
                ("start", ArrDate.format(start)), ("end", ArrDate.format(end)), ("unmonitored", "\(unmonitored)"),
            ])
    }

    /// One page of monitored movies whose file is below the profile's cutoff.
    public func cutoffUnmet(page: Int = 1, pageSize: Int = 50) async throws -> Paged<Movie> {
        try await core.get(
            "/wanted/cutoff",
            query: [
                ("page", "\(page)"), ("pageSize", "\(pageSize)"), ("sortKey", "title"), ("sortDirection", "ascending"),
            ])
    }

    /// One page of monitored movies that are available but have no file.
    public func missing(page: Int = 1, pageSize: Int = 50) async throws -> Paged<Movie> {
        try await core.get(
            "/wanted/missing",
            query: [
                ("page", "\(page)"), ("pageSize", "\(pageSize)"), ("sortKey", "title"), ("sortDirection", "ascending"),
            ])
    }
}
