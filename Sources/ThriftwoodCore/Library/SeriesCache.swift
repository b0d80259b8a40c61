import ArrKit
import Foundation
import GRDB
import SonarrAPI

/// A connection's series as last fetched, and when.
public struct CachedSeriesLibrary: Hashable, Sendable {
    /// The series.
    public var series: [Series]
    /// When they were fetched from Sonarr.
    public var updatedAt: Date

    /// Creates a cached library.
    public init(series: [Series], updatedAt: Date) {
        self.series = series
        self.updatedAt = updatedAt
    }
}

/// Keeps each Sonarr connection's series on disk so the list opens at once and works offline.
public protocol SeriesCache: Sendable {
    /// The cached series of `connectionId`, or nil when they were never fetched.
    func load(connectionId: String) async throws -> CachedSeriesLibrary?
    /// Replaces the cached series of `connectionId` in one transaction.
    func store(_ series: [Series], connectionId: String, at date: Date) async throws
}

/// No offline copy: nothing is kept, nothing is found (graphs without a database).
public struct NoSeriesCache: SeriesCache {
    /// Creates the empty cache.
    public init() {}

    /// Never anything cached.
    public func load(connectionId: String) async throws -> CachedSeriesLibrary? { nil }

    /// Keeps nothing.
    public func store(_ series: [Series], connectionId: String, at date: Date) async throws {}
}

/// The series cache in the app database: one row per series holding its JSON, so fields
/// this build does not show survive the round trip.
public struct LiveSeriesCache: SeriesCache {
    let database: AppDatabase

    /// Creates the cache over `database`.
    public init(database: AppDatabase) {
        self.database = database
    }

    /// The cached series of `connectionId`; a row that no longer decodes is left out, not fatal.
    public func load(connectionId: String) async throws -> CachedSeriesLibrary? {
        let (updatedAt, blobs) = try await database.read { db -> (Date?, [Data]) in
            let updatedAt = try Date.fetchOne(
                db, sql: "SELECT updatedAt FROM seriesCacheInfo WHERE connectionId = ?", arguments: [connectionId])
            let blobs = try Data.fetchAll(
                db, sql: "SELECT json FROM cachedSeries WHERE connectionId = ? ORDER BY id", arguments: [connectionId])
            return (updatedAt, blobs)
        }
        guard let updatedAt else { return nil }
        // One array read by the list's scanner on every core; a row that no longer reads is left out.
        var joined = Data("[".utf8)
        joined.reserveCapacity(blobs.reduce(2) { $0 + $1.count + 1 })
        for (position, blob) in blobs.enumerated() {
            if position > 0 { joined.append(UInt8(ascii: ",")) }
            joined.append(blob)
        }
        joined.append(UInt8(ascii: "]"))
        let series = try await Series.decodeList(joined).series
        return CachedSeriesLibrary(series: series, updatedAt: updatedAt)
    }

    /// Replaces the cached series of `connectionId` in one transaction.
    public func store(_ series: [Series], connectionId: String, at date: Date) async throws {
        let encoder = ArrJSON.makeEncoder()
        let rows = try series.compactMap { item in try item.id.map { ($0, try encoder.encode(item)) } }
        try await database.write { db in
            try db.execute(sql: "DELETE FROM cachedSeries WHERE connectionId = ?", arguments: [connectionId])
            let insert = try db.makeStatement(
                sql: "INSERT OR REPLACE INTO cachedSeries (connectionId, id, json) VALUES (?, ?, ?)")
            for (id, json) in rows {
                try insert.execute(arguments: [connectionId, id, json])
            }
            try db.execute(
                sql: "INSERT OR REPLACE INTO seriesCacheInfo (connectionId, updatedAt, seriesCount) VALUES (?, ?, ?)",
                arguments: [connectionId, date, rows.count])
        }
    }
}

extension ServiceSlot {
    /// Sonarr's offline copy of its series.
    public static let sonarrLibrary = ServiceSlot("sonarr-library")
}

extension KindServiceShelf {
    /// Sonarr's offline copy of its series (none kept when the shelf holds no store).
    public var seriesCache: any SeriesCache {
        get { service(.sonarrLibrary, as: (any SeriesCache).self) ?? NoSeriesCache() }
        set { put(newValue, in: .sonarrLibrary) }
    }
}

extension ServiceMaker {
    /// Sonarr's offline copy, in the app's database (none without one).
    static let sonarrLibrary = ServiceMaker(slot: .sonarrLibrary) { parts in
        parts.database.map { LiveSeriesCache(database: $0) as any SeriesCache } ?? NoSeriesCache()
    }
}
