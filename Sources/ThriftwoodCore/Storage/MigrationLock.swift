import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps two processes from migrating one database at once: GRDB's migrator reads which
/// migrations are applied before its transaction, so a `serve` and a CLI command started
/// together on a new version would both run the same migration, and the second would fail
/// ("table … already exists"). An advisory `flock` on a file beside the database makes the
/// second wait, then find the migration done. Never on the database file itself: closing any
/// descriptor of it would drop SQLite's own POSIX locks on it in this process.
enum MigrationLock {
    /// Runs `body` holding the lock file at `path` (created 0600 if needed; without the lock
    /// when it cannot be made: the migration's own errors then say why).
    static func around<T>(_ path: String, _ body: () throws -> T) throws -> T {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { return try body() }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
