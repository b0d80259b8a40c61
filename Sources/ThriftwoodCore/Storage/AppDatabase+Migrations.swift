import GRDB

extension AppDatabase {
    /// The schema's history; append migrations, never edit a shipped one.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: profiles, settings, cache, log") { db in
            try db.create(table: "profile") { t in
                t.primaryKey("id", .text)
                t.column("name", .text).notNull().unique(onConflict: .abort).collate(.nocase)
                t.column("createdAt", .datetime).notNull()
                t.column("updatedAt", .datetime).notNull()
            }
            try db.create(table: "serviceConnection") { t in
                t.primaryKey("id", .text)
                t.belongsTo("profile", onDelete: .cascade).notNull()
                t.column("kind", .text).notNull()
                t.column("name", .text).notNull()
                t.column("baseURL", .text).notNull()
                t.column("apiKey", .text).notNull()
                t.column("headers", .text).notNull()
                t.column("tls", .text).notNull()
                t.column("enabled", .boolean).notNull()
            }
            try db.create(table: "setting") { t in
                t.primaryKey("key", .text)
                t.column("value", .blob).notNull()
            }
            try db.create(table: "cachedMovie") { t in
                t.column("profileId", .text).notNull().references("profile", onDelete: .cascade)
                t.column("id", .integer).notNull()
                t.column("title", .text).notNull()
                t.column("sortTitle", .text).notNull()
                t.column("originalTitle", .text)
                t.column("year", .integer).notNull()
                t.column("tmdbId", .integer).notNull()
                t.column("imdbId", .text)
                t.column("status", .text).notNull()
                t.column("monitored", .boolean).notNull()
                t.column("hasFile", .boolean).notNull()
                t.column("isAvailable", .boolean).notNull()
                t.column("cutoffNotMet", .boolean).notNull()
                t.column("added", .datetime)
                t.column("releaseDate", .datetime)
                t.column("sizeOnDisk", .integer).notNull()
                t.column("runtime", .integer).notNull()
                t.column("rating", .double).notNull()
                t.column("qualityProfileId", .integer).notNull()
                t.column("quality", .text)
                t.column("studio", .text)
                t.column("certification", .text)
                t.column("path", .text)
                t.column("overview", .text)
                t.primaryKey(["profileId", "id"])
            }
            try db.create(table: "libraryCacheInfo") { t in
                t.primaryKey("profileId", .text).references("profile", onDelete: .cascade)
                t.column("updatedAt", .datetime).notNull()
                t.column("movieCount", .integer).notNull()
            }
            try db.create(table: "appLog") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("date", .datetime).notNull()
                t.column("level", .text).notNull()
                t.column("label", .text).notNull()
                t.column("message", .text).notNull()
            }
            try db.create(index: "appLog_date", on: "appLog", columns: ["date"])
        }
        return migrator
    }
}
