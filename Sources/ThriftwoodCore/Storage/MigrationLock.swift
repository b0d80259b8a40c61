import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps two processes from migrating one database at once: GRDB's migrator reads which
/// migrations are applied before its transaction, so a `serve` and a CLI command started
/// together on a new version would both run the same migration, and the second would fail
/// ("table … already exists"). An advisory `flock` on the data directory makes the second wait,
/// then find the migration done. The directory, not a file: a lock file stays behind empty and
/// reads as a migration that failed (and removing it after use would let a third process lock a
/// new file while a second still holds the old one). Never the database file itself: closing
/// any descriptor of it would drop SQLite's own POSIX locks on it in this process.
enum MigrationLock {
    /// The lock file earlier versions left beside the database.
    static func leftover(of database: String) -> String { database + ".migrating" }

    /// Runs `body` holding the lock on `directory` (without it when the directory cannot be
    /// opened: the migration's own errors then say why), and removes an earlier version's lock
    /// file beside `database`.
    static func around<T>(directory: String, database: String, _ body: () throws -> T) throws -> T {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { return try body() }
        }
        defer { flock(descriptor, LOCK_UN) }
        unlink(leftover(of: database))
        return try body()
    }
}
