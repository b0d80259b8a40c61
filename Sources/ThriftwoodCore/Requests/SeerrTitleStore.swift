import Foundation
import GRDB
import SeerrKit

/// Keeps the titles Seerr's requests name only by id, so a list of requests is looked up once
/// and reads offline afterwards.
public protocol SeerrTitleStore: Sendable {
    /// The kept titles among `keys`.
    func titles(_ keys: Set<SeerrTitleKey>) async throws -> [SeerrTitleKey: SeerrTitle]
    /// Keeps `titles`, replacing older copies.
    func keep(_ titles: [SeerrTitle], at date: Date) async throws
}

/// Titles in memory only (tests, graphs without a database).
public actor MemorySeerrTitleStore: SeerrTitleStore {
    private var kept: [SeerrTitleKey: SeerrTitle] = [:]

    /// An empty store.
    public init() {}

    /// The kept titles among `keys`.
    public func titles(_ keys: Set<SeerrTitleKey>) -> [SeerrTitleKey: SeerrTitle] {
        kept.filter { keys.contains($0.key) }
    }

    /// Keeps `titles`.
    public func keep(_ titles: [SeerrTitle], at date: Date) {
        for title in titles { kept[title.key] = title }
    }
}

/// Titles in the app database, one row per title holding its JSON.
public struct LiveSeerrTitleStore: SeerrTitleStore {
    let database: AppDatabase

    /// Creates the store over `database`.
    public init(database: AppDatabase) { self.database = database }

    /// The kept titles among `keys`; a row that no longer decodes is left out (and looked up again).
    public func titles(_ keys: Set<SeerrTitleKey>) async throws -> [SeerrTitleKey: SeerrTitle] {
        guard !keys.isEmpty else { return [:] }
        let ids = Array(Set(keys.map(\.tmdbId)))
        let marks = Array(repeating: "?", count: ids.count).joined(separator: ", ")
        let rows = try await database.read { db in
            try Row.fetchAll(
                db, sql: "SELECT mediaType, tmdbId, json FROM seerrTitle WHERE tmdbId IN (\(marks))",
                arguments: StatementArguments(ids)
            ).compactMap { row -> Data? in
                guard let type = SeerrMediaType(rawValue: row["mediaType"]),
                    keys.contains(SeerrTitleKey(mediaType: type, tmdbId: row["tmdbId"]))
                else { return nil }
                return row["json"]
            }
        }
        let decoder = JSONDecoder()
        var found: [SeerrTitleKey: SeerrTitle] = [:]
        for data in rows {
            guard let title = try? decoder.decode(SeerrTitle.self, from: data) else { continue }
            found[title.key] = title
        }
        return found
    }

    /// Keeps `titles` in one transaction.
    public func keep(_ titles: [SeerrTitle], at date: Date) async throws {
        guard !titles.isEmpty else { return }
        let encoder = JSONEncoder()
        let rows = try titles.map { ($0.key, try encoder.encode($0)) }
        try await database.write { db in
            for (key, json) in rows {
                try db.execute(
                    sql: "INSERT OR REPLACE INTO seerrTitle (mediaType, tmdbId, json, fetchedAt) VALUES (?, ?, ?, ?)",
                    arguments: [key.mediaType.rawValue, key.tmdbId, json, date])
            }
        }
    }
}
