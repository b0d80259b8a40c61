import Foundation
import GRDB

extension AppDatabase {
    /// v13: the application server's VAPID key, one per data directory.
    static func createVAPIDTable(_ db: Database) throws {
        try db.create(table: "vapidKey") { t in
            t.column("id", .integer).primaryKey().check { $0 == 1 }
            t.column("privateKey", .blob).notNull()
            t.column("created", .datetime).notNull()
        }
    }
}

/// Where `serve` keeps its VAPID key: made on first use and kept in the app's database (mode
/// 0600, beside the API keys), the same key for every later start, so browsers' subscriptions
/// stay valid. Only its public half is ever shown.
public struct VAPIDKeyStore: Sendable {
    let database: AppDatabase
    let clock: @Sendable () -> Date

    /// The key kept in `database`.
    public init(database: AppDatabase, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.database = database
        self.clock = clock
    }

    /// The key, made now when there is none. A kept key that no longer reads as one is an error
    /// to report, never replaced in silence (every subscription made with it would stop).
    public func key() async throws(CoreError) -> VAPIDKey {
        let fresh = VAPIDKey()
        let now = clock()
        let raw: Data = try await database.write { db in
            if let kept = try Data.fetchOne(db, sql: "SELECT privateKey FROM vapidKey WHERE id = 1") { return kept }
            try db.execute(
                sql: "INSERT INTO vapidKey (id, privateKey, created) VALUES (1, ?, ?)", arguments: [fresh.raw, now])
            return fresh.raw
        }
        guard let key = VAPIDKey(raw: raw) else {
            throw .unexpected(
                "the VAPID key kept in the data directory is damaged; remove it with `thriftwood notifications vapid "
                    + "--reset` (every browser then subscribes again)")
        }
        return key
    }

    /// Forgets the key (the next use makes a new one; every browser must subscribe again).
    public func reset() async throws(CoreError) {
        try await database.write { db in try db.execute(sql: "DELETE FROM vapidKey") }
    }
}
