import Foundation
import GRDB

/// The events of each profile, newest last, kept in the app's database so a page or the app
/// opened later shows what happened; at most ``limit`` per profile (the oldest leave first).
public struct EventStore: Sendable {
    /// How many events a profile keeps.
    public static let limit = 1000

    let database: AppDatabase

    /// The store over `database`.
    public init(database: AppDatabase) {
        self.database = database
    }

    /// Keeps `event` for the profile with `profileID`; returns it with its id.
    public func add(_ event: StackEvent, profileID: String) async throws(CoreError) -> StackEvent {
        try await database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO stackEvent
                        (profileId, serverKind, serverName, serverSlug, type, rawType, sentence, date, link)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    profileID, event.server.kind, event.server.name, event.server.slug, event.type.rawValue,
                    event.rawType, event.sentence, event.date, event.link,
                ])
            var stored = event
            stored.id = db.lastInsertedRowID
            try db.execute(
                sql: """
                    DELETE FROM stackEvent WHERE profileId = ? AND id <= (
                        SELECT id FROM stackEvent WHERE profileId = ? ORDER BY id DESC LIMIT 1 OFFSET ?)
                    """,
                arguments: [profileID, profileID, Self.limit])
            return stored
        }
    }

    /// The profile's events, oldest first: those after the event numbered `after` (for
    /// following), or from `since`, at most the newest `limit`.
    public func events(
        profileID: String, since: Date? = nil, after: Int64? = nil, limit: Int = EventStore.limit
    ) async throws(CoreError) -> [StackEvent] {
        try await database.read { db in
            var conditions = ["profileId = ?"]
            var arguments: StatementArguments = [profileID]
            if let since {
                conditions.append("date >= ?")
                _ = arguments.append(contentsOf: [since])
            }
            if let after {
                conditions.append("id > ?")
                _ = arguments.append(contentsOf: [after])
            }
            _ = arguments.append(contentsOf: [max(0, limit)])
            let rows = try Row.fetchAll(
                db,
                sql: "SELECT * FROM stackEvent WHERE \(conditions.joined(separator: " AND ")) ORDER BY id DESC LIMIT ?",
                arguments: arguments)
            return rows.reversed().map(Self.event)
        }
    }

    /// The number of the newest event of the profile (0 for none): where following starts.
    public func newestID(profileID: String) async throws(CoreError) -> Int64 {
        try await database.read { db in
            try Int64.fetchOne(db, sql: "SELECT MAX(id) FROM stackEvent WHERE profileId = ?", arguments: [profileID])
                ?? 0
        }
    }

    private static func event(_ row: Row) -> StackEvent {
        StackEvent(
            id: row["id"], type: StackEventType(stored: row["type"] ?? ""), rawType: row["rawType"] ?? "",
            server: EventServer(
                kind: row["serverKind"] ?? "", name: row["serverName"] ?? "", slug: row["serverSlug"] ?? ""),
            sentence: row["sentence"] ?? "", date: row["date"] ?? .distantPast, link: row["link"])
    }
}
