import Foundation
import GRDB
import Logging

/// One line of the app log.
public struct AppLogEntry: Hashable, Sendable, Identifiable {
    /// The row id; later entries have larger ids.
    public var id: Int64
    /// When it was logged.
    public var date: Date
    /// Its level.
    public var level: Logger.Level
    /// The logger's label, e.g. `thriftwood.radarr`.
    public var label: String
    /// The message, secrets already redacted.
    public var message: String
}

/// The app's own log: a bounded table of redacted lines, browsable and exportable.
public protocol AppLog: Sendable {
    /// Records a line (redacted before it is stored).
    func record(level: Logger.Level, label: String, message: String)
    /// The newest entries first, at `minimumLevel` or above, containing `text` if given.
    func entries(minimumLevel: Logger.Level, containing text: String, limit: Int) async throws -> [AppLogEntry]
    /// Writes every entry, oldest first, to `file` as text; returns how many were written.
    func export(to file: URL) async throws -> Int
    /// Waits until every recorded line is stored.
    func flush() async
}

/// The app log in the app database.
public final class LiveAppLog: AppLog {
    let database: AppDatabase
    /// The redactor every line passes through.
    public let redactor: Redactor
    let capacity: Int
    let clock: @Sendable () -> Date

    /// Creates the log, keeping at most `capacity` lines.
    public init(
        database: AppDatabase, redactor: Redactor, capacity: Int = 5_000,
        clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.database = database
        self.redactor = redactor
        self.capacity = capacity
        self.clock = clock
    }

    /// Records a line (redacted before it is stored).
    public func record(level: Logger.Level, label: String, message: String) {
        let date = clock()
        let text = redactor.redact(message)
        let capacity = capacity
        database.writer.asyncWrite(
            { db in
                try db.execute(
                    sql: "INSERT INTO appLog (date, level, label, message) VALUES (?, ?, ?, ?)",
                    arguments: [date, level.rawValue, label, text])
                let id = db.lastInsertedRowID
                if id % 100 == 0 {
                    try db.execute(sql: "DELETE FROM appLog WHERE id <= ?", arguments: [id - Int64(capacity)])
                }
            }, completion: { _, _ in })
    }

    /// The newest entries first, at `minimumLevel` or above, containing `text` if given.
    public func entries(minimumLevel: Logger.Level, containing text: String, limit: Int) async throws -> [AppLogEntry] {
        await flush()
        let levels = Logger.Level.allCases.filter { $0 >= minimumLevel }.map(\.rawValue)
        return try await database.read { db in
            var sql = "SELECT * FROM appLog WHERE level IN (\(levels.map { _ in "?" }.joined(separator: ",")))"
            var arguments = StatementArguments(levels)
            if !text.isEmpty {
                sql += " AND (message LIKE ? OR label LIKE ?)"
                _ = arguments.append(contentsOf: ["%\(text)%", "%\(text)%"])
            }
            sql += " ORDER BY id DESC LIMIT ?"
            _ = arguments.append(contentsOf: [limit])
            return try Row.fetchAll(db, sql: sql, arguments: arguments).map { row in
                AppLogEntry(
                    id: row["id"], date: row["date"], level: Logger.Level(rawValue: row["level"]) ?? .info,
                    label: row["label"], message: row["message"])
            }
        }
    }

    /// Writes every entry, oldest first, to `file` as text; returns how many were written.
    public func export(to file: URL) async throws -> Int {
        let entries = try await entries(minimumLevel: .trace, containing: "", limit: capacity).reversed()
        let formatter = ISO8601DateFormatter()
        let text = entries.map { "\(formatter.string(from: $0.date)) \($0.level) \($0.label): \($0.message)" }
            .joined(separator: "\n")
        // The log names servers and what was done with them: readable by the user alone.
        try PrivateFile.write(Data((text + "\n").utf8), to: file)
        return entries.count
    }

    /// Waits until every recorded line is stored.
    public func flush() async {
        _ = try? await database.writer.write { _ in }
    }

    /// A swift-log handler that records into this log.
    public func handler(label: String, level: Logger.Level = .info) -> AppLogHandler {
        AppLogHandler(log: self, label: label, logLevel: level)
    }
}

/// A swift-log handler writing to an ``AppLog``.
public struct AppLogHandler: LogHandler {
    let log: any AppLog
    let label: String
    /// The lowest level recorded.
    public var logLevel: Logger.Level
    /// Metadata added to every line.
    public var metadata: Logger.Metadata = [:]

    /// Creates a handler recording into `log` under `label`.
    public init(log: any AppLog, label: String, logLevel: Logger.Level) {
        self.log = log
        self.label = label
        self.logLevel = logLevel
    }

    /// Metadata lookup by key.
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Records one line with its metadata. A line from one server (metadata `server`, its name,
    /// and `slug`) starts with the server's name and is filed under `thriftwood.<slug>`, so two
    /// Radarrs' lines stay apart in the log and its export.
    public func log(event: LogEvent) {
        var all = metadata
        if let extra = event.metadata { all.merge(extra) { _, new in new } }
        let server = all.removeValue(forKey: Self.serverKey).map { "\($0): " } ?? ""
        let filed = all.removeValue(forKey: Self.slugKey).map { "thriftwood.\($0)" } ?? label
        let suffix =
            all.isEmpty
            ? "" : " " + all.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        log.record(level: event.level, label: filed, message: "\(server)\(event.message)\(suffix)")
    }

    /// The metadata key naming the server a line is about.
    public static let serverKey = "server"
    /// The metadata key holding that server's slug.
    public static let slugKey = "slug"
}
