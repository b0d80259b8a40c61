import Foundation
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
        migrator.registerMigration("v2: caches keyed by service connection") { db in
            try migrateCachesToConnections(db)
        }
        migrator.registerMigration("v3: Sonarr's series cache") { db in
            try db.create(table: "cachedSeries") { t in
                t.column("connectionId", .text).notNull().references("serviceConnection", onDelete: .cascade)
                t.column("id", .integer).notNull()
                t.column("json", .blob).notNull()
                t.primaryKey(["connectionId", "id"])
            }
            try db.create(table: "seriesCacheInfo") { t in
                t.primaryKey("connectionId", .text).references("serviceConnection", onDelete: .cascade)
                t.column("updatedAt", .datetime).notNull()
                t.column("seriesCount", .integer).notNull()
            }
        }
        migrator.registerMigration("v4: movie tags in the library cache") { db in
            try db.alter(table: "cachedMovie") { t in
                t.add(column: "tags", .text).notNull().defaults(to: "")
            }
        }
        migrator.registerMigration("v5: a profile is a set of servers") { db in
            try migrateToServerSets(db)
        }
        migrator.registerMigration("v6: Seerr's titles kept offline") { db in
            // A request names its title by TMDB id only; titles are looked up once and kept.
            try db.create(table: "seerrTitle") { t in
                t.column("mediaType", .text).notNull()
                t.column("tmdbId", .integer).notNull()
                t.column("json", .blob).notNull()
                t.column("fetchedAt", .datetime).notNull()
                t.primaryKey(["mediaType", "tmdbId"])
            }
        }
        migrator.registerMigration("v7: one offline copy for every kind's library") { db in
            // Each record's JSON keyed by its server: a new kind needs no table of its own.
            try db.create(table: "cachedRecord") { t in
                t.column("connectionId", .text).notNull().references("serviceConnection", onDelete: .cascade)
                t.column("id", .integer).notNull()
                t.column("position", .integer).notNull()
                t.column("json", .blob).notNull()
                t.primaryKey(["connectionId", "id"])
            }
            try db.create(table: "recordCacheInfo") { t in
                t.primaryKey("connectionId", .text).references("serviceConnection", onDelete: .cascade)
                t.column("updatedAt", .datetime).notNull()
                t.column("count", .integer).notNull()
            }
        }
        migrator.registerMigration("v8: people who sign in to the browser, and their sessions") { db in
            try createSignInTables(db)
        }
        migrator.registerMigration("v9: what servers pushed, and the secret each pushes with") { db in
            try createEventTables(db)
        }
        migrator.registerMigration("v10: where events are passed on to") { db in
            try createTargetTable(db)
        }
        migrator.registerMigration("v11: a server's other addresses") { db in
            try db.alter(table: "serviceConnection") { t in
                t.add(column: "otherAddresses", .text).notNull().defaults(to: "[]")
            }
        }
        migrator.registerMigration("v12: the Seerr user each person requests as") { db in
            try db.alter(table: "householdUser") { t in t.add(column: "seerrUserId", .integer) }
        }
        migrator.registerMigration("v13: the key serve pushes to browsers with") { db in
            try createVAPIDTable(db)
        }
        migrator.registerMigration("v14: the browsers that take serve's pushes") { db in
            try createPushSubscriptionTable(db)
        }
        return migrator
    }

    /// Every table of a server's offline copy, keyed by `connectionId` (cleared when the server
    /// is removed or pointed at another address).
    static let cacheTables = [
        "cachedMovie", "libraryCacheInfo", "cachedSeries", "seriesCacheInfo", "cachedRecord", "recordCacheInfo",
    ]
}

extension AppDatabase {
    /// v2: the library cache belongs to a service connection, not a profile, so two services
    /// (or two Radarrs) never share one. Every cached row of a profile with a Radarr
    /// connection moves to that connection; rows of profiles without one had no server to
    /// refresh from and go.
    static func migrateCachesToConnections(_ db: Database) throws {
        try db.create(table: "cachedMovie_v2") { t in
            t.column("connectionId", .text).notNull().references("serviceConnection", onDelete: .cascade)
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
            t.primaryKey(["connectionId", "id"])
        }
        let columns =
            "id, title, sortTitle, originalTitle, year, tmdbId, imdbId, status, monitored, hasFile, isAvailable, "
            + "cutoffNotMet, added, releaseDate, sizeOnDisk, runtime, rating, qualityProfileId, quality, studio, "
            + "certification, path, overview"
        try db.execute(
            sql: """
                INSERT INTO cachedMovie_v2 (connectionId, \(columns))
                SELECT c.id, \(columns.split(separator: ",").map { "m." + $0.trimmingCharacters(in: .whitespaces) }
                    .joined(separator: ", "))
                FROM cachedMovie m JOIN serviceConnection c ON c.profileId = m.profileId AND c.kind = 'radarr'
                """)
        try db.drop(table: "cachedMovie")
        try db.rename(table: "cachedMovie_v2", to: "cachedMovie")
        try db.create(table: "libraryCacheInfo_v2") { t in
            t.primaryKey("connectionId", .text).references("serviceConnection", onDelete: .cascade)
            t.column("updatedAt", .datetime).notNull()
            t.column("movieCount", .integer).notNull()
        }
        try db.execute(
            sql: """
                INSERT INTO libraryCacheInfo_v2 (connectionId, updatedAt, movieCount)
                SELECT c.id, i.updatedAt, i.movieCount
                FROM libraryCacheInfo i JOIN serviceConnection c ON c.profileId = i.profileId AND c.kind = 'radarr'
                """)
        try db.drop(table: "libraryCacheInfo")
        try db.rename(table: "libraryCacheInfo_v2", to: "libraryCacheInfo")
    }
}
