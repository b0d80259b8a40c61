import Foundation
import GRDB

/// Thriftwood's one SQLite database: profiles, preferences, the library cache, the
/// navigation snapshot and the app log.
///
/// It runs in WAL mode with a busy timeout, so two running instances read concurrently and
/// take turns writing; every write is a transaction, so a process killed mid-write leaves
/// the previous state. The file is created with mode 0600 because it holds API keys.
public struct AppDatabase: Sendable {
    /// The file name inside the data directory.
    public static let fileName = "thriftwood.sqlite"

    /// The GRDB writer behind every service.
    public let writer: any DatabaseWriter

    /// Makes `directory` private to the user (0700) when other users can read it and it holds
    /// nothing but Thriftwood's own files: a data directory made before this rule, or by hand.
    /// A shared directory given with --data-dir (a home, /tmp) is left as it is.
    static func tightenIfOwn(_ directory: URL) throws {
        let fileManager = FileManager.default
        let mode = (try fileManager.attributesOfItem(atPath: directory.path)[.posixPermissions] as? NSNumber)?.intValue
        guard let mode, mode & 0o077 != 0 else { return }
        let names = try fileManager.contentsOfDirectory(atPath: directory.path)
        guard names.allSatisfy({ $0.hasPrefix("thriftwood") }) else { return }
        try fileManager.setAttributes([.posixPermissions: 0o700], ofItemAtPath: directory.path)
    }

    /// Opens (creating if needed) the database in `directory`, then migrates it.
    public static func open(in directory: URL) throws(CoreError) -> AppDatabase {
        let fileManager = FileManager.default
        let file = directory.appendingPathComponent(fileName)
        do {
            try fileManager.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            if !fileManager.fileExists(atPath: file.path) {
                guard fileManager.createFile(atPath: file.path, contents: nil, attributes: [.posixPermissions: 0o600])
                else { throw CoreError.storage("cannot create \(file.path)") }
            } else {
                try diagnoseReadOnly(file.path)
            }
            try fileManager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
            try tightenIfOwn(directory)
            var configuration = Configuration()
            configuration.busyMode = .callback(Self.waitBriefly)
            configuration.label = "thriftwood"
            let pool = try DatabasePool(path: file.path, configuration: configuration)
            let database = AppDatabase(writer: pool)
            try MigrationLock.around(directory: directory.path, database: file.path) { try database.migrate() }
            return database
        } catch let error as CoreError {
            throw error
        } catch let error as DatabaseError
            where error.resultCode == .SQLITE_NOTADB || error.resultCode == .SQLITE_CORRUPT
        {
            throw .corruptDatabase(path: file.path)
        } catch {
            let reason =
                (error as? DatabaseError).map(CoreError.storageReason)
                ?? ((error as? CocoaError).map { _ in "the data directory cannot be written" } ?? "\(error)")
            throw .storage("\(file.path): \(reason)")
        }
    }

    /// How long a write waits for another instance's write before giving up.
    static let busyLimit: Duration = .seconds(30)

    /// Waits for another instance's transaction by polling every millisecond, up to
    /// ``busyLimit``. SQLite's own busy timeout backs off to 100 ms sleeps, so a process
    /// that writes often (a library refresh) can starve it; frequent polls find the gap
    /// between two of its transactions.
    @Sendable static func waitBriefly(_ attempts: Int) -> Bool {
        guard Int64(attempts) < busyLimit.components.seconds * 1000 else { return false }
        usleep(1000)
        return true
    }

    /// Reads an existing file's schema without writing anything (no mode change, no WAL
    /// switch, no side files), so a damaged file is reported exactly as it was found.
    private static func diagnoseReadOnly(_ path: String) throws {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size > 0 else { return }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .callback(waitBriefly)
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        defer { try? queue.close() }
        _ = try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") }
    }

    /// The folder the database file is in (where the picture cache goes beside it); nil for
    /// one in memory.
    public var directory: URL? {
        guard let pool = writer as? DatabasePool else { return nil }
        return URL(fileURLWithPath: pool.path).deletingLastPathComponent()
    }

    /// An empty, migrated database in memory, for tests and one-off connections.
    public static func inMemory() throws(CoreError) -> AppDatabase {
        do {
            let database = AppDatabase(writer: try DatabaseQueue())
            try database.migrate()
            return database
        } catch let error as CoreError {
            throw error
        } catch {
            throw CoreError(error)
        }
    }

    /// Wraps an existing writer (it must be migrated with ``migrate()``).
    public init(writer: any DatabaseWriter) {
        self.writer = writer
    }

    /// Applies every migration not yet applied.
    public func migrate() throws {
        try AppDatabase.migrator.migrate(writer)
    }

    /// Runs `body` in a write transaction, mapping failures to ``CoreError/storage(_:)``.
    func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(CoreError) -> T {
        do {
            return try await writer.write(body)
        } catch let error as CoreError {
            throw error
        } catch {
            throw CoreError(error)
        }
    }

    /// Runs `body` on a consistent snapshot, mapping failures to ``CoreError/storage(_:)``.
    func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(CoreError) -> T {
        do {
            return try await writer.read(body)
        } catch let error as CoreError {
            throw error
        } catch {
            throw CoreError(error)
        }
    }
}
