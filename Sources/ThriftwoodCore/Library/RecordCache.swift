import ArrKit
import Foundation
import GRDB

/// A server's library as last fetched (its records), and when.
public struct CachedRecords<Record: Sendable>: Sendable {
    /// The records, in the order they were stored.
    public var records: [Record]
    /// When they were fetched from the server.
    public var updatedAt: Date
    /// How many stored rows no longer read (left out).
    public var unreadable: Int
}

/// One offline copy for every kind's library, keyed by server: each record's JSON in one table,
/// so a new kind needs no table and no migration of its own (Lidarr's artists use it).
public protocol RecordCache: Sendable {
    /// The records of `connectionId` as `Record`, or nil when they were never fetched.
    func load<Record: Decodable & Sendable>(
        _ type: Record.Type, connectionId: String
    ) async throws -> CachedRecords<Record>?
    /// Replaces the records of `connectionId` (each with its id) in one transaction.
    func store<Record: Encodable & Sendable>(
        _ records: [(id: Int, record: Record)], connectionId: String, at date: Date
    ) async throws
    /// How many records are kept for `connectionId`, or nil when none were ever stored.
    func count(connectionId: String) async throws -> Int?
}

/// No offline copy: nothing is kept, nothing is found.
public struct NoRecordCache: RecordCache {
    /// Creates the empty cache.
    public init() {}

    /// Never anything cached.
    public func load<Record: Decodable & Sendable>(
        _ type: Record.Type, connectionId: String
    ) async throws -> CachedRecords<Record>? { nil }

    /// Keeps nothing.
    public func store<Record: Encodable & Sendable>(
        _ records: [(id: Int, record: Record)], connectionId: String, at date: Date
    ) async throws {}

    /// Nothing kept.
    public func count(connectionId: String) async throws -> Int? { nil }
}

/// The offline copy in the app database (`cachedRecord`, `recordCacheInfo`): rows go with
/// their server when it is removed or pointed elsewhere.
public struct LiveRecordCache: RecordCache {
    let database: AppDatabase

    /// Creates the cache over `database`.
    public init(database: AppDatabase) {
        self.database = database
    }

    /// The records of `connectionId`; a row that no longer decodes is left out and counted.
    public func load<Record: Decodable & Sendable>(
        _ type: Record.Type, connectionId: String
    ) async throws -> CachedRecords<Record>? {
        let (updatedAt, blobs) = try await database.read { db -> (Date?, [Data]) in
            let updatedAt = try Date.fetchOne(
                db, sql: "SELECT updatedAt FROM recordCacheInfo WHERE connectionId = ?", arguments: [connectionId])
            let blobs = try Data.fetchAll(
                db, sql: "SELECT json FROM cachedRecord WHERE connectionId = ? ORDER BY position",
                arguments: [connectionId])
            return (updatedAt, blobs)
        }
        guard let updatedAt else { return nil }
        let decoder = ArrJSON.makeDecoder()
        var records: [Record] = []
        var unreadable = 0
        for blob in blobs {
            do {
                records.append(try decoder.decode(Record.self, from: blob))
            } catch {
                unreadable += 1
            }
        }
        return CachedRecords(records: records, updatedAt: updatedAt, unreadable: unreadable)
    }

    /// How many records are kept for `connectionId`, or nil when none were ever stored.
    public func count(connectionId: String) async throws -> Int? {
        try await database.read { db in
            try Int.fetchOne(
                db, sql: "SELECT count FROM recordCacheInfo WHERE connectionId = ?", arguments: [connectionId])
        }
    }

    /// Replaces the records of `connectionId` in one transaction, in the order given.
    public func store<Record: Encodable & Sendable>(
        _ records: [(id: Int, record: Record)], connectionId: String, at date: Date
    ) async throws {
        let encoder = ArrJSON.makeEncoder()
        let rows = try records.map { ($0.id, try encoder.encode($0.record)) }
        try await database.write { db in
            try db.execute(sql: "DELETE FROM cachedRecord WHERE connectionId = ?", arguments: [connectionId])
            let insert = try db.makeStatement(
                sql: "INSERT OR REPLACE INTO cachedRecord (connectionId, id, position, json) VALUES (?, ?, ?, ?)")
            for (position, (id, json)) in rows.enumerated() {
                try insert.execute(arguments: [connectionId, id, position, json])
            }
            try db.execute(
                sql: "INSERT OR REPLACE INTO recordCacheInfo (connectionId, updatedAt, count) VALUES (?, ?, ?)",
                arguments: [connectionId, date, rows.count])
        }
    }
}
