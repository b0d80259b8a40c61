import GRDB

extension AppDatabase {
    /// v5: a profile holds any number of servers of any kind, each with a name unique in the
    /// profile, a slug for links and an order. Today's connections (one per kind) keep their
    /// ids — so their caches, keyed by them, stay — and get their kind as slug (`radarr`,
    /// `sonarr`: every link keeps working) and the kinds' order as position.
    static func migrateToServerSets(_ db: Database) throws {
        try db.alter(table: "serviceConnection") { t in
            t.add(column: "slug", .text).notNull().defaults(to: "")
            t.add(column: "position", .integer).notNull().defaults(to: 0)
        }
        for (position, kind) in kindsAtVersion5.enumerated() {
            try db.execute(
                sql: "UPDATE serviceConnection SET slug = kind, position = ? WHERE kind = ?",
                arguments: [position, kind])
        }
        // A kind this build does not know keeps its row, slugged after its kind, listed last.
        try db.execute(
            sql: "UPDATE serviceConnection SET slug = kind, position = ? WHERE slug = ''",
            arguments: [kindsAtVersion5.count])
        try db.create(
            index: "serviceConnection_slug", on: "serviceConnection", columns: ["profileId", "slug"], unique: true)
    }

    /// The kinds' ids in their order when v5 was written: a migration reads the data as it was
    /// then, never the registry as it grows.
    private static let kindsAtVersion5 = [
        "radarr", "sonarr", "lidarr", "sabnzbd", "nzbget", "qbittorrent", "transmission", "deluge", "tautulli", "seerr",
    ]
}
