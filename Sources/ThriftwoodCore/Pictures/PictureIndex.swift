import Foundation
import GRDB

/// What the picture cache holds, one row a picture, in its own small database beside the files
/// (the cache can be deleted whole without touching anything else).
struct PictureIndex: Sendable {
    /// One cached picture.
    struct Row: Codable, FetchableRecord, PersistableRecord, Sendable, Equatable {
        static let databaseTableName = "picture"
        /// The ref's key (and, for a resized copy, its width).
        var key: String
        /// The file's name in the cache folder.
        var file: String
        /// Its size on disk.
        var byteCount: Int
        /// The server's Last-Modified for it.
        var lastModified: String?
        /// The server's ETag for it.
        var etag: String?
        /// When the server last confirmed it.
        var checkedAt: Date
        /// When it was last shown.
        var usedAt: Date
        /// A digest of the bytes: what a resized copy was made from, and the browser's ETag.
        var stamp: String
        /// For a resized copy, the stamp of the picture it was made from.
        var source: String?
    }

    let queue: DatabaseQueue

    /// Opens (or makes) the index at `file`; an unreadable one is replaced, since it is only a cache.
    static func open(_ file: URL) throws -> PictureIndex {
        do {
            return try make(file)
        } catch {
            try? FileManager.default.removeItem(at: file)  // a cache: start again
            return try make(file)
        }
    }

    private static func make(_ file: URL) throws -> PictureIndex {
        // A cache: a write lost in a crash costs a picture fetched again, so no fsync per write.
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA journal_mode = WAL")
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        let queue = try DatabaseQueue(path: file.path, configuration: configuration)
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: cached pictures") { db in
            try db.create(table: "picture") { t in
                t.primaryKey("key", .text)
                t.column("file", .text).notNull()
                t.column("byteCount", .integer).notNull()
                t.column("lastModified", .text)
                t.column("etag", .text)
                t.column("checkedAt", .datetime).notNull()
                t.column("usedAt", .datetime).notNull().indexed()
                t.column("stamp", .text).notNull()
                t.column("source", .text)
            }
        }
        try migrator.migrate(queue)
        return PictureIndex(queue: queue)
    }

    func row(_ key: String) throws -> Row? { try queue.read { try Row.fetchOne($0, key: key) } }

    func save(_ row: Row) throws { try queue.write { try row.save($0) } }

    func touch(_ key: String, at date: Date, checked: Bool) throws {
        try queue.write { db in
            let sql =
                checked
                ? "UPDATE picture SET usedAt = ?, checkedAt = ? WHERE key = ?"
                : "UPDATE picture SET usedAt = ? WHERE key = ?"
            try db.execute(sql: sql, arguments: checked ? [date, date, key] : [date, key])
        }
    }

    func remove(_ key: String) throws { _ = try queue.write { try Row.deleteOne($0, key: key) } }

    /// The bytes held in all.
    func totalBytes() throws -> Int {
        try queue.read { try Int.fetchOne($0, sql: "SELECT COALESCE(SUM(byteCount), 0) FROM picture") ?? 0 }
    }

    /// The least recently shown rows first, but `keeping`.
    func leastRecentlyUsed(keeping key: String, limit: Int) throws -> [Row] {
        try queue.read { db in
            try Row.fetchAll(
                db, sql: "SELECT * FROM picture WHERE key != ? ORDER BY usedAt ASC LIMIT ?", arguments: [key, limit])
        }
    }
}
