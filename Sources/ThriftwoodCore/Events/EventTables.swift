import GRDB

extension AppDatabase {
    /// v9: the events servers pushed (or the watcher saw), per profile; and the secret each
    /// server pushes with, which goes with the server.
    static func createEventTables(_ db: Database) throws {
        try db.create(table: "stackEvent") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("profileId", .text).notNull().references("profile", onDelete: .cascade)
            // No reference: a removed server's events still say where they came from.
            t.column("serverKind", .text).notNull()
            t.column("serverName", .text).notNull()
            t.column("serverSlug", .text).notNull()
            t.column("type", .text).notNull()
            t.column("rawType", .text).notNull()
            t.column("sentence", .text).notNull()
            t.column("date", .datetime).notNull()
            t.column("link", .text)
        }
        try db.create(index: "stackEvent_profile", on: "stackEvent", columns: ["profileId", "id"])
        try db.create(table: "hookSecret") { t in
            t.primaryKey("connectionId", .text).references("serviceConnection", onDelete: .cascade)
            t.column("secret", .text).notNull()
            t.column("created", .datetime).notNull()
        }
    }
}
