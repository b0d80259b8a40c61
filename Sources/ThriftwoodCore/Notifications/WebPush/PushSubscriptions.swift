import Foundation
import GRDB

extension AppDatabase {
    /// v14: the browsers subscribed to serve's pushes, each a signed-in person's device.
    static func createPushSubscriptionTable(_ db: Database) throws {
        try db.create(table: "pushSubscription") { t in
            t.primaryKey("endpoint", .text)
            t.column("userName", .text).notNull().references("householdUser", onDelete: .cascade)
            t.column("device", .text).notNull()
            t.column("p256dh", .blob).notNull()
            t.column("auth", .blob).notNull()
            t.column("created", .datetime).notNull()
            t.column("lastOutcome", .text)
        }
    }
}

/// The browsers that take serve's pushes: one row per device a signed-in person subscribed
/// ("Notify this device"), named so they can tell their phone from their laptop, gone with the
/// person, dropped when the push service says the subscription no longer exists.
public struct PushSubscriptions: Sendable {
    /// One subscribed device.
    public struct Device: Sendable, Hashable {
        /// Whose device it is.
        public let userName: String
        /// Its name, as the person gave it or the browser described itself.
        public let device: String
        /// Where pushes go.
        public let subscription: WebPushSubscription
        /// How the last push went, in words ("delivered", or why not); nil before the first.
        public let lastOutcome: String?
    }

    let database: AppDatabase
    let clock: @Sendable () -> Date

    /// The subscriptions kept in `database`.
    public init(database: AppDatabase, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.database = database
        self.clock = clock
    }

    /// Keeps `subscription` as `userName`'s `device`; the same endpoint subscribed again replaces
    /// the old row (a browser renews its keys, or another person signs in on it).
    public func subscribe(
        _ subscription: WebPushSubscription, userName: String, device: String
    )
        async throws(CoreError)
    {
        let now = clock()
        let name = device.trimmingCharacters(in: .whitespacesAndNewlines)
        try await database.write { db in
            try db.execute(
                sql: """
                    INSERT OR REPLACE INTO pushSubscription (endpoint, userName, device, p256dh, auth, created)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    subscription.endpoint, userName, name.isEmpty ? "A browser" : String(name.prefix(80)),
                    subscription.p256dh, subscription.auth, now,
                ])
        }
    }

    /// Forgets the subscription at `endpoint`, when it is `userName`'s (a person removes only their
    /// own devices); true when one was removed.
    @discardableResult
    public func unsubscribe(endpoint: String, userName: String) async throws(CoreError) -> Bool {
        try await database.write { db in
            try db.execute(
                sql: "DELETE FROM pushSubscription WHERE endpoint = ? AND userName = ? COLLATE NOCASE",
                arguments: [endpoint, userName])
            return db.changesCount > 0
        }
    }

    /// Every subscribed device (of `userName` when given), newest first.
    public func devices(of userName: String? = nil) async throws(CoreError) -> [Device] {
        try await database.read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT * FROM pushSubscription WHERE ? IS NULL OR userName = ? COLLATE NOCASE
                    ORDER BY created DESC
                    """, arguments: [userName, userName])
            return rows.compactMap { row in
                WebPushSubscription(endpoint: row["endpoint"], p256dh: row["p256dh"], auth: row["auth"]).map {
                    Device(
                        userName: row["userName"], device: row["device"], subscription: $0,
                        lastOutcome: row["lastOutcome"])
                }
            }
        }
    }

    /// Notes how a push to `endpoint` went; a gone subscription is removed.
    public func record(_ outcome: WebPushSender.Outcome, endpoint: String) async throws(CoreError) {
        try await database.write { db in
            switch outcome {
            case .gone:
                try db.execute(sql: "DELETE FROM pushSubscription WHERE endpoint = ?", arguments: [endpoint])
            case .delivered, .failed:
                let words: String = if case .failed(let reason) = outcome { reason } else { "delivered" }
                try db.execute(
                    sql: "UPDATE pushSubscription SET lastOutcome = ? WHERE endpoint = ?", arguments: [words, endpoint])
            }
        }
    }
}
